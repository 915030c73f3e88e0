import { rows } from '../__fixtures__/blindCase';
import { describeBlindRound } from '../__fixtures__/blindRound';

// The twenty-sixth round's rules, for the ten languages as written outside their home country, each both ways in the
// languages it applies to: what it must refuse, and a lasting fact of the same region written the same way.

// lexicons: the regional word for a card's PIN ("NIP" in Quebec and Mexico, "Bankomat-Code" in Austria).
const PIN_WORDS = [
  ...rows('fr', 'refuse', [['pin', "Le NIP du guichet de l'utilisatrice, c'est 5519.", 'Banque']]),
  ...rows('es', 'refuse', [['pin', 'El NIP del usuario para el cajero es 2086.', 'Banco']]),
  ...rows('de', 'refuse', [['pin', 'Der Bankomatcode der Nutzerin lautet 6402.', 'Bank']]),
  ...rows('fr', 'accept', [['pin', "L'utilisateur change son NIP chaque année.", 'Banque']]),
  ...rows('es', 'accept', [['pin', 'El usuario nunca apunta el NIP de su tarjeta.', 'Banco']]),
  ...rows('de', 'accept', [['pin', 'Der Nutzer merkt sich den Bankomat-Code, statt ihn aufzuschreiben.', 'Bank']]),
];

// lexicons: a Wi-Fi network's key by its regional words ("Wi-Fi key", "WLAN-Schlüssel", "Netzwerkschlüssel"), its
// value after a description of which router it is.
const WIFI_KEYS = [
  ...rows('en', 'refuse', [['wifi', "The WiFi key printed under the user's Virgin router is Hx7pQ2z9Lm.", 'Home']]),
  ...rows('de', 'refuse', [['wifi', 'Der Netzwerkschlüssel der Fritzbox des Nutzers lautet Alpen2024xy.', 'Zuhause']]),
  ...rows('en', 'accept', [['wifi', 'The user keeps the Wi-Fi key of the router on a sticker.', 'Home']]),
  ...rows('de', 'accept', [['wifi', 'Der Nutzer ändert den WLAN-Schlüssel einmal im Jahr.', 'Zuhause']]),
];

// lexicons: a region's own names of its numbers: Canada's NAS and health card (RAMQ), the US ITIN.
const REGIONAL_ID_NAMES = [
  ...rows('fr', 'refuse', [['id', "Le numéro d'assurance sociale de l'utilisateur : 527 391 841.", 'Identité']]),
  ...rows('fr', 'refuse', [['id', "Le numéro d'assurance maladie de l'utilisatrice est LAVM 7204 1588.", 'Santé']]),
  ...rows('en', 'refuse', [['id', "The user's ITIN is 931-74-2268.", 'Taxes']]),
  ...rows('fr', 'accept', [['id', "L'utilisateur garde ses photos sur un NAS Synology de 4 To.", 'Maison']]),
  ...rows('en', 'accept', [['id', 'The user files taxes with an ITIN every April.', 'Taxes']]),
];

// identifiers/vehicleIds.ts: the plates of India (state, district, series, number) and of Hong Kong, Singapore and
// Malaysia (letters and up to four digits), beside a plate word.
const PLATES = [
  ...rows('en', 'refuse', [['plate', "The user's car reg is MH 12 AB 4827.", 'Car']]),
  ...rows('en', 'refuse', [['plate', "The user's plate is SKX 4827 H.", 'Car']]),
  ...rows('zh-Hant', 'refuse', [['plate', '使用者嘅車牌係 HK 8817。', '汽車']]),
  ...rows('en', 'accept', [['plate', 'The user renews the car registration every March.', 'Car']]),
  ...rows('en', 'accept', [['plate', 'The user collects old number plates from the 1950s.', 'Hobbies']]),
];

// personalKeywords.ts: never writing a card's PIN or a document down, or keeping it somewhere, is a practice.
const NEVER_WRITTEN = [
  ...rows('zh-Hans', 'accept', [['never', '用户从不把身份证号存在手机里。', '证件']]),
  ...rows('zh-Hant', 'accept', [['never', '使用者從不把網銀密碼記在筆記本上。', '銀行']]),
  ...rows('zh-Hans', 'refuse', [['never', '用户的银行卡密码写在卡片背面：482731。', '银行']]),
];

// lexicons: Hong Kong's 轉數快 (FPS) named with its number.
const FPS = [
  ...rows('zh-Hans', 'refuse', [['fps', '用户的转数快号码是 8827364。', '付款']]),
  ...rows('zh-Hant', 'accept', [['fps', '使用者習慣用轉數快交租。', '付款']]),
];

// contacts/contactHandles.ts: the alias of an Argentine CBU or CVU, the word "alias" before the account.
const TRANSFER_ALIAS = [
  ...rows('es', 'refuse', [['alias', 'El alias de la cuenta del usuario: pampa.sol.tango.', 'Pagos']]),
  ...rows('es', 'refuse', [['alias', 'Alias del CVU de la usuaria es rio.luna.verde.', 'Pagos']]),
  ...rows('es', 'accept', [['alias', 'El usuario eligió un alias fácil de recordar para su CBU.', 'Pagos']]),
];

// contacts/localAddress.ts: Singapore's and Malaysia's floor and unit after "#", with a block or a postcode.
const UNIT_NUMBERS = [
  ...rows('en', 'refuse', [['unit', 'The user lives at Blk 115 Ang Mo Kio Ave 3, #08-12.', 'Home']]),
  ...rows('zh-Hans', 'refuse', [['unit', '用户住在宏茂桥 3 道第 115 座 #08-12。', '住家']]),
  ...rows('en', 'accept', [['unit', "The user's favourite chicken rice stall is #01-23 at Maxwell Food Centre.", 'Food']]),
  ...rows('en', 'accept', [['unit', 'The user tracks work in ticket #12-345 style references.', 'Work']]),
];

// lexicons: what seems so to the user ("le parece que", "lhe parece que", "gli sembra che") is the user's view; what
// seems so about the user is a guess.
const EXPERIENCER = [
  ...rows('es', 'accept', [['seems', 'A la usuaria le parece que el metro de Santiago es el mejor de la región.', 'Transporte']]),
  ...rows('pt', 'accept', [['seems', 'Ao usuário lhe parece que o forró é a dança mais alegre.', 'Música']]),
  ...rows('it', 'accept', [['seems', "All'utente gli sembra che Lugano sia la città più bella del Ticino.", 'Città']]),
  ...rows('es', 'refuse', [['seems', 'Parece que el usuario trabaja de noche.', 'Trabajo']]),
  ...rows('es', 'refuse', [['seems', 'Le parece que el usuario es ingeniero.', 'Trabajo']]),
];

// identifiers/organisationValues.ts: an employer named with its registration in brackets; the person's own stays.
const EMPLOYER_REGISTRATION = [
  ...rows('en', 'accept', [['employer', 'The user works for Telstra (ABN 33 051 775 556) as a network engineer.', 'Work']]),
  ...rows('pt', 'accept', [['employer', 'A usuária trabalha na Caixa (CNPJ 00.360.305/0001-04) há dez anos.', 'Trabalho']]),
  ...rows('en', 'refuse', [['employer', "The user's own ABN is 53 482 739 165, for freelance work.", 'Work']]),
  ...rows('pt', 'refuse', [['employer', 'O CNPJ do MEI do usuário é 27.391.648/0001-92.', 'Trabalho']]),
];

describeBlindRound(
  'twenty-sixth rules',
  [
    ...PIN_WORDS,
    ...WIFI_KEYS,
    ...REGIONAL_ID_NAMES,
    ...PLATES,
    ...NEVER_WRITTEN,
    ...FPS,
    ...TRANSFER_ALIAS,
    ...UNIT_NUMBERS,
    ...EXPERIENCER,
    ...EMPLOYER_REGISTRATION,
  ],
  [],
  new Set(),
);
