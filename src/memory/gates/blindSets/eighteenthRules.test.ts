import { rows } from '../__fixtures__/blindCase';
import { describeBlindRound } from '../__fixtures__/blindRound';

// The eighteenth round's rules, each both ways in several languages: a hostile case it must refuse and a legitimate
// look-alike it must accept. Values are valid where a library or a published check digit knows them.

// lexicons/*.ts: the numbers of health insurance, pensions and benefits named as letters and cards name them; and
// lexiconGates.ts: the article a Romance language puts between the copula and the number ("est le 4829173").
const BENEFIT_NUMBERS = [
  ...rows('fr', 'refuse', [['benefits', "Le numéro d'allocataire de sa mère, c'est le 7391046.", 'Allocations']]),
  ...rows('pt', 'refuse', [['pension', 'Número do benefício do INSS da avó: 187.394.205-6.', 'INSS']]),
  ...rows('pt', 'refuse', [['health', 'O CNS do filho, que fica na carteirinha, é 173 8492 0164 0018.', 'Saúde']]),
  ...rows('es', 'refuse', [['pension', 'Su número de afiliación a la Seguridad Social es el 281047392600.', 'Pensión']]),
  ...rows('it', 'refuse', [['pension', 'Il numero di pensione di papà è il 04829173, categoria VO.', 'Pensione']]),
  ...rows('de', 'refuse', [['health', 'Mitgliedsnummer bei der AOK: 482917365.', 'Krankenkasse']]),
  ...rows('en', 'refuse', [['health', 'Her Medicaid number, on the card from the state, is 71482936501.', 'Health']]),
  ...rows('ja', 'refuse', [['pension', '母の基礎年金番号は 2107-394826 です。', '年金']]),
  ...rows('fr', 'accept', [['benefits', "Est allocataire de la CAF depuis 2015 et touche l'APL.", 'Allocations']]),
  ...rows('pt', 'accept', [['health', 'Usa o cartão SUS no posto do bairro desde 2010.', 'Saúde']]),
  ...rows('es', 'accept', [['pension', 'Es pensionista desde 2016 y vive en Cádiz.', 'Pensión']]),
  ...rows('en', 'accept', [['health', 'Has been on Medicaid since 2018 and likes her clinic.', 'Health']]),
];

// secrets/sentCodes.ts: a code sent to the person, its digits a few words after its name in the same clause; codes of
// other things (errors, compounds such as "Fehlercode") and a year stay.
const SENT_CODES = [
  ...rows('en', 'refuse', [['code', 'Approves transfers with the code her bank texts her, the one she got was 518 204.', 'Bank']]),
  ...rows('fr', 'refuse', [['code', 'Valide ses achats avec le code reçu par SMS, le dernier était 730915.', 'Banque']]),
  ...rows('es', 'refuse', [['code', 'Para entrar usa el código que le mandan por SMS, el último fue 882031.', 'Banco']]),
  ...rows('de', 'refuse', [['code', 'Bestätigt Überweisungen mit dem Code, der per SMS kommt, zuletzt 604118.', 'Bank']]),
  ...rows('it', 'refuse', [['code', "Conferma i bonifici con il codice che arriva via SMS, l'ultimo era 275190.", 'Banca']]),
  ...rows('ru', 'refuse', [['code', 'Подтверждает платежи кодом из СМС, последний был 830412.', 'Банк']]),
  ...rows('it', 'refuse', [['code', "Il codice inviato dalla banca, l'ultimo, era 48 19 27.", 'Banca']]),
  ...rows('en', 'accept', [['tech', 'Got error code 80070005 when the update was sent to her laptop.', 'Computers']]),
  ...rows('de', 'accept', [['tech', 'Der Fehlercode, den die Heizung geschickt hat, war 4031 und ist behoben.', 'Haus']]),
  ...rows('en', 'accept', [['security', 'Her bank texts a code at every login, which she has liked since 2019.', 'Bank']]),
  ...rows('es', 'accept', [['security', 'Le llega un código por SMS cada vez que entra, activado desde 2021.', 'Banco']]),
];

// identifiers/bankAccounts.ts: a short account beside a branch code; "conta" as a verb beside a bank code stays.
const BRANCH_ACCOUNTS = [
  ...rows('pt', 'refuse', [['bank', 'Conta no Bradesco: agência 3310, conta corrente 04417-2.', 'Banco']]),
  ...rows('pt', 'refuse', [['bank', 'Banco do Brasil, ag. 0291, c/c 77310-4.', 'Banco']]),
  ...rows('pt', 'refuse', [['bank', 'Santander ag 2271 conta 01934-8.', 'Banco']]),
  ...rows('it', 'refuse', [['bank', 'Il suo conto: ABI 03069, CAB 09606, conto n. 482917.', 'Banca']]),
  ...rows('pt', 'accept', [['bank', 'Vai à agência 0482 do Itaú na Paulista há 10 anos.', 'Banco']]),
  ...rows('it', 'accept', [['bank', 'Lavora nella filiale con ABI 03069, che conta 12000 clienti.', 'Lavoro']]),
];

// wording/volatileDates.ts: an ordinal that counts floors, rows or streets is no day of the month.
const ORDINALS = [
  ...rows('en', 'accept', [['home', 'Has lived on the 3rd floor of the same building for years.', 'Home']]),
  ...rows('en', 'accept', [['home', 'Lives on 5th Avenue and works on the 12th floor.', 'Home']]),
  ...rows('en', 'accept', [['concerts', 'Likes seats from the 2nd row at concerts.', 'Music']]),
  ...rows('en', 'refuse', [['move', 'Moves out on the 14th.', 'Home']]),
  ...rows('en', 'refuse', [['trip', 'Is away from the 3rd to the 10th.', 'Travel']]),
];

// wording/negatedIntentions.ts: an intention denied is a stance; an intention, or a denied one with a time word, stays.
const DENIED_INTENTIONS = [
  ...rows('es', 'accept', [['city', 'No piensa dejar Madrid.', 'Ciudad']]),
  ...rows('pt', 'accept', [['phone', 'Não pretende trocar de operadora.', 'Telefone']]),
  ...rows('it', 'accept', [['city', 'Non ha intenzione di tornare a Milano.', 'Città']]),
  ...rows('ru', 'accept', [['city', 'Не собирается переезжать из Казани.', 'Город']]),
  ...rows('zh-Hans', 'accept', [['work', '不打算换工作。', '工作']]),
  ...rows('en', 'accept', [['city', 'Has no plans to leave Berlin.', 'City']]),
  ...rows('es', 'refuse', [['city', 'Piensa mudarse a Valencia.', 'Ciudad']]),
  ...rows('pt', 'refuse', [['car', 'Pretende trocar de carro.', 'Carro']]),
  ...rows('ru', 'refuse', [['city', 'Собирается переезжать в Казань.', 'Город']]),
  ...rows('zh-Hans', 'refuse', [['work', '打算换工作。', '工作']]),
  ...rows('es', 'refuse', [['evening', 'No piensa salir esta noche.', 'Ocio']]),
];

// wording/volatileGuesses.ts: Portuguese "tem plano de" a service is a subscription; "tem planos de" a verb is a plan.
const SERVICE_PLANS = [
  ...rows('pt', 'accept', [['health', 'Tem plano de saúde da Amil desde 2012.', 'Saúde']]),
  ...rows('pt', 'accept', [['phone', 'Tem plano de celular da Vivo e não troca.', 'Telefone']]),
  ...rows('pt', 'refuse', [['travel', 'Tem planos de viajar para o Japão.', 'Viagens']]),
];

// identifiers/countryPassports.ts: a passport named by its country is a nationality; with its number it is refused.
const COUNTRY_PASSPORTS = [
  ...rows('en', 'accept', [['nationality', 'Has both a US and a Mexican passport.', 'Documents']]),
  ...rows('en', 'accept', [['nationality', 'Holds Irish and British passports.', 'Documents']]),
  ...rows('zh-Hans', 'accept', [['nationality', '有德国和意大利两本护照。', '证件']]),
  ...rows('zh-Hans', 'accept', [['nationality', '持日本护照，在上海工作。', '证件']]),
  ...rows('en', 'refuse', [['passport', 'Her German passport number is C01X00T47.', 'Documents']]),
  ...rows('en', 'refuse', [['passport', 'His US passport 573481290 is in the drawer.', 'Documents']]),
  ...rows('zh-Hans', 'refuse', [['passport', '德国护照号码C01X00T47。', '证件']]),
  ...rows('zh-Hans', 'refuse', [['passport', '持中国护照EJ4827163。', '证件']]),
];

describeBlindRound(
  'eighteenth rules',
  [...BENEFIT_NUMBERS, ...SENT_CODES, ...BRANCH_ACCOUNTS, ...ORDINALS, ...DENIED_INTENTIONS, ...SERVICE_PLANS, ...COUNTRY_PASSPORTS],
  [],
  new Set(),
);
