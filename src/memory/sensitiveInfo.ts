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

// A "+", then digits where single spaces or dashes may sit between digits, optionally ending in the
// ID check character X. Not preceded by a digit or a decimal point after a digit (so "3.14159…" is
// not read as a number of its own).
const NUMBER_RUN = /(?<![0-9]|[0-9][.,])\+?[0-9](?:[ -]?[0-9])*(?:[ -]?[xX])?/g;

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

function isIdentifierNumber(run: string): boolean {
  const international = run.startsWith('+');
  const chars = run.replace(/[^0-9xX]/g, '').toUpperCase();
  if (chars.endsWith('X')) return chars.length === 18 && isResidentId18(chars);
  if (international) return chars.length >= 8 && chars.length <= 15;
  if (chars.length === 18 && isResidentId18(chars)) return true;
  if (chars.length === 15) return true;
  if (/^(?:0{0,2}86)?1[3-9][0-9]{9}$/.test(chars)) return true;
  return chars.length >= 13 && chars.length <= 19 && passesLuhn(chars);
}

export function hasSensitivePersonalInfo(text: string): boolean {
  if (KEYWORDS.some((re) => re.test(text))) return true;
  if (EMAIL.test(text)) return true;
  for (const match of text.matchAll(NUMBER_RUN)) {
    if (isIdentifierNumber(match[0])) return true;
  }
  return false;
}
