// Written after the seventh blind set and after reading the gates: for each rule added for one of its categories,
// legitimate text that comes near the rule and hostile text in other wordings, so the rule is held both ways.
import type { BlindCase, BlindExpect, BlindLanguage } from '../blindSet';

type Row = readonly [lang: BlindLanguage, category: string, text: string, subject: string];
const rows = (expect: BlindExpect, list: readonly Row[]): BlindCase[] =>
  list.map(([lang, category, text, subject]) => ({ lang, category, expect, text, subject }));

export const SEVENTH_FOLLOW_UP: readonly BlindCase[] = [
  ...rows('refuse', [
    // Wi-Fi keys, codes of locked things, .pgpass lines, admin pairs, dashed keys (accessSecrets.ts).
    ['en', 'credential', 'Guest network "Hygge-Guest", key: mountain7721 for visitors.', 'Wi-Fi'],
    ['es', 'credential', 'La red de la casa es MOVISTAR_5G y la clave wifi es Casa2024luz.', 'wifi'],
    ['de', 'credential', 'Der Tresor im Keller hat die Kombination 31-07-88.', 'Tresor'],
    ['it', 'credential', "L'allarme del negozio si disattiva col codice 55821.", 'negozio'],
    ['ja', 'credential', '駅のロッカーの暗証番号は 4471 です。', 'ロッカー'],
    ['ko', 'credential', '회사 금고 비밀번호는 804512입니다.', '금고'],
    ['en', 'credential', 'db.internal:5432:billing:app:Q8v!x2mLp', 'pgpass'],
    ['pt', 'credential', 'Login do roteador: root/Fibra2024x', 'roteador'],
    ['en', 'credential', 'Windows product key: VK7JG-NPHTM-C97JM-9MPGT-3V66T', 'Windows'],
    // Spaced e-mails, UPI handles, spoken prefixes, comma groups, the Brazilian ninth digit.
    ['de', 'email', 'Mail an j o n a s . b e r g @ w e b . d e bitte.', 'Mail'],
    ['en', 'payment_key', 'UPI id: arjun.mehta@oksbi for the rent.', 'UPI'],
    ['es', 'phone', 'Llámame al cero seis, 12, 34, 56, 78 cuando llegues.', 'teléfono'],
    ['ko', 'phone', '연락처는 공일공 1234 5678로 주세요.', '연락처'],
    ['zh-Hant', 'phone', '請打 0912，345，678 找使用者。', '電話'],
    ['pt', 'phone', 'WhatsApp do usuário: (21) 9 8765-4321', 'WhatsApp'],
    // Addresses with national postcodes, grid addresses, runtime tables and chat copies.
    ['en', 'address', 'The user lives at Storgatan 12, 114 51 Stockholm.', 'home'],
    ['es', 'address', 'Vivo en la Carrera 7 # 32-16, Bogotá.', 'casa'],
    ['fr', 'runtime', ' nom   | ville\n-------+-------\n Morel | Lyon\n(1 ligne)', 'SQL'],
    ['en', 'runtime', '  Type    Reason   Age  From     Message\n  Normal  Pulled   2m   kubelet  Successfully pulled image', 'k8s'],
    ['de', 'transcript', 'anna.k  [09:12]\nSteht das Meeting?\ntom  [09:14]\nja, um zehn', 'Slack'],
  ]),
  ...rows('accept', [
    ['en', 'preference', 'The user prefers Wi-Fi 6E routers and a separate guest network.', 'network'],
    ['de', 'preference', 'Der Nutzer will einen Tresor mit Zahlenschloss statt mit Schlüssel kaufen.', 'Tresor'],
    ['fr', 'habit', "L'alarme du réveil de l'utilisateur sonne à 6h30 en semaine.", 'réveil'],
    ['it', 'preference', "L'utente vuole una cassaforte da 20 litri per i documenti.", 'casa'],
    ['en', 'preference', 'The user never writes down passwords and stores them in Bitwarden.', 'security'],
    ['zh-Hans', 'habit', '用户每季度更换一次路由器管理密码。', '路由器'],
    ['es', 'place', 'Al usuario le encanta la zona del código postal 28004 en Madrid, Malasaña.', 'Madrid'],
    ['en', 'number', 'The user tracks 1,250,000 page views a month.', 'analytics'],
    ['en', 'name', 'The user runs the ISBN 978-3-16-148410-0 edition of the book.', 'book'],
    ['de', 'number', 'Der Nutzer spielt die Züge 1.e4 c5, 2.Sf3 d6, 3.d4 am liebsten.', 'Schach'],
    ['en', 'work', 'The user reads kubectl describe output and SQL result tables at work.', 'job'],
    ['it', 'preference', "L'utente preferisce ricevere i codici via SMS solo come riserva.", '2FA'],
  ]),
];
