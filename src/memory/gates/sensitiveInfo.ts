import { hasDigit } from './canonical';
import { hasEmailAddress } from './contacts/emailAddress';
import { hasLocalPersonalInfo } from './languageGates';
import { hasPersonalKeyword } from './personalKeywords';
import { hasPhoneNumber } from './contacts/phoneNumbers';
import { withoutReferenceValues } from './contacts/referenceNumbers';
import { withoutServiceNumbers } from './contacts/serviceNumbers';
import { withoutOrganisationValues } from './identifiers/organisationValues';
import { hasStreetAddress } from './contacts/streetAddress';
import { hasPartialIdentifier } from './identifiers/partialIds';

// Gate 8 (docs/memory-gates.md): personal identifiers. Input is the canonical form (canonical.ts), so
// other digit scripts, look-alike separators and zero-width tricks arrive here as plain ASCII.
// Numbers are judged by their shape and checksum, never by "has many digits", so that years,
// versions, prices and clock times pass.

// A run of digit groups: an optional "+", then groups of digits joined by one space or dash, optionally
// ending in the ID check character X. Not preceded by a digit or a decimal point after a digit (so
// "3.14159…" is not read as a number of its own). The groups of a run are judged one by one and in
// contiguous sub-runs (below), never only as one greedy join: "Phone 0 13812345678" holds a mobile number
// even though "013812345678" is none. Joins keep the shape checks strict (checksum, Luhn, province and
// birth date of a 15-digit ID), so "100 200 300 400 500" stays five prices.
const NUMBER_RUN = /(?<![0-9]|[0-9][.,])\+?[0-9]+(?:[ -][0-9]+)*(?:[ -]?[xX])?/g;

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

/** Shapes a run of plain digits can take (every one of them may be written with separators). */
const isIdentifierDigits = (digits: string): boolean =>
  isResidentId18(digits) ||
  isResidentId15(digits) ||
  MAINLAND_MOBILE.test(digits) ||
  // Issuer ranges of payment cards start with 2–6; a 13-digit epoch in milliseconds starts with 1.
  (digits.length >= 13 && digits.length <= 19 && /^[2-6]/.test(digits) && passesLuhn(digits));

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

// Digit groups joined by dots or slashes ("4111.1111.1111.1111", "138/1234/5678"): every group short, so
// that a decimal such as 3.14159265358979 is never read as a card number.
const DOTTED_RUN = /(?<![0-9])[0-9]{1,6}(?:[ ./-]{1,2}[0-9]{1,6})+(?![0-9])/g;

// An IPv4 address ("177.49.248.173", or "177-49-248-173" in a key) is four short groups, never a phone or a card.
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)[.-]){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$/;

/** Gate 8's number shapes only (phone, resident ID, payment card): also safe on key forms such as `138-1234-5678`. */
export function hasIdentifierNumber(text: string): boolean {
  if (!hasDigit(text)) return false;
  for (const match of text.matchAll(NUMBER_RUN)) {
    if (IPV4.test(match[0])) continue;
    if (hasIdentifierInRun(match[0])) return true;
  }
  for (const match of text.matchAll(DOTTED_RUN)) {
    if (IPV4.test(match[0])) continue;
    if (hasIdentifierInRun(match[0].replace(/[ ./-]+/g, ' '))) return true;
  }
  return false;
}

// US Social Security number: AAA-GG-SSSS with the never-issued blocks excluded.
const SSN = /(?<![0-9-])(?!000|666|9)[0-9]{3}([ -])(?!00)[0-9]{2}\1(?!0000)[0-9]{4}(?![0-9-])/;

/** IBAN: country, check digits and up to 30 letters/digits (spaces allowed), passing ISO 7064 mod 97. */
function hasIban(text: string): boolean {
  if (!hasDigit(text)) return false;
  for (const m of text.matchAll(/\b[A-Z]{2}[0-9]{2}(?: ?[A-Z0-9]{2,4}){3,8}\b/g)) {
    const compact = m[0].replace(/ /g, '');
    if (compact.length < 15 || compact.length > 34) continue;
    const rearranged = compact.slice(4) + compact.slice(0, 4);
    let rest = 0;
    for (const ch of rearranged) {
      const v = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
      for (const d of v) rest = (rest * 10 + Number(d)) % 97;
    }
    if (rest === 1) return true;
  }
  return false;
}

// A resident ID whose province and birth date hold as well as its check character: one random 18-digit run in
// thousands, where the check character alone takes one in eleven.
const BIRTH_DATE = /^(?:18|19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/;
const isDatedResidentId = (id: string): boolean => isResidentId18(id) && PROVINCE.test(id) && BIRTH_DATE.test(id.slice(6, 14));

// Card networks' issuer prefixes and the lengths they issue (Visa, Mastercard, Amex, Discover, UnionPay, JCB,
// Diners, Maestro, Mir, RuPay): with Luhn, a card's shape in a run an order word names. One random 16-digit run
// in forty takes it, where any issuer digit 2–6 would take one in twenty.
const CARD_SHAPES: readonly (readonly [RegExp, number, number])[] = [
  [/^4/, 13, 13],
  [/^4/, 16, 16],
  [/^4/, 19, 19],
  [/^(?:5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, 16, 16],
  [/^3[47]/, 15, 15],
  [/^(?:6011|64[4-9]|65|62|35(?:2[89]|[3-8]\d)|220[0-4])/, 16, 19],
  [/^(?:30[0-5]|3095|36|3[89])/, 14, 19],
  [/^(?:5018|5020|5038|5893|6304|6759|676[1-3])/, 12, 19],
];
const isCardShape = (digits: string): boolean =>
  CARD_SHAPES.some(([prefix, min, max]) => digits.length >= min && digits.length <= max && prefix.test(digits)) && passesLuhn(digits);

/**
 * Values refused whatever word names them, an order word included: a payment card (Luhn, an issuer's prefix
 * and length) or a dated resident ID in any contiguous groups of the value, or an IBAN.
 */
export function isCheckedSecret(value: string): boolean {
  if (hasIban(value.toUpperCase())) return true;
  const checkX = /[xX]$/.test(value);
  const groups = value.match(/\d+/g) ?? [];
  for (let i = 0; i < groups.length; i += 1) {
    let digits = '';
    for (let j = i; j < groups.length && digits.length < LONGEST; j += 1) {
      digits += groups[j] ?? '';
      if (isCardShape(digits)) return true;
      if (isDatedResidentId(digits) || (checkX && j === groups.length - 1 && isDatedResidentId(`${digits}X`))) return true;
    }
  }
  return false;
}

/**
 * The text the number shapes read: every value an order, invoice, tracking, booking or other reference word
 * names taken out (referenceNumbers.ts), checked secrets kept. Expects the canonical form.
 */
export const withoutReferences = (text: string): string => withoutReferenceValues(text, isCheckedSecret);

/** Expects the canonical form (canonical.ts). */
export function hasSensitivePersonalInfo(canonical: string): boolean {
  // A company's number or a public line named as such is no person's (organisationValues.ts), nor is a toll-free or
  // shared-cost number (serviceNumbers.ts): no rule reads them.
  const text = withoutServiceNumbers(withoutOrganisationValues(canonical, isCheckedSecret));
  // The keyword rules read the whole text, so a personal word naming a value wins over an order word.
  const shapes = withoutReferences(text);
  return (
    hasPersonalKeyword(text) ||
    hasEmailAddress(text) ||
    hasIdentifierNumber(shapes) ||
    SSN.test(shapes) ||
    hasIban(canonical) ||
    hasPhoneNumber(shapes) ||
    hasStreetAddress(text) ||
    hasPartialIdentifier(text) ||
    hasLocalPersonalInfo(text, shapes)
  );
}
