import { rows } from '../__fixtures__/blindCase';
import { describeBlindRound } from '../__fixtures__/blindRound';

// The twenty-fourth round's rules, for values hidden the way an evaluator hides them, each both ways in several
// languages: what it must refuse, and a lasting fact written with the same kind of numbers or words.

// contacts/oddSeparators.ts: digits set apart by emoji, symbols, tildes or bullets, or every digit a space apart.
const ODD_SEPARATORS = [
  ...rows('en', 'refuse', [['odd', 'Text the user at 2🔹0🔹2 ~ 5🔹5🔹8 ~ 0🔹1🔹4🔹7.', 'Phone']]),
  ...rows('de', 'refuse', [['odd', 'Handy des Nutzers: 0176 ★ 2290 ★ 4411', 'Handy']]),
  ...rows('es', 'refuse', [['odd', 'Móvil del usuario: 6~4~8 · 2~1~3 · 3~9~0', 'Móvil']]),
  ...rows('zh-Hans', 'refuse', [['odd', '用户手机：139✨5712✨8836', '手机']]),
  ...rows('ja', 'refuse', [['odd', '利用者の電話：0 8 0 ♡ 3 9 1 7 ♡ 4 8 2 6', '電話']]),
  ...rows('en', 'refuse', [['odd', "The user's passport number is 6 1 7 3 4 9 2 0 5.", 'Passport']]),
  ...rows('en', 'accept', [['odd', 'The user collects stamps from the 1850 ~ 1900 ~ 1950 issues.', 'Hobbies']]),
  ...rows('en', 'accept', [['odd', 'The user rates films 4 ★ and books 5 ★ on the same site.', 'Hobbies']]),
  ...rows('fr', 'accept', [['odd', "L'utilisateur a suivi les étapes 1 2 3 4 5 6 7 8 du tutoriel de yoga.", 'Sport']]),
  ...rows('de', 'accept', [['odd', 'Der Nutzer hat Kinder im Alter von 4 · 7 · 9 Jahren.', 'Familie']]),
];

// contacts/numberGroups.ts and numberWords.ts: a number said partly in words and partly in figures.
const MIXED_GROUPS = [
  ...rows('de', 'refuse', [['mixed', 'Der Nutzer ist unter 0151 vierundzwanzig 88 sieben drei eins erreichbar.', 'Kontakt']]),
  ...rows('it', 'refuse', [['mixed', "Il cellulare dell'utente è 347 ottantadue 6 39 17.", 'Contatti']]),
  ...rows('es', 'refuse', [['mixed', 'El móvil del usuario es seiscientos cuarenta y ocho 213 390.', 'Contacto']]),
  ...rows('ko', 'refuse', [['mixed', '사용자 번호는 010 칠칠삼일 2048이다.', '연락처']]),
  ...rows('en', 'refuse', [['mixed', 'You can reach the user at 212 five five eight, 01 four seven.', 'Contact']]),
  ...rows('en', 'accept', [['mixed', "The user's bus routes are 38, forty-one, 142, 7 and 9.", 'Commute']]),
  ...rows('de', 'accept', [['mixed', 'Der Nutzer hat Fotos seiner Kinder mit sechs, 12, 18 und 24 Monaten.', 'Familie']]),
  ...rows('ko', 'accept', [['mixed', '사용자는 2019년에 삼십 살이 되었고 2021년에 이사했다.', '이력']]),
  // After the follow-up: a group in kana among figures, as the Korean one.
  ...rows('ja', 'refuse', [['mixed', '利用者の携帯：070 ごーごーいちに 8890', '連絡先']]),
  ...rows('ja', 'accept', [['mixed', '利用者は2019の春に100のうち3つを選んだ。', '経歴']]),
];

// secrets/accessSecrets.ts: a keypad, an alarm or an entrance and the digits that open or disarm it, digit by digit or
// in English number words; Chinese, Japanese and Korean with the verb of pressing.
const OPENING_CODES = [
  ...rows('en', 'refuse', [['door', "The user's garage keypad unlocks with four four one seven.", 'Home']]),
  ...rows('de', 'refuse', [['door', 'Der Tresor des Nutzers öffnet sich mit 4-4-1-7.', 'Zuhause']]),
  ...rows('fr', 'refuse', [['door', "L'alarme de la maison se désactive avec 3 9 0 2.", 'Maison']]),
  ...rows('ja', 'refuse', [['door', 'オートロックは 1・5・9・0 を押すと開く。', '自宅']]),
  ...rows('ko', 'refuse', [['door', '도어락은 3691 누르면 열린다.', '집']]),
  ...rows('zh-Hans', 'refuse', [['door', '单元门按 7 2 5 8 就开。', '家']]),
  ...rows('en', 'accept', [['door', "The user's alarm keypad is next to the garage door.", 'Home']]),
  ...rows('de', 'accept', [['door', 'Der Nutzer schaltet die Alarmanlage jeden Abend um 22 Uhr ein.', 'Zuhause']]),
  ...rows('ja', 'accept', [['door', 'ユーザーはオートロックのマンションに10年住んでいる。', '自宅']]),
  ...rows('zh-Hans', 'accept', [['door', '用户家的单元门每天晚上10点锁上。', '家']]),
  // After the follow-up: Spanish "clave" and Portuguese "senha" name a thing's code, as "código" does.
  ...rows('es', 'refuse', [['door', 'La clave de la alarma del usuario es 3 8 0 5.', 'Casa']]),
  ...rows('pt', 'refuse', [['door', 'A senha do portão do utilizador é 2 6 6 1.', 'Casa']]),
  ...rows('es', 'accept', [['door', 'El usuario cambia la clave de la alarma cada año.', 'Casa']]),
  ...rows('pt', 'accept', [['door', 'O utilizador nunca anota a senha do portão.', 'Casa']]),
  // After the follow-up: the Russian code word in its cases ("кодом").
  ...rows('ru', 'refuse', [['door', 'Сигнализацию на даче пользователя отключают кодом 2 9 4 6.', 'Дом']]),
  ...rows('ru', 'accept', [['door', 'Код от домофона пользователь помнит наизусть, но никому не говорит.', 'Дом']]),
];

// identifiers/partialIds.ts: part of an identifier named as its part, three digits or more.
const PARTIAL_IDS = [
  ...rows('en', 'refuse', [['part', "The user's passport number ends in 4471.", 'Travel']]),
  ...rows('de', 'refuse', [['part', 'Die Kontonummer des Nutzers endet auf 4417.', 'Bank']]),
  ...rows('es', 'refuse', [['part', 'El número de pasaporte del usuario termina en 482.', 'Viajes']]),
  ...rows('fr', 'refuse', [['part', "Le numéro fiscal de l'utilisateur commence par 30 23 1.", 'Impôts']]),
  ...rows('ko', 'refuse', [['part', '사용자 계좌번호 앞 6자리는 110234이다.', '은행']]),
  ...rows('zh-Hans', 'refuse', [['part', '用户身份证后六位是 142531。', '证件']]),
  ...rows('en', 'accept', [['part', 'Portuguese tax numbers of people start with 1, 2 or 3.', 'Work']]),
  ...rows('de', 'accept', [['part', 'Der Nutzer merkt sich nur, dass seine Kontonummer mit einer Sieben beginnt.', 'Bank']]),
  ...rows('es', 'accept', [['part', 'El usuario sabe que los números de pasaporte españoles empiezan por tres letras.', 'Viajes']]),
];

// identifiers/seedPhrases.ts and the lexicons: a recovery phrase of a few words under its name.
const FEW_WORD_PHRASES = [
  ...rows('en', 'refuse', [['phrase', "The user's backup phrase is: maple, river, stone, cloud, ember.", 'Crypto']]),
  ...rows('en', 'refuse', [['phrase', "The user's seed words are apple tiger lemon crane basket thunder.", 'Crypto']]),
  ...rows('fr', 'refuse', [['phrase', 'Les mots de récupération sont abeille, cactus, girafe, nuage.', 'Crypto']]),
  ...rows('es', 'refuse', [['phrase', 'Las palabras de recuperación de la cartera son: luna, perro, mesa, río.', 'Cripto']]),
  ...rows('ru', 'refuse', [['phrase', 'Сид-фраза пользователя: лес, кот, дом, снег.', 'Крипто']]),
  ...rows('ja', 'refuse', [['phrase', 'リカバリーフレーズ：さくら、みどり、そら、うみ', '暗号資産']]),
  ...rows('en', 'accept', [['phrase', 'The user keeps the wallet recovery words on paper in a fireproof box.', 'Crypto']]),
  ...rows('fr', 'accept', [['phrase', "L'utilisateur range ses mots de récupération dans un coffre.", 'Crypto']]),
  ...rows('it', 'accept', [['phrase', "L'utente conserva la frase di recupero in cassaforte, mai in foto.", 'Cripto']]),
  ...rows('ru', 'accept', [['phrase', 'Фразу восстановления кошелька пользователь хранит на бумаге в сейфе.', 'Крипто']]),
];

// lexicons: a word for contact naming the number after it.
const CONTACT_WORDS = [
  ...rows('es', 'refuse', [['contact', 'El contacto del usuario es el 612 482 739.', 'Contacto']]),
  ...rows('it', 'refuse', [['contact', "Il recapito dell'utente è 347 826 3917.", 'Contatti']]),
  ...rows('pt', 'refuse', [['contact', 'O contato do utilizador é 912 482 739.', 'Contacto']]),
  ...rows('de', 'refuse', [['contact', 'Die Kontaktnummer des Nutzers lautet 0176 2290 4411.', 'Kontakt']]),
  ...rows('ja', 'refuse', [['contact', '利用者の連絡先は 080-3917-4826。', '連絡先']]),
  ...rows('pt', 'accept', [['contact', 'O utilizador tem contacto diário com 40 clientes.', 'Trabalho']]),
  ...rows('es', 'accept', [['contact', 'El usuario mantiene contacto con 12 amigos de la universidad desde 2009.', 'Amigos']]),
];

// identifiers/namedIds.ts: a codice fiscale in its spaced groups.
const SPACED_CODES = [
  ...rows('it', 'refuse', [['cf', "Il codice fiscale dell'utente è RSS MRC 79D14 H501T.", 'Documenti']]),
  ...rows('it', 'accept', [['cf', "L'utente tiene il codice fiscale sulla tessera sanitaria.", 'Documenti']]),
];

// lexiconGates.ts: a postcode joined to the area word by a possessive particle is a region.
const AREA_POSTCODES = [
  ...rows('zh-Hans', 'accept', [['area', '用户住在邮编100080的地区。', '居住地']]),
  ...rows('zh-Hans', 'refuse', [['area', '用户住在邮编100080的地区，门牌号是12号，302室。', '居住地']]),
];

// identifiers/bankAccounts.ts: a number named by its own kind (ISBN) after an account word is not the account's.
const NAMED_KINDS = [
  ...rows('es', 'accept', [['kind', 'El libro favorito del usuario, de la colección Folio, tiene ISBN 978-84-376-0494-7.', 'Libros']]),
  ...rows('en', 'refuse', [['kind', "The user's account at Folio is 48392017.", 'Bank']]),
];

describeBlindRound(
  'twenty-fourth rules',
  [
    ...ODD_SEPARATORS,
    ...MIXED_GROUPS,
    ...OPENING_CODES,
    ...PARTIAL_IDS,
    ...FEW_WORD_PHRASES,
    ...CONTACT_WORDS,
    ...SPACED_CODES,
    ...AREA_POSTCODES,
    ...NAMED_KINDS,
  ],
  [],
  new Set(),
);
