import { hasDigit } from '../canonical';
import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { memoize } from './memo';

// Phone numbers in every region's national written form (gate 8): "8 (912) 345-67-89",
// "612 34 56 78", "(11) 91234-5678", "0171 1234567". phoneNumbers.ts keeps international numbers and the
// trunk-0 and North American shapes; here a number is a phone number when libphonenumber-js (min
// metadata, already loaded for gate 8) finds it valid for some region *and* it is grouped exactly as that
// region writes its numbers. The grouping is what tells a phone number from an order number, a date or a
// count with the same digits. Input is canonical.

const COUNTRIES: readonly CountryCode[] = getCountries();

// Two or more digit groups joined by spaces, dashes, dots or slashes, brackets allowed around a group.
// An opening bracket is a separator of its own: Japan writes "03(1234)5678". A spaced slash too ("030 / 1234567").
const SPAN = /(?<![\w.+/-])\(?\d{1,5}\)?(?:(?:[ \-./]{1,2}|\s\/\s|(?<=\))|(?=\())\(?\d{1,6}\)?){1,6}(?![\w]|[./-]\d)/g;

const groupLengths = (s: string): string => (s.match(/\d+/g) ?? []).map((g) => g.length).join('-');

/** Dates, clock-free thousands grouping and IPv4 addresses share digits with phone numbers, not their use. */
function isOtherShape(span: string): boolean {
  const groups = span.match(/\d+/g) ?? [];
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(span)) return true;
  const [a = '', b = '', c = ''] = groups;
  if (groups.length === 3 && ((a.length === 4 && b.length <= 2 && c.length <= 2) || (a.length <= 2 && b.length <= 2 && c.length === 4)))
    return true;
  return groups.length >= 2 && a.length <= 3 && groups.slice(1).every((g) => g.length === 3) && !span.includes('(');
}

// An ISBN ("978-3-16-148410-0") is grouped like no phone plan, but it is cheaper to say so than to ask 245 regions.
const ISBN = /^97[89][-\s]/;

/** Valid in some region and grouped as that region writes its numbers. */
const isNationalNumber = memoize((span: string): boolean => {
  const shape = groupLengths(span);
  return COUNTRIES.some((country) => {
    const phone = parsePhoneNumberFromString(span, country);
    return (phone?.isValid() ?? false) && groupLengths(phone?.formatNational() ?? '') === shape;
  });
});

export const isValidSomewhere = memoize((span: string): boolean =>
  COUNTRIES.some((country) => parsePhoneNumberFromString(span, country)?.isValid() ?? false),
);

// "00" is how most of the world dials out: "0049301234567" in one run.
const DIAL_OUT = /(?<![\w.+/-])00[1-9]\d{5,13}(?!\d)/g;
const isDialOut = (run: string): boolean => parsePhoneNumberFromString(`+${run.slice(2)}`)?.isValid() ?? false;

// A number said in groups and written down with commas between them, as Chinese writes a pause ("打184，6951，1686",
// "零九55，899，569" once read as digits): groups a comma apart that are no thousands grouping (a leading zero, or a
// group after the first of other than three digits) are read as the spaced groups of a phone number.
const COMMA_SPAN = /(?<![\w.,])\d{2,5}(?:,\s?\d{2,5}){2,4}(?![\w]|[.,]\d)/g;
const THOUSANDS = /^[1-9]\d{0,2}(?:,\s?\d{3})+$/;

// The same slash with the subscriber number in one run of up to nine digits ("0151 / 23456789", "089/1234567"), longer
// than SPAN's groups.
const SLASHED = /(?<![\w.+/-])0[1-9]\d{1,4}\s?\/\s?\d{3,9}(?:[ -]\d{1,4}){0,3}(?![\w]|[./-]\d)/g;

// Italy dials its mobiles without a trunk prefix and writes the operator code apart with a slash ("347/1234567",
// "312 / 3451762"): a 3xx code, the slash, and a number libphonenumber-js finds valid in Italy.
const SLASHED_MOBILE = /(?<![\w.+/-])3\d{2}\s?\/\s?\d{6,7}(?![\w]|[./-]\d)/g;
const isItalianNumber = (span: string): boolean => parsePhoneNumberFromString(span.replace(/\D/g, ''), 'IT')?.isValid() ?? false;

export function hasNationalPhoneNumber(text: string): boolean {
  if (!hasDigit(text)) return false;
  for (const m of text.matchAll(DIAL_OUT)) if (isDialOut(m[0])) return true;
  for (const m of text.matchAll(SLASHED)) if (isValidSomewhere(m[0])) return true;
  if (text.includes('/')) for (const m of text.matchAll(SLASHED_MOBILE)) if (isItalianNumber(m[0])) return true;
  for (const m of text.matchAll(COMMA_SPAN)) if (!THOUSANDS.test(m[0]) && isNationalNumber(m[0].replace(/,\s?/g, ' '))) return true;
  for (const m of text.matchAll(SPAN)) {
    const span = m[0];
    const digits = span.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15 || isOtherShape(span) || ISBN.test(span)) continue;
    // Two groups without brackets are also ranges and pairs ("2019-2023", "5000-8000"): phoneNumbers.ts
    // already reads the trunk-prefixed ones, SLASHED the slashed ones, and a word naming the number (lexicons) the rest.
    if ((span.match(/\d+/g) ?? []).length < 3 && !span.includes('(')) continue;
    if (isNationalNumber(span)) return true;
    // Brazil sets the ninth digit of a mobile apart ("(18) 9 4885-8973"): read it with the group after it too.
    const joined = span.replace(/(\)\s?)(\d)\s(?=\d{4})/, '$1$2');
    if (joined !== span && isNationalNumber(joined)) return true;
    // A slash after the area code is how German-speaking countries write a number, whatever the grouping
    // after it ("0 30 / 12 34 56 78", "089/12 34 56-7"): a trunk "0", the slash, and valid in some region.
    if (/^0[1-9]/.test(digits) && /\d\s?\/\s?\d/.test(span) && isValidSomewhere(span)) return true;
  }
  return false;
}
