import { rows } from '../__fixtures__/blindCase';
import { describeBlindRound } from '../__fixtures__/blindRound';

// The seventeenth round's rules, each both ways in several languages: a hostile case it must refuse and a legitimate
// look-alike it must accept. Values are valid (libphonenumber-js, stdnum, ibantools) once read back.

// contacts/ocrDigits.ts: a number with OCR's look-alike letters (O, I, l, S, B) in place of digits; product names, norms
// and roads with a letter beside a digit keep their letters.
const SCANNED_NUMBERS = [
  ...rows('en', 'refuse', [['phone', 'Cell from the scanned business card: (646) 3O8-2397', 'Phone']]),
  ...rows('fr', 'refuse', [['phone', 'Scan de sa carte de visite : O6 66 76 9O S6', 'Téléphone']]),
  ...rows('it', 'refuse', [['phone', 'Dalla foto del biglietto: cell. 349 4O9 2SS4', 'Telefono']]),
  ...rows('pt', 'refuse', [['national_id', 'CPF lido da foto do documento: l83.lOS.S19-83', 'Documentos']]),
  ...rows('ru', 'refuse', [['tax_id', 'ИНН со скана свидетельства: 27O62O53l3S4', 'Налоги']]),
  ...rows('en', 'accept', [['norms', 'Loves ISO 9001 audits and keeps notes on BIOS 1.2 settings.', 'Work']]),
  ...rows('de', 'accept', [['roads', 'Fährt am liebsten über die B96 und nimmt sonst die S1 nach Oranienburg.', 'Reisen']]),
  ...rows('en', 'accept', [['model', 'Swears by the Sony WH-1000XM5 and a Canon EOS R5 for trips.', 'Travel']]),
];

// contacts/spokenSeparators.ts: Japanese "の" and Korean "에" and "다시" between the groups of a number read aloud; a
// year and a count, or a date, keep their particles.
const SPOKEN_GROUPS = [
  ...rows('ja', 'refuse', [['phone', '携帯は〇九〇の六四二一の三〇九六です。', '電話']]),
  ...rows('ko', 'refuse', [['phone', '제 번호는 공일공에 삼사구일에 이육사칠이에요.', '전화']]),
  ...rows('ko', 'refuse', [['national_id', '주민번호는 구일공사이이 다시 일구육삼공팔삼이에요.', '서류']]),
  ...rows('ja', 'accept', [['history', '一九九八年の夏の甲子園の決勝を今も語る。', '野球']]),
  // contacts/serviceNumbers.ts: Korea's free lines have seven digits after 080; eight are a Japanese mobile.
  ...rows('ja', 'refuse', [['phone', '携帯番号は080-1267-7915、LINEでも大丈夫。', '電話']]),
  ...rows('ko', 'accept', [['hotline', '인터넷 해지는 늘 080-000-1618 수신거부 번호로 해요.', '통신']]),
  ...rows('ko', 'accept', [['routine', '이천이 년 월드컵 이후로 삼일에 한 번 축구를 해요.', '축구']]),
];

// lexiconGates.ts and contacts/emailAddress.ts: a dictated address, its pauses written as commas beside the words for
// "at" and "dot"; prose with those words and commas stays.
const DICTATED_EMAILS = [
  ...rows('es', 'refuse', [['email', 'Mi correo es jota, pe, erez, arroba, yahoo punto es.', 'Correo']]),
  ...rows('it', 'refuse', [['email', 'La mia mail è rossi, punto, anna, chiocciola, gmail, punto, com.', 'Email']]),
  ...rows('en', 'refuse', [['email', 'Email me: M-O-R-A-N, at outlook, dot, com.', 'Email']]),
  ...rows('it', 'accept', [['design', 'Ama il punto, la virgola e la chiocciola come simboli grafici.', 'Grafica']]),
  ...rows('en', 'accept', [['work', 'Met her husband at work, at the start of the dot-com boom.', 'Family']]),
];

// secrets/spokenCodes.ts: a code sent to the person or a door's code, its value in number words; a code of anything
// else, or number words that are no value, stay.
const SPOKEN_CODES = [
  ...rows('en', 'refuse', [['one_time_code', 'The login code my bank texted me is four one nine, two zero seven.', 'Bank']]),
  ...rows('de', 'refuse', [['one_time_code', 'Der Code, den ich per SMS bekommen habe, ist drei eins vier, neun neun zwei.', 'Bank']]),
  ...rows('it', 'refuse', [['one_time_code', 'Il codice arrivato per SMS è sette sette uno, tre zero due.', 'Banca']]),
  ...rows('pt', 'refuse', [['door_code', 'A senha do portão do prédio é quatro, nove, um, sete.', 'Casa']]),
  ...rows('ru', 'refuse', [['one_time_code', 'Код, который прислали в СМС: двести сорок, семьсот один.', 'Банк']]),
  ...rows('en', 'accept', [['habit', 'The promo code they emailed me is one of her favourite jokes.', 'Shopping']]),
  ...rows('es', 'accept', [['habit', 'El código de vestimenta que nos enviaron es uno de los más estrictos.', 'Trabajo']]),
  ...rows('fr', 'accept', [['habit', 'Le code de la route est une de ses passions depuis vingt ans.', 'Voiture']]),
];

// contacts/dictatedLetters.ts: a plate dictated letter by letter ("X wie Word", "A comme Anatole", "R de rato", a
// spelling alphabet's words) with a dash and digits in words; letters named in prose stay.
const DICTATED_LETTERS = [
  ...rows('de', 'refuse', [['plate', 'Kennzeichen: B wie Berta, Bindestrich, X wie Xanthippe, Y wie Ypsilon, vier zwei eins.', 'Auto']]),
  ...rows('fr', 'refuse', [
    [
      'plate',
      'Immatriculation : A comme Anatole, B comme Berthe, tiret, un deux trois, tiret, C comme Célestin, D comme Désiré.',
      'Voiture',
    ],
  ]),
  ...rows('en', 'refuse', [['plate', 'Our plate number is 7, Bravo, Charlie, Delta, one two three.', 'Car']]),
  ...rows('en', 'accept', [['teaching', 'Always says "A as in Apple" when teaching her kids, three times a day.', 'Kids']]),
  ...rows('de', 'accept', [['teaching', 'Lernt mit den Kindern A wie Anton und B wie Berta, zwei Lieder pro Woche.', 'Kinder']]),
  ...rows('it', 'accept', [['travel', 'Ha visitato Roma, Milano e Torino in tre giorni, due volte.', 'Viaggi']]),
];

describeBlindRound(
  'seventeenth rules',
  [...SCANNED_NUMBERS, ...SPOKEN_GROUPS, ...DICTATED_EMAILS, ...SPOKEN_CODES, ...DICTATED_LETTERS],
  [],
  new Set(),
);
