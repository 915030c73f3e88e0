// Gate 8 (SPEC §3.4): personal identifiers. Input is already NFKC-normalised with invisible
// characters removed, so full-width digits and zero-width tricks arrive here as plain ASCII.
// Numbers are judged by their shape and checksum, never by "has many digits", so that years,
// versions, prices and clock times pass.

const KEYWORDS: readonly RegExp[] = [
  /身份证|社保|护照|银行卡|信用卡|住址|家庭地址|密码/,
  /\bid\s*(?:card|number|no\.?)(?![a-z])/i,
  /\bssn\b/i,
  /\bsocial\s+security\b/i,
  /\bpassports?\b/i,
  /\bbank\s*(?:card|account)s?\b/i,
  /\bcredit\s*cards?\b/i,
  /\bhome\s+address(?:es)?\b/i,
  /\bpass(?:word|wd|code)s?\b/i,
];

// A run of digit groups: an optional "+", then groups of digits joined by one space or dash, optionally
// ending in the ID check character X. Not preceded by a digit or a decimal point after a digit (so
// "3.14159…" is not read as a number of its own). The groups of a run are judged one by one and in
// contiguous sub-runs (below), never only as one greedy join: "Phone 0 13812345678" holds a mobile number
// even though "013812345678" is none. Joins keep the shape checks strict (checksum, Luhn, province and
// birth date of a 15-digit ID), so "100 200 300 400 500" stays five prices.
const NUMBER_RUN = /(?<![0-9]|[0-9][.,])\+?[0-9]+(?:[ -][0-9]+)*(?:[ -]?[xX])?/g;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK = '10X98765432';

/** Mainland China resident ID: 17 digits and an ISO 7064 MOD 11-2 check character. */
export function isResidentId18(id: string): boolean {
  if (!/^[0-9]{17}[0-9X]$/.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(id[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK[sum % 11] === id[17];
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

// Mainland province codes: the first two digits of every resident ID.
const PROVINCE = /^(?:1[1-5]|2[1-3]|3[1-7]|4[1-6]|5[0-4]|6[1-5]|71|8[1-3])/;

/**
 * Old 15-digit resident ID: 6-digit area code, birth date YYMMDD, 3-digit sequence. It has no check
 * digit, so the area and the date are what tell it from any other 15 digits.
 */
export function isResidentId15(id: string): boolean {
  const m = /^[0-9]{6}[0-9]{2}([0-9]{2})([0-9]{2})[0-9]{3}$/.exec(id);
  if (!m || !PROVINCE.test(id)) return false;
  const month = Number(m[1]);
  const day = Number(m[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

const MAINLAND_MOBILE = /^(?:0{0,2}86)?1[3-9][0-9]{9}$/;

/** Shapes a run of plain digits can take (every one of them may be written with separators, §3.4). */
const isIdentifierDigits = (digits: string): boolean =>
  isResidentId18(digits) ||
  isResidentId15(digits) ||
  MAINLAND_MOBILE.test(digits) ||
  (digits.length >= 13 && digits.length <= 19 && passesLuhn(digits));

/** The longest identifier the shapes know (a 19-digit card); longer joins need not be tried. */
const LONGEST = 19;

/**
 * Every group of the run and every contiguous sub-run of groups, joined without separators, against
 * each shape. An international number must begin at the run's "+"; the check character X belongs to the
 * run's last group, so only sub-runs that end there can be an ID ending in X.
 */
function hasIdentifierInRun(run: string): boolean {
  const international = run.startsWith('+');
  const checkX = /[xX]$/.test(run);
  const groups = run
    .replace(/^\+/, '')
    .replace(/[ -]?[xX]$/, '')
    .split(/[ -]/);
  for (let i = 0; i < groups.length; i += 1) {
    let digits = '';
    for (let j = i; j < groups.length && digits.length < LONGEST; j += 1) {
      digits += groups[j] ?? '';
      if (international && i === 0 && digits.length >= 8 && digits.length <= 15) return true;
      if (isIdentifierDigits(digits)) return true;
      if (checkX && j === groups.length - 1 && isResidentId18(`${digits}X`)) return true;
    }
  }
  return false;
}

/** Gate 8's number shapes only (phone, resident ID, payment card): also safe on key forms such as `138-1234-5678`. */
export function hasIdentifierNumber(text: string): boolean {
  for (const match of text.matchAll(NUMBER_RUN)) {
    if (hasIdentifierInRun(match[0])) return true;
  }
  return false;
}

export function hasSensitivePersonalInfo(text: string): boolean {
  if (KEYWORDS.some((re) => re.test(text))) return true;
  if (EMAIL.test(text)) return true;
  return hasIdentifierNumber(text);
}
