import { rows } from '../__fixtures__/blindCase';
import { describeBlindRound } from '../__fixtures__/blindRound';

// The twenty-seventh round's rules, each both ways in the languages it applies to: what it must refuse, and a lasting
// fact written the same way.

// lexiconGates.ts (isAreaPostcode): a postcode beside a small number of a district, a floor or a transit line still
// names an area; a house number, a street with its number or a value of letters still refuses. Japan's three-and-four
// digit postcode is a postcode too.
const POSTCODE_AND_PLACE_NUMBER = [
  ...rows('de', 'accept', [['postcode', 'Der Nutzer hat die Postleitzahl 8006 und wohnt im Kreis 6.', 'Wohnung']]),
  ...rows('de', 'accept', [['postcode', 'Die Nutzerin wohnt im PLZ-Gebiet 4051, im 3. Stock, nahe der 8er-Tram.', 'Wohnung']]),
  ...rows('en', 'accept', [['postcode', 'The user lives in zip code 10025, on the 14th floor.', 'Home']]),
  ...rows('en', 'accept', [['postcode', 'The user lives in postcode 2010, District 6, near bus route 333.', 'Home']]),
  ...rows('fr', 'accept', [['postcode', "L'utilisatrice vit dans le 11e arrondissement, code postal 75011.", 'Logement']]),
  ...rows('fr', 'accept', [['postcode', "L'utilisateur habite dans le code postal 69003, au 5e étage, près de la ligne 2.", 'Logement']]),
  ...rows('it', 'accept', [['postcode', "L'utente vive nel CAP 20121, al 3° piano, vicino alla linea 2.", 'Casa']]),
  ...rows('es', 'accept', [['postcode', 'La usuaria vive en la Comuna 13, código postal 050036.', 'Casa']]),
  ...rows('es', 'accept', [['postcode', 'El usuario vive en el código postal 28013, en el piso 4.', 'Casa']]),
  ...rows('pt', 'accept', [['postcode', 'A usuária mora no CEP 01310-100, no 12º andar.', 'Casa']]),
  ...rows('ru', 'accept', [['postcode', 'Пользователь живёт в районе с индексом 190000, на 5 этаже.', 'Дом']]),
  ...rows('zh-Hans', 'accept', [['postcode', '用户住在邮编200031一带，每天坐2号线上班。', '住家']]),
  ...rows('zh-Hant', 'accept', [['postcode', '使用者住在郵遞區號106的地區，7樓。', '住家']]),
  ...rows('ja', 'accept', [['postcode', 'ユーザーは郵便番号150-0001の地域の3階に住んでいる。', '住まい']]),
  ...rows('ko', 'accept', [['postcode', '사용자는 우편번호 04780 근처에 살고 2호선을 탄다.', '집']]),
  ...rows('de', 'refuse', [['postcode', 'Der Nutzer hat die Postleitzahl 8006 und die Hausnummer 12.', 'Wohnung']]),
  ...rows('de', 'refuse', [['postcode', 'Der Nutzer wohnt an der Weinbergstrasse 48, 8006 Zürich, im Kreis 6.', 'Wohnung']]),
  ...rows('en', 'refuse', [['postcode', 'The user lives at 12 Elm Street, zip code 10025, on the 14th floor.', 'Home']]),
  ...rows('fr', 'refuse', [['postcode', "L'utilisateur habite au 14 rue Oberkampf, code postal 75011, 3e étage.", 'Logement']]),
  ...rows('ja', 'refuse', [['postcode', 'ユーザーの郵便番号は150-0001で、渋谷区神宮前1-2-3に住んでいる。', '住まい']]),
];

// lexicons: the accounts and numbers of everyday services named with their value (member, loyalty and frequent-flyer,
// patient, policy, contract, customer, badge and student numbers, friend codes, platform UIDs, IMEIs); "loyalty
// number", "rewards number", "frequent flyer number", "Vielfliegernummer" and "numéro de fidélité" move from the
// reference words to the identifiers. The kind of account with no value stays a practice.
const SERVICE_NUMBERS = [
  ...rows('en', 'refuse', [['service', "The user's frequent flyer number is BA 61839274.", 'Travel']]),
  ...rows('en', 'refuse', [['service', "The user's Hilton Honors member ID is 917 264 305.", 'Hotels']]),
  ...rows('de', 'refuse', [['service', 'Die Kundenkarte der Nutzerin beim Drogeriemarkt hat die Nummer 6032 9184 7710.', 'Einkaufen']]),
  ...rows('fr', 'refuse', [['service', "Le numéro de patient de l'utilisatrice à la clinique est 30917264.", 'Santé']]),
  ...rows('es', 'refuse', [['service', 'El número de póliza del seguro de hogar del usuario es 7730-918264.', 'Seguros']]),
  ...rows('pt', 'refuse', [['service', 'O prontuário da usuária no posto de saúde é 5519283.', 'Saúde']]),
  ...rows('it', 'refuse', [['service', "Il numero cliente della luce dell'utente è 309172648.", 'Casa']]),
  ...rows('ja', 'refuse', [['service', 'ユーザーの診察券番号は 55192837 です。', '健康']]),
  ...rows('ko', 'refuse', [['service', '사용자의 환자번호는 30917264이다.', '건강']]),
  ...rows('zh-Hans', 'refuse', [['service', '用户的病历号是 30917264。', '健康']]),
  ...rows('zh-Hant', 'refuse', [['service', '使用者的保單號碼是 30917264。', '保險']]),
  ...rows('de', 'refuse', [['service', 'Die Kunden-ID des Nutzers beim Stromanbieter ist 55192837.', 'Wohnung']]),
  ...rows('es', 'refuse', [['service', 'El IMEI del móvil de la usuaria es 358759115458969.', 'Móvil']]),
  ...rows('zh-Hans', 'refuse', [['service', '用户的 UID 是 208417365。', '游戏']]),
  ...rows('en', 'accept', [['service', 'The user keeps her frequent flyer number in the airline app.', 'Travel']]),
  ...rows('de', 'accept', [['service', 'Die Nutzerin zeigt an der Kasse immer ihre Kundenkarte vor.', 'Einkaufen']]),
  ...rows('es', 'accept', [['service', 'El usuario revisa su historia clínica en la app del hospital.', 'Salud']]),
  ...rows('ja', 'accept', [['service', 'ユーザーは診察券をいつも財布に入れている。', '健康']]),
  ...rows('it', 'accept', [['service', "L'utente ha una polizza sanitaria integrativa da anni.", 'Salute']]),
  ...rows('en', 'accept', [['service', 'The user checks the IMEI before buying a used phone.', 'Phone']]),
  ...rows('ko', 'accept', [['service', '사용자는 업비트 UID를 아무에게도 알려주지 않는다.', '코인']]),
];

// lexiconGates.ts: Russian writes a dash for the copula before a long number after a description of whose it is.
const RUSSIAN_DASH = [
  ...rows('ru', 'refuse', [['dash', 'Номер медкарты пользователя в районной поликлинике — 30917264.', 'Здоровье']]),
  ...rows('ru', 'refuse', [['dash', 'Номер договора пользователя с интернет-провайдером — 55192837.', 'Дом']]),
  ...rows('ru', 'accept', [['dash', 'Номер полиса пользователь хранит в приложении страховой — так удобнее.', 'Здоровье']]),
];

// lexiconGates.ts (LOGIN_VERB_PAIR): a login told with its verb, a user name and a secret joined by "with", "and" or a
// slash; the verb with a way of logging in names no pair.
const LOGIN_VERBS = [
  ...rows('en', 'refuse', [['login', 'The user signs into Canvas as k.obi22 with Mango#771.', 'School']]),
  ...rows('fr', 'refuse', [['login', "L'utilisatrice se connecte à l'ENT avec lea.b09 et Pomme!2023.", 'École']]),
  ...rows('ko', 'refuse', [['login', '사용자는 학교 포털에 hj.kim07 / Bada!2024 로 로그인한다.', '학교']]),
  ...rows('ru', 'refuse', [['login', 'Пользователь входит в банк под паролем Lipa2021x.', 'Банк']]),
  ...rows('en', 'accept', [['login', "The user logs into Canvas with the school's single sign-on.", 'School']]),
  ...rows('fr', 'accept', [['login', "L'utilisateur se connecte à Pronote avec l'application mobile.", 'École']]),
  ...rows('ru', 'accept', [['login', 'Пользователь никогда не делится паролем от почты.', 'Почта']]),
];

// identifiers/serviceAccounts.ts: a booking's record locator (six capitals and digits after a booking word), a boarding
// pass's data line, a Switch friend code, a Steam ID and a player's numbered tag; a booking number of digits, a flight
// number and the platforms named without a tag stay.
const SERVICE_SHAPES = [
  ...rows('de', 'refuse', [['shape', 'Der Buchungscode für den Familienurlaub des Nutzers lautet ZP4QW7.', 'Reisen']]),
  ...rows('it', 'refuse', [['shape', "Il codice di prenotazione del traghetto dell'utente è M8KQ2T.", 'Viaggi']]),
  ...rows('ja', 'refuse', [['shape', 'ユーザーの予約番号は Z9PQ4W。', '旅行']]),
  ...rows('zh-Hant', 'refuse', [['shape', '使用者的訂位代號是 M4KQ8T。', '旅行']]),
  ...rows('en', 'refuse', [['shape', 'Boarding pass data: M1NOVAK/PETRA EX4K7QZ PRGCDGAF 1383 045Y021A0117 100', 'Travel']]),
  ...rows('en', 'refuse', [['shape', "The user's friend code: SW-2290-1184-7736.", 'Games']]),
  ...rows('it', 'refuse', [['shape', "Lo Steam dell'utente è 76561198112233445.", 'Giochi']]),
  ...rows('es', 'refuse', [['shape', 'El usuario juega en Riot como GatoNegro#7781.', 'Juegos']]),
  ...rows('en', 'accept', [['shape', "Booking reference 0087342919 is the user's yearly Lisbon hotel.", 'Travel']]),
  ...rows('es', 'accept', [['shape', 'El usuario siempre guarda el localizador de sus vuelos en el correo.', 'Viajes']]),
  ...rows('en', 'accept', [['shape', 'The user always prints her boarding passes at home before flying with Air France.', 'Travel']]),
  ...rows('en', 'accept', [['shape', 'The user plays Overwatch on Battle.net every Friday night.', 'Games']]),
  ...rows('de', 'accept', [['shape', 'Der Nutzer teilt seinen Freundescode nur mit Freunden.', 'Spiele']]),
];

// identifiers/serviceAccounts.ts (PROGRAMME_NUMBER): a programme's or a card's number named by its brand in the Romance
// languages, whose it is, a copula and six digits or more; the same brand with a price or a discount stays.
const PROGRAMME_NUMBERS = [
  ...rows('fr', 'refuse', [['programme', "Le numéro Accor Live Limitless de l'utilisateur est 3081 9472 65.", 'Hôtels']]),
  ...rows('es', 'refuse', [['programme', 'La tarjeta Carrefour Club de la usuaria tiene el número 7719 2046 5531.', 'Compras']]),
  ...rows('it', 'refuse', [['programme', "La carta Nectar dell'utente è 55192837.", 'Spesa']]),
  ...rows('pt', 'refuse', [['programme', 'O número TAP Miles&Go do usuário é 309172648.', 'Viagens']]),
  ...rows('en', 'refuse', [['programme', "The user's Southwest Rapid Rewards number is 604 917 382.", 'Travel']]),
  ...rows('de', 'refuse', [['programme', 'Die DeutschlandCard-Nummer der Nutzerin lautet 3081947265.', 'Einkaufen']]),
  ...rows('en', 'accept', [['programme', "The user's Southwest flight number is usually 1432 on Fridays.", 'Travel']]),
  ...rows('pt', 'accept', [['programme', 'O cartão Continente da utilizadora dá 10 % de desconto no combustível.', 'Compras']]),
  ...rows('fr', 'accept', [['programme', "Le numéro Flying Blue de l'utilisateur est dans son application Air France.", 'Voyages']]),
];

// lexiconGates.ts (FAR_COPULA_TOKEN): a meter's or a device's number printed as one token of capitals and digits that
// opens with a digit, after an identifier word and a copula.
const PRINTED_TOKENS = [
  ...rows('de', 'refuse', [['token', 'Die Zählernummer der Gasleitung der Nutzerin ist 7ELS8124703652.', 'Wohnung']]),
  ...rows('de', 'accept', [['token', 'Die Zählernummer steht beim Nutzer im Keller auf dem Gaszähler.', 'Wohnung']]),
];

// lexicons: a code that collects a parcel or a product's licence key, with its value.
const CODE_WORDS = [
  ...rows('fr', 'refuse', [['code', "Le code de retrait des colis de l'utilisatrice est 5827.", 'Colis']]),
  ...rows('it', 'refuse', [['code', "La chiave di licenza di Windows dell'utente è 4HJKW-9QX2M-TT7PB-8CVRD-YY3KG.", 'Software']]),
  ...rows('ja', 'refuse', [['code', 'ユーザーのプロダクトキーは 7PKQX-29FMW-HT4BC-R8D3J-Q6VYG。', 'ソフト']]),
  ...rows('fr', 'accept', [['code', "L'utilisateur reçoit toujours le code de retrait par SMS.", 'Colis']]),
  ...rows('it', 'accept', [['code', "L'utente compra sempre la chiave di licenza originale.", 'Software']]),
];

describeBlindRound(
  'twenty-seventh rules',
  [
    ...POSTCODE_AND_PLACE_NUMBER,
    ...SERVICE_NUMBERS,
    ...RUSSIAN_DASH,
    ...LOGIN_VERBS,
    ...SERVICE_SHAPES,
    ...PROGRAMME_NUMBERS,
    ...PRINTED_TOKENS,
    ...CODE_WORDS,
  ],
  [],
  new Set(),
);
