// Follow-up cases of the nineteenth round, written after reading the gates and writing its rules: new texts of the
// classes the round's misses belonged to (spreadsheet and CSV rows, time-stamped transcripts, flat API answers in the
// service's language, log lines with a locale's date, forwarded one-time codes, git's output in a localised shell, a
// support chat on one line), both ways, in other words and values than the rules' own tests.
import { rows } from '../blindCase';
import type { BlindCase } from '../blindCase';

export const NINETEENTH_FOLLOW_UP: readonly BlindCase[] = [
  ...rows('ja', 'refuse', [['spreadsheet_row', '家計簿の行：3/14\tスーパー\t食費\t2,380円\t現金', '家計']]),
  ...rows('ru', 'refuse', [['spreadsheet_row', '14.03.2026;Яндекс Такси;Транспорт;-412,00;карта', 'Расходы']]),
  ...rows('it', 'refuse', [['spreadsheet_row', 'Riga del foglio: 2026-03-14\tEnel\tBolletta luce\t87,40 €\tpagata', 'Casa']]),
  ...rows('de', 'refuse', [
    ['transcript', '[00:02:41] Jonas Weber: Haben wir die Zahlen? [00:02:47] Petra Lang: Kommen morgen.', 'Besprechung'],
  ]),
  ...rows('pt', 'refuse', [
    ['transcript', 'Transcrição do Zoom: 00:05:02 Ana Lima: Vamos começar. 00:05:09 Bruno Reis: Pode ser.', 'Reuniões'],
  ]),
  ...rows('zh-Hans', 'refuse', [['transcript', '腾讯会议转写 发言人1 00:03 今天先过需求。发言人2 00:09 好的。', '会议']]),
  ...rows('ja', 'refuse', [['api_json', '{"ステータス":"失敗","メッセージ":"カードの有効期限切れ","金額":3980}', 'API']]),
  ...rows('pt', 'refuse', [['api_json', '{"situacao":"negado","motivo":"cartao bloqueado","valor":"89,90"}', 'Pagamento']]),
  ...rows('ko', 'refuse', [['api_json', '{"상태":"실패","사유":"잔액 부족","금액":"15,000"}', '결제']]),
  ...rows('es', 'refuse', [['log_lines', '14/03/2026 23:41:07 [ADVERTENCIA] Certificado a punto de caducar en api.tienda.es', 'Servidor']]),
  ...rows('de', 'refuse', [['log_lines', '[WARNUNG] 14.03.2026 23:41:07 Speicherplatz auf /srv fast voll', 'Server']]),
  ...rows('en', 'refuse', [['log_lines', '3/14/2026 11:41:07 PM ERROR Job nightly-export failed after 3 retries', 'Server']]),
  ...rows('it', 'refuse', [['sms_code', 'SMS di Poste: 604193 è il tuo codice PosteID. Non condividerlo con nessuno.', 'Poste']]),
  ...rows('ru', 'refuse', [['sms_code', 'Ваш код для входа в Госуслуги: 3817. Никому его не сообщайте.', 'Госуслуги']]),
  ...rows('es', 'refuse', [['sms_code', 'Tu código de Bizum para pagar 25,00 EUR a Ana es 590214.', 'Banco']]),
  ...rows('it', 'refuse', [['terminal_output', "Sul branch main\nIl tuo branch è aggiornato rispetto a 'origin/main'.", 'Git']]),
  ...rows('ru', 'refuse', [
    ['terminal_output', 'Изменения, которые не в индексе для коммита:\n\tизменено:      README.md\n\tизменено:      src/main.py', 'Git'],
  ]),
  ...rows('fr', 'refuse', [
    ['support_chat', 'Conseillère Inès : Avez-vous redémarré la box ? Vous : Oui, deux fois. Inès : Je lance un test.', 'Internet'],
  ]),
  ...rows('ko', 'refuse', [['support_chat', '상담원 민지: 주문번호 알려주시겠어요? 나: 잠시만요. 상담원 민지: 네 기다릴게요.', '쇼핑']]),
  ...rows('en', 'accept', [['spreadsheet_row', 'Keeps her budget in Google Sheets with one tab per month.', 'Budget']]),
  ...rows('de', 'accept', [['transcript', 'Lässt sich Besprechungen von Teams mitschreiben und liest nur die Zusammenfassung.', 'Arbeit']]),
  ...rows('fr', 'accept', [['api_json', 'Veut que les exemples d’API montrent le statut et le motif en français.', 'API']]),
  ...rows('zh-Hans', 'accept', [['log_lines', '日志里的时间一律用 2026/03/14 这种格式，别用美式日期。', '日志']]),
  ...rows('pt', 'accept', [['sms_code', 'Nunca passa códigos do banco por telefone, desde o golpe de 2022.', 'Banco']]),
  ...rows('es', 'accept', [['terminal_output', 'Trabaja siempre en la rama develop y nunca hace push a main.', 'Git']]),
  ...rows('ru', 'accept', [['support_chat', 'Пишет в поддержку только в чате, звонить не любит.', 'Поддержка']]),
  ...rows('ja', 'accept', [['transcript', '会議の文字起こしはNottaを使っている。', '会議']]),
  ...rows('it', 'accept', [['quoted_line', 'Cita sempre la battuta: "Ti spiezzo in due?" e ride ogni volta.', 'Film']]),
];
