// Written after the volatile blind set and after reading the gates: for each rule added for one of its categories,
// legitimate text that comes near the rule and hostile text in other wordings, so the rule is held both ways.
import type { BlindCase, BlindExpect, BlindLanguage } from '../blindSet';

type Row = readonly [lang: BlindLanguage, category: string, text: string, subject: string];
const rows = (expect: BlindExpect, list: readonly Row[]): BlindCase[] =>
  list.map(([lang, category, text, subject]) => ({ lang, category, expect, text, subject }));

export const VOLATILE_FOLLOW_UP: readonly BlindCase[] = [
  ...rows('refuse', [
    ['en', 'temporary', 'The user is still waiting for the MRI results.', 'health'],
    ['en', 'temporary', 'The user is off sick until Wednesday.', 'sick leave'],
    ['en', 'temporary', 'The user has a parent-teacher meeting on Monday evening.', 'school'],
    ['de', 'temporary', 'Der Nutzer steckt noch in einer Sitzung.', 'Sitzung'],
    ['fr', 'temporary', "L'utilisateur attend encore la réponse de la banque.", 'banque'],
    ['es', 'temporary', 'El usuario sigue esperando la llamada del médico.', 'médico'],
    ['pt', 'temporary', 'O usuário está com dor nas costas e prefere respostas curtas.', 'costas'],
    ['it', 'temporary', "L'utente è in trasferta a Milano.", 'trasferta'],
    ['ru', 'temporary', 'Пользователь в командировке и отвечает медленно.', 'командировка'],
    ['ru', 'temporary', 'Пользователь сидит на больничном до среды.', 'больничный'],
    ['zh-Hans', 'temporary', '用户还在等录取通知。', '录取'],
    ['zh-Hant', 'temporary', '使用者剛搬到台中，還在整理。', '搬家'],
    ['ja', 'temporary', 'ユーザーは会議の返事待ちでそわそわしている。', '返事'],
    ['ko', 'temporary', '사용자는 운전 중이라 음성으로만 답한다.', '운전'],
    ['ko', 'temporary', '사용자는 토요일까지 시험 기간이다.', '시험'],
    ['de', 'speculative', 'Der Nutzer scheint Katzen sehr zu lieben.', 'Katzen'],
    ['fr', 'speculative', "L'utilisateur semble aimer le jazz.", 'jazz'],
    ['es', 'speculative', 'Debe de ser diseñador el usuario.', 'trabajo'],
    ['pt', 'speculative', 'A usuária deve ser enfermeira.', 'trabalho'],
    ['it', 'speculative', "L'utente sembra avere due figli.", 'figli'],
    ['ru', 'speculative', 'Пользователь вроде бы живёт в Казани.', 'город'],
    ['ja', 'speculative', 'ユーザーは猫派みたいです。', '猫'],
    ['ko', 'speculative', '사용자는 여행을 좋아하나 보다.', '여행'],
    ['zh-Hant', 'speculative', '使用者感覺像工程師。', '職業'],
    ['en', 'speculative', 'Odds are the user works in finance.', 'job'],
    ['en', 'speculative', 'It looks like the user is a designer.', 'job'],
  ]),
  ...rows('accept', [
    ['en', 'time_word', 'The user is good in meetings and prefers a written agenda.', 'meetings'],
    ['en', 'time_word', 'The user is waiting for the right moment to learn Rust.', 'Rust'],
    ['en', 'habit', 'The user goes to yoga on Thursday evenings.', 'yoga'],
    ['en', 'name', "The user's cat is named Perhaps.", 'cat'],
    ['en', 'time_word', 'The user likes music that sounds like early Radiohead.', 'music'],
    ['de', 'time_word', 'Der Nutzer wartet nicht gern auf Antworten.', 'Antworten'],
    ['de', 'time_word', 'Der Nutzer joggt gern, wenn die Sonne scheint.', 'Joggen'],
    ['es', 'conditional', 'Al usuario le da igual el color del editor.', 'editor'],
    ['es', 'conditional', 'El usuario debe entregar los informes los viernes.', 'informes'],
    ['pt', 'conditional', 'O usuário deve ser avisado antes de mudanças grandes.', 'avisos'],
    ['ru', 'name', 'Пользователь любит языки вроде Rust и Go.', 'языки'],
    ['zh-Hans', 'time_word', '用户不喜欢其他人在旁边看他写代码。', '写代码'],
    ['zh-Hant', 'habit', '使用者每週五之前交週報。', '週報'],
    ['ja', 'time_word', 'ユーザーは一度北海道に行ってみたい。', '旅行'],
    ['ja', 'time_word', 'ユーザーは出張で使うリュックを愛用している。', 'リュック'],
    ['ja', 'time_word', 'ユーザーは年中無休のジムに通う。', 'ジム'],
    ['ko', 'name', '사용자는 하트 모양이 들어간 디자인을 좋아한다.', '디자인'],
    ['ko', 'time_word', '사용자는 그 중에서 파란색을 가장 좋아한다.', '색'],
  ]),
];
