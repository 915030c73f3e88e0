import { cued } from '../cueScan';
// Street addresses with a house number (gate 8). A city or district alone is ordinary
// context ("lives in Shanghai", "住在朝阳区"); a house number on a named street is where someone lives.

const SUFFIX =
  'street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|terrace|parkway|pkwy|highway|hwy|crescent|alley|strasse|straße|rue|calle';
// Words that turn "5 miles down the road" into a distance, not an address.
const NOT_A_NAME = new Set([
  'the',
  'a',
  'an',
  'of',
  'down',
  'up',
  'along',
  'on',
  'to',
  'from',
  'per',
  'and',
  'or',
  'miles',
  'mile',
  'km',
  'kilometers',
  'kilometres',
  'blocks',
  'block',
  'minutes',
  'minute',
  'mins',
  'hours',
  'hour',
  'times',
  'days',
  'steps',
  'meters',
  'metres',
  'feet',
  'yards',
  'lanes',
  'cars',
  'more',
  'other',
  'new',
  'ways',
  'each',
  'every',
  'in',
  'at',
  'by',
  'is',
  'was',
  'my',
  'his',
  'her',
  'their',
  'our',
  'your',
  'i',
  'we',
  'he',
  'she',
  'they',
  'you',
  'it',
]);

// A label's colon may touch the number ("Address:12 Main Street"), a clock's may not.
// On one line: fields are scanned one under another, and "a 2015 Honda Civic." over "I drive …" is no address.
const EN_ADDRESS = new RegExp(
  String.raw`(?<![\w.,-])(?<!\d:)\d{1,5}[a-z]?(?:-\d{1,4})?,?[^\S\n]+((?:[a-z][a-z'.-]*[^\S\n]+){1,3})(?:${SUFFIX})\b\.?`,
  'gi',
);
// A word that ends a sentence ("… Honda Civic. I drive …") is no part of a street name; "St." and "Mt." are.
const endsSentence = (word: string): boolean => /^[a-z'-]{4,}\.$/.test(word);
// Street type first, as in French, Spanish or Portuguese: "8 rue de Rivoli", "12 calle Mayor".
const LATIN_ADDRESS = cued(
  /(?<![\w.,-])(?<!\d:)\d{1,4}(?:\s?(?:bis|ter))?,?\s+(?:rue|avenue|boulevard|bd|calle|avenida|rua|chemin|allée|impasse|piazza|viale)\s+(?:de\s+|du\s+|des\s+|del\s+|da\s+|la\s+)?\p{L}/iu,
);
const EN_UNIT = /\b(?:apt|apartment|flat)\.?\s*#?\s*\d+[a-z]?\b/i;
// "Cupertino, CA 95014": a city, a US state code and a ZIP code.
const US_CITY_STATE_ZIP =
  /\b[A-Z][a-z]+(?:\s[A-Z][a-z]+)?,\s*(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])\s+\d{5}(?:-\d{4})?\b/;
const PO_BOX = /\bp\.?\s?o\.?\s+box\s+\d+/i;

// 中山路 123 号, 建国门外大街1號, 88弄, 3栋2单元401室.
// Hong Kong and Taiwan name roads "道" and sections "段" (彌敦道600號, 忠孝東路四段100號), and write a flat as floor
// then unit (12樓B室, 5F-2); "知道" (to know) never has a number and 號 after it. A lettered block and its floor
// (H座19楼, B棟3樓) are a door in a compound.
const ZH_ADDRESS = /[\p{Script=Han}]{1,12}(?:路|街|大道|道|段|巷|弄|胡同)\s*\d+\s*(?:号|號|弄|巷)(?!线|線|機|机)/u;
const ZH_UNIT =
  /\d+\s*(?:栋|棟|幢|号楼|號樓|座)\s*(?:\d+\s*(?:单元|單元)\s*)?(?:\d+\s*(?:室|房|号房)|\d{3,4}(?!\d))|\d{1,3}\s*(?:樓|楼)\s*[A-Z\d]{1,4}\s*(?:室|座|號房)|(?<![A-Za-z])[A-Z]\s*(?:座|棟|栋)\s*\d{1,3}\s*(?:楼|樓|层|層)/;

function hasEnglishAddress(text: string): boolean {
  for (const m of text.matchAll(EN_ADDRESS)) {
    const words = (m[1] ?? '').trim().toLowerCase().split(/\s+/);
    if (!words.some((w) => NOT_A_NAME.has(w) || endsSentence(w))) return true;
  }
  return LATIN_ADDRESS.test(text) || EN_UNIT.test(text) || PO_BOX.test(text) || US_CITY_STATE_ZIP.test(text);
}

/** Expects the canonical form (canonical.ts). */
export const hasStreetAddress = (text: string): boolean => ZH_ADDRESS.test(text) || ZH_UNIT.test(text) || hasEnglishAddress(text);
