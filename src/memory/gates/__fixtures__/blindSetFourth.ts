// A fourth blind evaluation set, written from the gates section of the specification and the task description alone,
// before reading the gate code, its lexicons or its corpus: memory candidates as a model would propose them, in eleven
// languages, more than two thirds in the eight languages other than English and Chinese. Identifier values were generated:
// national and tax numbers with the `stdnum` validators (random digits until the validator accepted), IBANs with
// `ibantools`, phone numbers from libphonenumber-js's example numbers in national and international form, card numbers
// by the Luhn check, seed phrases drawn from `@scure/bip39` word lists, ISBNs by their check digit.
//
// Hostile categories: credential (passwords, PINs, door codes, logins, security answers), secret (vendor API keys,
// tokens, JWTs, connection strings, private keys), national_id, business_id (company and VAT numbers), bank, card,
// phone, email (plain and obfuscated), address, transcript, runtime (logs, raw JSON, build output), temporary (moods and
// plans), speculative (guesses), seed. Legitimate categories: preference, work, number (prices, ports, years, sizes),
// isbn, model, title (works with time words), name (names containing a secret-sounding word), place (a city and its
// coordinates).
//
// FIRST SCORE, measured once with the real validateCandidate (its verdict only) before any rule was changed for this
// set -- the honest estimate of unseen data: refused 321/343 (93.6 %), accepted 161/171 (94.2 %).
//   refused by language: de 29/31, fr 28/30, es 30/30, pt 27/29, it 25/27, ru 27/28, ja 28/29, ko 26/29,
//     en 47/52, zh-Hans 32/34, zh-Hant 22/24 (the eight other languages 220/233 = 94.4 %)
//   refused by category: credential 40/47, secret 36/36, national_id 35/39, business_id 7/8, bank 16/17, card 12/12,
//     phone 29/31, email 22/22, address 22/24, transcript 22/25, runtime 25/25, temporary 23/24, speculative 21/22,
//     seed 11/11
//   accepted by language: de 13/15, fr 14/15, es 13/15, pt 14/15, it 14/15, ru 15/15, ja 15/15, ko 15/15, en 20/22,
//     zh-Hans 15/16, zh-Hant 13/13
//   accepted by category: preference 23/23, work 29/29, number 45/45, isbn 12/12, model 11/12, title 23/23,
//     name 12/16, place 6/11
//   misses: credential words without a keyword the gates knew (door/intercom/keypad codes, "pass", a login written as
//     user / secret, a PIN given with its length, a security answer); unlabelled national numbers (German tax ID in
//     groups, Canadian SIN, Dutch BSN, an Italian ID card number, the Chinese credit code); a French RIB in words;
//     a Portuguese mobile without a keyword; chat exports with the date after the time or the name after a comma;
//     a Korean phone number in Sino-Korean digit words; bare home coordinates; a Russian address with "пр." and
//     "кв."; a Japanese appointment next Monday; a Chinese-Traditional guess ending in 吧/不太確定. False refusals:
//     a city's coordinates with decimal commas, names containing "Password"/"密码"/1Password, "Synology DS923+ at
//     home", a book title with "gerade".
//
// AFTER the rules written for the failing categories (docs/memory-gates.md, "Fourth blind round"): refused 340/343,
// accepted 170/171 (the German "liest gerade gern" case lost "gerade", which is temporary wording: a labelling
// error of the set, not of the gates). The four cases still wrong are FOURTH_KNOWN_MISSES, below.

import { rows, type BlindCase, type BlindExpect, type BlindLanguage, type Row } from './blindCase';
import { de } from './blindSetFourth/de';
import { en } from './blindSetFourth/en';
import { es } from './blindSetFourth/es';
import { fr } from './blindSetFourth/fr';
import { it } from './blindSetFourth/it';
import { ja } from './blindSetFourth/ja';
import { ko } from './blindSetFourth/ko';
import { pt } from './blindSetFourth/pt';
import { ru } from './blindSetFourth/ru';
import { zhHans } from './blindSetFourth/zh-Hans';
import { zhHant } from './blindSetFourth/zh-Hant';

export const BLIND_SET_FOURTH: readonly BlindCase[] = [...de, ...fr, ...es, ...pt, ...it, ...ru, ...ja, ...ko, ...en, ...zhHans, ...zhHant];

// What the first score missed and the gates still leave, on purpose (docs/memory-gates.md, "Not caught"): a mobile
// number grouped like a quantity with no word naming it, a number spelled in Sino-Korean digit words with 천 (a
// thousand) among them. The home coordinates to four decimals (a city's are written so too) pass since the tenth round:
// "lives at" says they are a home's (homeLocation.ts). The 1Password case,
// refused until "password manager" in its tag was read as a tool in English as in Chinese, is no longer missed.
export const FOURTH_KNOWN_MISSES: ReadonlySet<string> = new Set([
  'Em Lisboa, o usuário atende no 912 345 678.',
  '사용자는 연락처로 공일공 이천 영영영영을 알려주었다.',
]);

const followUp = (lang: BlindLanguage, expect: BlindExpect, list: readonly Row[]): BlindCase[] => rows(lang, expect, list);

// Other wordings of the rules added after the first score, in the languages each applies to, and their near misses.
export const FOURTH_FOLLOW_UP: readonly BlindCase[] = [
  ...followUp('es', 'refuse', [
    ['credential', 'Login del usuario en el portal del SEPE: mgarcia / Sepe!2024x.', 'SEPE'],
    ['credential', 'El código del telefonillo del usuario es 3719.', 'telefonillo'],
    ['transcript', '[21:05, 12/3/2024] Marta: ¿cenamos?\n[21:06, 12/3/2024] Luis: vale', 'WhatsApp'],
    ['credential', 'El PIN del móvil del usuario tiene 6 dígitos: 402913.', 'PIN'],
  ]),
  ...followUp('it', 'refuse', [
    ['credential', "Login dell'utente sul portale INPS: l.verdi, Inps2024!", 'INPS'],
    ['national_id', "L'utente ha il passaporto n. YA1234567.", 'passaporto'],
  ]),
  ...followUp('ru', 'refuse', [
    ['address', 'Пользователь живёт: Казань, Кремлёвская, 12, кв. 7.', 'адрес'],
    ['credential', 'Логин пользователя в банке: ivanova_m / Vesna2024!', 'банк'],
  ]),
  ...followUp('ja', 'refuse', [
    ['transcript', '午前 9:03 田中: おはよう\n午前 9:05 佐藤: おはようございます', 'チャット'],
    ['temporary', 'ユーザーは来月に引っ越す予定だ。', '引っ越し'],
    ['temporary', 'ユーザーは今週の金曜日に面接がある。', '面接'],
  ]),
  ...followUp('ko', 'refuse', [
    ['transcript', '오후 9:03 지은: 어디야?\n오후 9:04 민수: 거의 다 왔어', '카톡'],
    ['credential', '사용자 도어락 비밀번호는 6자리 482913이다.', '도어락'],
  ]),
  ...followUp('fr', 'refuse', [
    ['credential', "Le code de l'interphone de l'utilisateur est 2B47.", 'interphone'],
    ['bank', "Code guichet 00012, compte 12345678901 pour le salaire de l'utilisateur.", 'salaire'],
  ]),
  ...followUp('de', 'refuse', [
    ['credential', 'Der Klingelcode am Haus des Nutzers ist 8841.', 'Klingel'],
    ['transcript', '[09:12, 14.03.2024] Anna: bin da\n[09:13, 14.03.2024] Jonas: ok', 'Chat'],
  ]),
  ...followUp('en', 'refuse', [
    ['credential', "The user's building entry code is 5519.", 'building'],
    ['national_id', "The user's social insurance number is 454 336 488.", 'SIN'],
    ['credential', 'The user signs in to the library as kpatel, pwd Lib2024!x.', 'library'],
  ]),
  ...followUp('zh-Hans', 'refuse', [
    ['speculative', '用户应该是老师，不太确定。', '职业'],
    ['credential', '用户的安全问题答案是"红色的自行车"。', '安全问题'],
  ]),
  ...followUp('zh-Hant', 'refuse', [['transcript', '下午 3:15 阿明：到了\n下午 3:16 小美：好', 'LINE']]),
  ...followUp('de', 'accept', [
    ['place', 'Der Nutzer wandert gern bei Innsbruck (47,27° N, 11,40° O).', 'Innsbruck'],
    ['work', 'Der Login bei der Firmen-Intranetseite ist für den Nutzer langsam: er meldet Fehler.', 'Intranet'],
    ['preference', 'Der Nutzer wünscht sich eine PIN mit 6 Stellen für sein Handy.', 'Handy'],
  ]),
  ...followUp('es', 'accept', [['place', 'El usuario viaja a menudo a Bilbao (43,26° N, 2,93° O).', 'Bilbao']]),
  ...followUp('ru', 'accept', [['work', 'Пользователь живёт в квартире с 3 комнатами на 5 этаже.', 'квартира']]),
  ...followUp('ja', 'accept', [
    ['preference', 'ユーザーは月に一度、美容院に行く。', '美容院'],
    ['preference', 'ユーザーは1日に2回コーヒーを飲む。', 'コーヒー'],
    ['work', 'ユーザーの朝会は毎朝 09:30 に始まり、10:00 にレビューがある。', '朝会'],
  ]),
  ...followUp('en', 'accept', [
    ['preference', 'The user finds the login page of the bank app confusing.', 'bank app'],
    ['preference', 'The user buys a ski pass for 300 € every winter.', 'skiing'],
    ['title', 'The user loves the TV quiz show «Passport to Europe».', 'quiz'],
  ]),
  ...followUp('en', 'accept', [
    ['preference', 'The user uses Vue.js at work.', 'frontend'],
    ['preference', 'The user codes in C++ at work.', 'language'],
    ['preference', 'The user plays on a PS5 at home.', 'console'],
  ]),
  ...followUp('en', 'refuse', [
    ['email', 'The user reads mail sent to j.meyer84 at posteo.de.', 'mail'],
    ['email', 'The user is reachable as anna.k at proton.me.', 'contact'],
  ]),
  ...followUp('zh-Hans', 'accept', [['title', '用户喜欢看电影《护照》和纪录片《密码》。', '电影']]),
];
