import { rows } from '../__fixtures__/blindCase';
import { describeBlindRound } from '../__fixtures__/blindRound';

// The nineteenth round's rules, each both ways in several languages: pasted text it must refuse, and a lasting fact
// that mentions the same thing without being it.

// secrets/localisedLogs.ts: a log line stamped with a locale's date, a time to the second and a level.
const LOCALISED_LOGS = [
  ...rows('de', 'refuse', [['logs', '14.03.2026 02:17:45 [FEHLER] Verbindung zur Datenbank „kunden“ fehlgeschlagen', 'Server']]),
  ...rows('es', 'refuse', [['logs', '14/03/2026 09:05:11,532 ERROR No se pudo enviar la factura 2211', 'Servidor']]),
  ...rows('pt', 'refuse', [['logs', '[AVISO] 14/03/2026 09:05:11 Disco quase cheio em /var', 'Servidor']]),
  ...rows('en', 'refuse', [['logs', '03/14/2026 2:17:45 PM WARN Retrying payment webhook (attempt 3)', 'Server']]),
  ...rows('ja', 'refuse', [['logs', '2026/03/14 02:17:45 [エラー] 決済サーバーへの接続がタイムアウトしました', 'サーバー']]),
  ...rows('ru', 'refuse', [['logs', '14.03.2026 02:17:45 ПРЕДУПРЕЖДЕНИЕ Диск заполнен на 91%', 'Сервер']]),
  ...rows('zh-Hans', 'refuse', [['logs', '2026-03-14 02:17:45 警告 磁盘空间不足，剩余 3%', '服务器']]),
  ...rows('ko', 'refuse', [['logs', '2026.03.14 02:17:45 오류: 결제 서버 연결 실패', '서버']]),
  ...rows('fr', 'accept', [['logs', 'Lit les journaux du serveur chaque lundi et note les erreurs dans un carnet.', 'Serveur']]),
  ...rows('de', 'accept', [['logs', 'Will Zeitstempel in Logs immer im Format 14.03.2026 02:17:45 sehen.', 'Logs']]),
  ...rows('it', 'accept', [['logs', 'Preferisce i log con la data nel formato italiano, giorno prima del mese.', 'Log']]),
  ...rows('en', 'accept', [['running', 'Ran her first marathon on 10/13/2019 in 3:58:41 and has run one every year since.', 'Running']]),
];

// secrets/copiedRows.ts: a spreadsheet row with its tabs, a CSV row with a date cell.
const COPIED_ROWS = [
  ...rows('fr', 'refuse', [['rows', 'Ligne du relevé : 14/03/2026\tCarrefour\tCourses\t-63,20 €\tCB', 'Budget']]),
  ...rows('it', 'refuse', [['rows', '14/03/2026\tEsselunga\tSpesa\t-48,10\tBancomat', 'Spese']]),
  ...rows('pt', 'refuse', [['rows', '14/03/2026;Pão de Açúcar;Mercado;-212,40;Cartão', 'Gastos']]),
  ...rows('en', 'refuse', [['rows', '2026-03-14,Trader Joes,Groceries,58.12,Visa', 'Budget']]),
  ...rows('zh-Hans', 'refuse', [['rows', '表格里的一行：2026/03/14\t盒马\t买菜\t¥86.50\t微信支付', '记账']]),
  ...rows('de', 'refuse', [['rows', '14.03.2026\tSpotify\t-10,99 €', 'Finanzen']]),
  ...rows('en', 'accept', [['films', 'Top three films:\tAlien\tHeat\tRonin', 'Films']]),
  ...rows('en', 'accept', [['bands', 'Favourite bands:\tBlur\tPulp\tSuede\tElastica', 'Music']]),
  ...rows('de', 'accept', [['sheet', 'Führt ein Haushaltsbuch mit den Spalten Datum, Laden, Kategorie und Betrag.', 'Finanzen']]),
  ...rows('es', 'accept', [['sheet', 'Apunta sus gastos en un Excel cada domingo, con una pestaña por mes.', 'Gastos']]),
  ...rows('en', 'accept', [['trips', 'Visited Rome on 12.05.2019, then Paris, Berlin and Madrid.', 'Travel']]),
];

// secrets/localisedEnvelopes.ts: a flat API answer whose keys are a response's in the service's language.
const LOCALISED_ENVELOPES = [
  ...rows('es', 'refuse', [['api', '{"estado":"rechazado","motivo":"fondos insuficientes","importe":"12,00 €"}', 'Pagos']]),
  ...rows('de', 'refuse', [['api', '{"status":"abgelehnt","grund":"Karte gesperrt","betrag":"30,00"}', 'Zahlung']]),
  ...rows('ru', 'refuse', [['api', '{"статус":"отклонён","причина":"недостаточно средств","сумма":"990 ₽"}', 'Платежи']]),
  ...rows('zh-Hans', 'refuse', [['api', '{"状态":"失败","原因":"余额不足","金额":"58.00"}', '接口']]),
  ...rows('en', 'refuse', [['api', '{"object":"refund","amount":1500,"status":"pending","reason":"requested_by_customer"}', 'Payments']]),
  ...rows('it', 'refuse', [['api', '{"citta":"Milano","temperatura":21.5,"aggiornato":"14/03/2026 02:17"}', 'Meteo']]),
  ...rows('pt', 'accept', [['api', 'Prefere datas como {"formato": "dd/mm/aaaa", "fuso": "BRT", "idioma": "pt"}.', 'Datas']]),
  ...rows('en', 'accept', [['editor', 'Wants Prettier set to {"semi": false, "singleQuote": true, "printWidth": 100}.', 'Code']]),
  ...rows('fr', 'accept', [['editor', 'Utilise {"theme": "sombre", "police": "Fira Code", "taille": 14} dans son éditeur.', 'Éditeur']]),
  ...rows('it', 'accept', [['api', 'Vuole le risposte JSON con le chiavi in inglese e in camelCase.', 'API']]),
];

// secrets/gitOutput.ts: git's output in a localised shell; a mention of a remote branch stays.
const GIT_OUTPUT = [
  ...rows('de', 'refuse', [['git', "Auf Branch main\nIhr Branch ist auf demselben Stand wie 'origin/main'.", 'Git']]),
  ...rows('es', 'refuse', [['git', 'En la rama dev\nCambios no rastreados para el commit:\n\tmodificado:     src/index.ts', 'Git']]),
  ...rows('zh-Hans', 'refuse', [['git', "位于分支 main\n您的分支与上游分支 'origin/main' 一致。", 'Git']]),
  ...rows('en', 'refuse', [['git', 'To github.com:acme/shop.git\n   4f2a9c1..9b1e77c  main -> main', 'Git']]),
  ...rows('fr', 'refuse', [['git', 'Énumération des objets: 12, fait.\nDécompte des objets: 100% (12/12), fait.', 'Git']]),
  ...rows('en', 'accept', [['reading', 'Reads one chapter a night: finished 12 of 40 so far this year, 30% (12/40 books).', 'Books']]),
  ...rows('en', 'accept', [['git', "Never force-pushes to 'origin/main' and always rebases first.", 'Git']]),
  ...rows('pt', 'accept', [['git', 'Usa sempre git status antes de cada commit.', 'Git']]),
  ...rows('fr', 'accept', [['git', 'Travaille sur la branche main seulement pour les correctifs.', 'Git']]),
];

// secrets/forwardedCodes.ts: a one-time code in the words of the message that sent it.
const FORWARDED_CODES = [
  ...rows('en', 'refuse', [['sms', 'Text from Venmo: 302914 is your code. Never share it with anyone.', 'Payments']]),
  ...rows('pt', 'refuse', [['sms', 'Mensagem do Itaú: use 771204 para confirmar. Não compartilhe este código.', 'Banco']]),
  ...rows('ko', 'refuse', [['sms', '[토스] 인증번호 904417 타인에게 절대 알려주지 마세요.', '은행']]),
  ...rows('zh-Hans', 'refuse', [['sms', '【支付宝】校验码 663018，请勿泄露给他人。', '账号']]),
  ...rows('de', 'refuse', [['sms', 'Deine pushTAN für den Auftrag an Stadtwerke GmbH über 84,00 EUR lautet 551902.', 'Bank']]),
  ...rows('fr', 'refuse', [['sms', 'Votre code de connexion pour votre espace client est : 208471.', 'Banque']]),
  ...rows('en', 'refuse', [['sms', 'G-730412 is your Google verification code.', 'Accounts']]),
  ...rows('ru', 'refuse', [['sms', '4417 — ваш код для входа в приложение.', 'Банк']]),
  ...rows('en', 'accept', [['security', 'Never shares the codes her bank texts her, not even with family.', 'Bank']]),
  ...rows('it', 'accept', [['security', 'Ha insegnato ai genitori a non comunicare mai i codici della banca, dal 2021.', 'Banca']]),
  ...rows('ja', 'accept', [['security', '銀行の認証番号は誰にも教えないようにしている。', '銀行']]),
  ...rows('en', 'accept', [['code', 'Wants your code examples to target Python 3.12 and nothing older.', 'Code']]),
  // A warning's words start a word: "pia-no des-ign" is no Spanish "no des" (do not give), and so on.
  ...rows('es', 'refuse', [['sms', 'BBVA: tu clave de operación es 604218. No des este código a nadie.', 'Banco']]),
  ...rows('en', 'accept', [['hobbies', 'Took piano design course 1603 at the conservatory and still plays every week.', 'piano']]),
  ...rows('it', 'accept', [['music', 'Suona un pianoforte del 1873 e lo accorda da sé.', 'piano']]),
];

// transcripts/timedTurns.ts: turns with a time and a speaker; a time with no speaker, or a day's plan, stays.
const TIMED_TURNS = [
  ...rows('en', 'refuse', [['meeting', '00:03:10 Sam Ortiz: Can everyone see my screen. 00:03:15 Lee Park: Yes, go ahead.', 'Meetings']]),
  ...rows('de', 'refuse', [['meeting', 'Sprecher 1 00:12 Dann machen wir das so. Sprecher 2 00:19 Einverstanden.', 'Besprechung']]),
  ...rows('ja', 'refuse', [['meeting', '00:01:05 佐藤：では始めます。00:01:12 鈴木：よろしくお願いします。', '会議']]),
  ...rows('fr', 'refuse', [['meeting', 'Claire Dubois 0:03\nOn commence par le budget.\nPaul Martin 0:11\nD’accord.', 'Réunions']]),
  ...rows('ko', 'refuse', [['meeting', '화자 1 00:05 예산부터 보죠. 화자 2 00:11 네 좋습니다.', '회의']]),
  ...rows('en', 'accept', [
    ['running', 'Finished the Berlin marathon in 3:45:12: her best time so far, and she trains for it yearly.', 'Running'],
  ]),
  ...rows('de', 'accept', [['routine', 'Samstags: 08:00 Anna: Schwimmen, 10:00 Ben: Klavier.', 'Familie']]),
  ...rows('ru', 'accept', [['films', 'Любит сцену на 01:12:40 в «Иронии судьбы» и пересматривает её каждый Новый год.', 'Кино']]),
];

// transcripts/runOnTurns.ts: a dialogue run onto one line, a speaker back after another with a question between.
const RUN_ON_TURNS = [
  ...rows('en', 'refuse', [
    ['support', 'Agent Rosa: How can I help? Dan: my router blinks red. Agent Rosa: Please restart it.', 'Support'],
  ]),
  ...rows('it', 'refuse', [
    ['support', 'Operatrice Giada: Mi dà il codice cliente? Tu: Non lo trovo. Giada: Nessun problema.', 'Assistenza'],
  ]),
  ...rows('ru', 'refuse', [['support', 'Оператор Ольга: Чем могу помочь? Вы: Не пришёл заказ. Ольга: Сейчас проверю.', 'Поддержка']]),
  ...rows('zh-Hans', 'refuse', [['support', '客服阿杰：请问有什么可以帮您？我：快递一直没到。客服阿杰：我帮您查一下。', '购物']]),
  ...rows('en', 'accept', [['setup', 'Editor: VS Code. Shell: zsh. Font: JetBrains Mono.', 'Tools']]),
  ...rows('es', 'accept', [['study', 'Estudia con tarjetas del tipo P: ¿capital de Perú? R: Lima.', 'Estudio']]),
  ...rows('de', 'accept', [['work', 'Rolle: SRE. Team: Plattform. Frage an sie? Immer per Slack.', 'Arbeit']]),
];

// transcripts/chatExports.ts: a sender's header with a sent or date line under it, and a forwarded message's separator,
// read on the canonical text ("От" as Latin, "Envoyé" without its accent).
const MAIL_HEADERS = [
  ...rows('ru', 'refuse', [['mail', 'От: Ольга Смирнова\nОтправлено: 3 марта 2026 г. 16:12\nТема: RE: Договор', 'Почта']]),
  ...rows('de', 'refuse', [['mail', 'Von: Sabine Krüger\nDatum: 3. März 2026 um 16:12\nBetreff: Angebot', 'E-Mail']]),
  ...rows('es', 'refuse', [['mail', '---------- Mensaje reenviado ---------\nDe: Pedro Gil\nAsunto: cena del viernes', 'Correo']]),
  ...rows('de', 'refuse', [['mail', '-----Ursprüngliche Nachricht-----\nBetreff: Angebot Q2', 'E-Mail']]),
  ...rows('fr', 'accept', [['mail', 'De : ses collègues, il préfère recevoir un seul e-mail par semaine.', 'E-mails']]),
  ...rows('ru', 'accept', [['mail', 'От: и Кому: в любом письме читает первыми, по привычке.', 'Почта']]),
];

describeBlindRound(
  'nineteenth rules',
  [
    ...LOCALISED_LOGS,
    ...COPIED_ROWS,
    ...LOCALISED_ENVELOPES,
    ...GIT_OUTPUT,
    ...FORWARDED_CODES,
    ...TIMED_TURNS,
    ...RUN_ON_TURNS,
    ...MAIL_HEADERS,
  ],
  [],
  new Set(),
);
