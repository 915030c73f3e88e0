import { caseless } from '../caseless';
import { canonicalize } from '../canonical';

// Vehicles (gate 8): a vehicle identification number and a licence plate in the formats countries issue. Input is
// canonical (canonical.ts): full-width letters and digits arrive as ASCII and Cyrillic plate letters as Latin
// ("А123ВС 77" reads "A123BC 77"), so one shape serves both scripts.

// ISO 3779 / FMVSS 115: seventeen characters without I, O or Q, the last four digits for a maker of any size.
const VIN = /(?<![A-Za-z0-9])(?=[A-HJ-NPR-Z0-9]{13}\d{4}(?![A-Za-z0-9]))(?=[0-9]*[A-Z])[A-HJ-NPR-Z0-9]{17}/g;
const VIN_VALUE: Readonly<Record<string, number>> = Object.fromEntries(
  [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((ch, i) => [ch, [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][i] ?? 0]),
);
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** The North American check digit in ninth place, which every VIN of that market carries. */
export function hasVinCheckDigit(vin: string): boolean {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const ch = vin[i] ?? '';
    sum += (/\d/.test(ch) ? Number(ch) : (VIN_VALUE[ch] ?? 0)) * (VIN_WEIGHTS[i] ?? 0);
  }
  const check = sum % 11;
  return vin[8] === (check === 10 ? 'X' : String(check));
}

// Other markets leave the ninth place free ("WVWZZZ1JZXW386752"): there the word names it, in any language.
const VIN_WORD = caseless(
  new RegExp(
    canonicalize(
      String.raw`(?<![\p{Script=Latin}\p{Script=Cyrillic}])(?:vin|fin|fahrgestell|fahrzeug-?ident|chassis|châssis|ch[aá]ssi|bastidor|telaio|n[uú]mero de s[eé]rie|numéro de série|identification|vehicle id|номер кузова|идентификац|車台番号|車体番号|车架|車架|車身號碼|车辆识别|車輛識別|차대번호|차대 번호)`,
    ),
    'iu',
  ),
);

function hasVin(text: string): boolean {
  VIN.lastIndex = 0;
  for (const m of text.matchAll(VIN)) {
    if (hasVinCheckDigit(m[0])) return true;
    const line = text.slice(Math.max(0, text.lastIndexOf('\n', m.index) + 1), m.index);
    if (VIN_WORD.test(line.slice(-60))) return true;
  }
  return false;
}

// Plate formats of many countries, each with letters and digits in its own order. Too weak alone ("AB 123 CD" could
// be a part), refused when a plate word stands on the same line: a value moved to the subject or a tag is joined with
// the text on one line of the scanning surface, so "Kennzeichen des Nutzers" with the subject "B-MK 4421" is read.
const PLATE_FORMATS = [
  String.raw`[A-Z]{2}\d{2}\s?[A-Z]{3}`, // United Kingdom, current series
  String.raw`[A-Z]{2}[\s-]?\d{3}[\s-]?[A-Z]{2}`, // France (SIV), Italy
  String.raw`[A-Z0-9]{3}\s[A-Z0-9]{3}`, // Italian mopeds, older series: mixed six, split in threes (checked below)
  String.raw`\d{4}\s?[B-DF-HJ-NP-TV-Z]{3}`, // Spain (consonants only)
  String.raw`[A-Z]{3}-?\d[A-Z0-9]\d{2}`, // Brazil (Mercosul and older), Taiwan's ABC-1234 below
  String.raw`[A-Z]{2,3}-\d{4}`, // Taiwan
  String.raw`\d{2}-[A-Z]{2}-\d{2}|[A-Z]{2}-\d{2}-[A-Z]{2}|\d{2}-\d{2}-[A-Z]{2}`, // Portugal
  String.raw`[A-Z]{1,3}[\s-][A-Z]{1,2}\s?\d{1,4}[EH]?`, // Germany, Austria
  String.raw`[A-Z]\s?\d{3}\s?[A-Z]{2}\s?\d{2,3}`, // Russia, cars
  String.raw`\d{4}\s?[A-Z]{2}\s?\d{2,3}`, // Russia, motorcycles; Belarus
  String.raw`\d{4}\s?[A-Z]{2}-\d`, // Belarus, the region after a dash
  String.raw`\d[A-Z]{3}\d{3}|\d{3}[\s-]?[A-Z]{3}`, // United States (California), Australia, Mexico
  String.raw`[A-Z]{2}[\s-]?\d{1,2}[\s-]?[A-Z]{1,3}[\s-]?\d{4}`, // India: the state, the district, a series, the number
  // Hong Kong, Singapore and Malaysia: two or three letters and up to four digits, Singapore's check letter after
  // ("PK 4827", "WXY 4827", "SKX 4827 H"); a year after letters ("GRE 2025") is none.
  String.raw`[A-Z]{2,3}\s?(?!(?:19|20)\d{2}(?!\d))\d{1,4}(?:\s[A-Z])?`,
  // Japan: the office's name, the class number (none on a motorcycle's), one kana, the serial ("品川 300 さ 12-34",
  // "世田谷区 あ 8507"); Korea: the region's words before the syllable on a motorcycle's ("서울 강남 바 1280"). The kana
  // and the syllable stand apart, so a particle after a word ("番号は 1234") is none.
  String.raw`\p{Script=Han}{1,5}\s(?:\d{1,3}\s)?\p{Script=Hiragana}\s(?:\d{1,2}-\d{2}|\d{1,4})`,
  String.raw`(?:\p{Script=Hangul}{2,4}\s){1,2}\p{Script=Hangul}\s\d{4}`,
];
const PLATE_VALUE = new RegExp(String.raw`(?<![A-Za-z0-9])(?:${PLATE_FORMATS.join('|')})(?![A-Za-z0-9])`, 'gu');
const PLATE_WORD = caseless(
  new RegExp(
    canonicalize(
      String.raw`(?<![\p{L}])(?:plates?|registration|reg|kennzeichen|nummernschild|immatricul\p{L}*|plaque|matr[ií]cula|placas?|targa|госномер|автономер|номерн\p{L}*|номер (?:машины|мотоцикла|автомобиля|на (?:авто|машин|мотоцикл)\p{L}*))(?![\p{L}])|ナンバー|번호판|차량\s?번호|车牌|車牌`,
    ),
    'iu',
  ),
);
// Letters of any script: a Japanese plate's kana, a Korean plate's syllable. The CJK plate words take particles
// right after them ("ナンバーは", "번호판은").
const mixed = (v: string): boolean => /\p{L}/u.test(v) && /\d/.test(v);

function hasNamedPlate(text: string): boolean {
  if (!PLATE_WORD.test(text)) return false;
  for (const line of text.split('\n')) {
    if (!PLATE_WORD.test(line)) continue;
    for (const m of line.matchAll(PLATE_VALUE)) if (mixed(m[0])) return true;
  }
  return false;
}

// Japan's own cars carry no VIN but a chassis number: the model code, a dash, a serial of six or seven digits
// ("ZVW30-5123456", "GRS200-1234567"). Alone it could be a part number, so a chassis word names it on its line.
const CHASSIS = /(?<![A-Za-z0-9-])[A-Z]{1,4}\d{1,3}[A-Z]?-\d{6,7}(?![A-Za-z0-9])/g;
function hasNamedChassis(text: string): boolean {
  // Most texts hold no dash before six digits: one quick search spares them the pattern.
  if (!/\d-\d{6}/.test(text)) return false;
  for (const m of text.matchAll(CHASSIS)) {
    const line = text.slice(Math.max(0, text.lastIndexOf('\n', m.index) + 1), m.index);
    if (VIN_WORD.test(line.slice(-60))) return true;
  }
  return false;
}

/** Gate 8: a vehicle identification number or a chassis number, or a plate named as such on the same line. */
// All need a digit, which most memories do not hold: a cheap search first.
export const hasVehicleIdentifier = (text: string): boolean =>
  /\d/.test(text) && (hasVin(text) || hasNamedChassis(text) || hasNamedPlate(text));
