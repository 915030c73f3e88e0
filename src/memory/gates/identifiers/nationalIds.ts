import { hasDigit } from '../canonical';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { stdnum, type Validator } from 'stdnum';
import { CHECKED_DIGIT_RUNS, STRONG_NAMES } from './formatStrength';
import { memoize } from './memo';

// National identifiers of every country python-stdnum's JavaScript port validates (tax, social-security,
// resident and company numbers: 198 formats in 80+ countries), and IBAN/BIC with ibantools.
// The libraries know the structures and check digits; nothing here is a hand-written pattern for a country.
// Input is canonical.

export { CHECKED_DIGIT_RUNS, STRONG_NAMES };

export interface Format {
  readonly name: string;
  readonly validator: Validator;
}
export const FORMATS: readonly Format[] = Object.entries(stdnum).flatMap(([country, validators]) =>
  Object.entries(validators).map(([key, validator]) => ({ name: `${country}.${key}`, validator })),
);
const STRONG_FORMATS = FORMATS.filter((f) => STRONG_NAMES.has(f.name));
const CHECKED_RUN_FORMATS = new Map(
  [...CHECKED_DIGIT_RUNS].map(([length, names]) => [length, FORMATS.filter((f) => names.includes(f.name))]),
);
// Each country's formats, by the prefix its VAT numbers are written with (Greece writes EL).
const BY_COUNTRY = new Map<string, Format[]>();
for (const f of FORMATS) {
  const country = f.name.slice(0, 2);
  for (const prefix of country === 'GR' ? ['GR', 'EL'] : [country]) BY_COUNTRY.set(prefix, [...(BY_COUNTRY.get(prefix) ?? []), f]);
}

// The library builds an Error for every value it refuses, and the stack it records is most of a refusal's
// cost and never read: none is recorded during the call (V8's limit; other engines lack it), then as before.
const errorStacks = Error as { stackTraceLimit?: number };
// 'checksum': the format takes the value's shape (length, characters, dates and codes checked first) and only its
// check digits fail, as the library reports it (InvalidChecksum).
export const formatVerdict = (v: Validator, value: string): 'valid' | 'checksum' | 'invalid' => {
  const limit = errorStacks.stackTraceLimit;
  if (limit !== undefined) errorStacks.stackTraceLimit = 0;
  try {
    const result = v.validate(value);
    if (result.isValid) return 'valid';
    return result.error?.name === 'InvalidChecksum' ? 'checksum' : 'invalid';
  } catch {
    return 'invalid';
  } finally {
    if (limit !== undefined) errorStacks.stackTraceLimit = limit;
  }
};
export const isValid = (v: Validator, value: string): boolean => formatVerdict(v, value) === 'valid';
// The format's own grouping, compared before the checksum is computed: most formats group differently.
const writtenAs = (v: Validator, value: string, written: string): boolean => {
  try {
    return v.format(value) === written;
  } catch {
    return false;
  }
};
// Some validators need the value as written (a bank branch padded by its dash, a register's slashes).
const validIn = (formats: readonly Format[], value: string, written: string): boolean =>
  formats.some((f) => isValid(f.validator, value) || (written !== value && isValid(f.validator, written)));

// A candidate value: groups of letters and digits joined by single separators, holding five or more digits.
// It stands apart from the words of scripts that space their words; Chinese, Japanese and Korean write a
// number against the letters around it (書類には5-8356-7825-6246と…), so their letters are no boundary.
const CANDIDATE =
  /(?<![\p{N}\p{sc=Latin}\p{sc=Cyrillic}\p{sc=Greek}])[A-Za-z]{0,4}\d[A-Za-z\d]*(?:[ .\-/][A-Za-z\d]*\d[A-Za-z\d]*)*(?:[ -]?[A-Za-z](?![\p{N}\p{sc=Latin}\p{sc=Cyrillic}\p{sc=Greek}]))?/gu;
const compact = (s: string): string => s.replace(/[ .\-/]/g, '').toUpperCase();
// Letter-led values in capitals (codice fiscale RCCMNL83S18D969H, PAN ACUPA7085R, RFC GODE 561231 GR8,
// CHE-100.155.212, V-11470283-4): more leading letters than CANDIDATE takes, or a separator after them;
// and digit-led values with capital codes after them (a Bolivian CI's department: 1234567-LP, 12345678-CH-A).
// An Austrian company register number keeps its check letter in lower case after the capitals (FN 122119m).
// Capitals only, so a word before a number ("Node 20", "Port 8080") is not read as part of it, and whole:
// the start of a longer token (an access token's prefix) is the secret gate's.
const LETTER_LED =
  /(?<![\p{N}\p{sc=Latin}\p{sc=Cyrillic}\p{sc=Greek}])(?:[A-Z]{1,6}[ -]?)?\d[A-Z\d]*(?:[ .\-/][A-Z\d]*\d[A-Z\d]*)*(?:[ .-]?[A-Z]{1,3}){0,2}(?:[ .-][A-Z\d]{1,2}|[a-z])?(?![\p{N}\p{sc=Latin}\p{sc=Cyrillic}\p{sc=Greek}_])/gu;

/**
 * A value of a strong format, however written; or a value of any format written exactly in the
 * format's own grouping ("123.456.789-09", "756.1234.5678.97"), which prose numbers do not share.
 */
// Dates, clock times, decimals and versions are not identifiers, whatever a checksum says. A date's outer
// groups have one, two or four digits: 1112.22.333 is a Dutch BSN in its own grouping, no date.
// A decimal keeps its unit or compass letter beside it ("N 179.9981", a longitude after its hemisphere).
const NOT_AN_ID =
  /^(?:[vV]?(?:\d{1,2}|\d{4})[./-]\d{1,2}[./-](?:\d{1,2}|\d{4})|\d{1,3}(?:\.\d{1,3}){1,3}|(?:[A-Z]{1,3} ?)?\d+\.\d+(?: ?[A-Z]{1,3})?|97[89]-.*)$/;
// A check digit set apart by a dash after the number ("76086428-5", "12.531.909-K", "900544472-2"): the
// way Latin-American tax numbers and RUTs are written, a shape prose numbers do not take.
// Thousands grouping is how quantities are written ("649 648 964 habitants", "20.123.456 Einwohner"),
// whichever format happens to group its numbers the same way.
const QUANTITY = /^[1-9]\d{0,2}(?:([ .,])\d{3})(?:\1\d{3})*$/;
const CHECK_DIGIT_APART = /^(?:\d{1,3}(?:\.\d{3}){2,3}|\d{6,})-[\dK]$/;

const isNationalId = memoize((written: string): boolean => {
  const value = compact(written);
  const digits = value.replace(/\D/g, '').length;
  // Five digits, or four between capitals (an Indian PAN: ACUPA7085R).
  const enoughDigits = digits >= 5 || (digits >= 4 && value.length - digits >= 4);
  if (value.length < 8 || value.length > 22 || !enoughDigits || NOT_AN_ID.test(written) || QUANTITY.test(written)) return false;
  if (validIn(STRONG_FORMATS, value, written.toUpperCase())) return true;
  if (/^\d{10,}$/.test(written) && validIn(CHECKED_RUN_FORMATS.get(value.length) ?? [], value, value)) return true;
  // Leading zeros: a count or a price never has them, a register or document number often does.
  if (/^0\d{8,}$/.test(written) && validIn(FORMATS, value, value)) return true;
  if (!/[ .\-/]/.test(written)) return false;
  if (CHECK_DIGIT_APART.test(written.toUpperCase()) && validIn(FORMATS, value, written.toUpperCase())) return true;
  // Digit groups between slashes, too many digits for a date (a German Steuernummer: 121/5752/5373).
  if (/^\d+(?:\/\d+){2,}$/.test(written) && digits >= 10 && validIn(FORMATS, value, written)) return true;
  return FORMATS.some((f) => writtenAs(f.validator, value, written.toUpperCase()) && isValid(f.validator, value));
});

// A number after its country's two-letter prefix, valid for one of that country's formats: how VAT and
// tax numbers are written ("DE136695976", "BE 428759497", "EL 094259216", "HU-12892312", "CL 12531909-2").
const COUNTRY_PREFIXED = /(?<![\p{L}\p{N}])([A-Z]{2})[ -]?(\d[\d .\-/]{4,}[\dK])(?![\p{L}\p{N}])/gu;
function isPrefixedIdIn(formats: readonly Format[], written: string): boolean {
  const number = /^[A-Z]{2}[ -]?(.*)$/.exec(written)?.[1] ?? '';
  if (number.replace(/\D/g, '').length < 6 || NOT_AN_ID.test(number)) return false;
  return validIn(formats, compact(written), compact(number));
}
const isPrefixedId = memoize((written: string): boolean => isPrefixedIdIn(BY_COUNTRY.get(written.slice(0, 2)) ?? [], written));
// A prefix in title case ("Fr 40 303 265 045") is also a word or an abbreviation ("In", "No", "De"), so
// only a value of one of that country's strong formats counts after it.
const TITLE_PREFIXED = /(?<![\p{L}\p{N}])([A-Z][a-z])[ -]?(\d[\d .\-/]{4,}[\dK])(?![\p{L}\p{N}])/gu;
const isTitlePrefixedId = memoize((written: string): boolean => {
  const formats = BY_COUNTRY.get(written.slice(0, 2).toUpperCase())?.filter((f) => STRONG_NAMES.has(f.name)) ?? [];
  return formats.length > 0 && isPrefixedIdIn(formats, written.toUpperCase());
});

// IBAN: two letters, two check digits, then the country's BBAN (groups of four allowed).
const IBAN_CANDIDATE = /(?<![A-Za-z\d])[A-Za-z]{2}\d{2}(?:[ -]?[A-Za-z\d]){10,30}/g;
// BIC only when named, and in capitals: eight or eleven letters are also ordinary words ("bicyclecommute").
const NAMED_BIC =
  /(?<![\p{L}])(?:[Bb][Ii][Cc]|[Ss][Ww][Ii][Ff][Tt](?:[\s-]?(?:[Cc]ode|BIC))?)(?![\p{L}])\s*(?:[:：=#]|is|ist|est|es|e|è)?\s*([A-Z]{6}[A-Z\d]{2}(?:[A-Z\d]{3})?)(?![\p{L}\p{N}])/gu;

function hasIban(text: string): boolean {
  for (const m of text.matchAll(IBAN_CANDIDATE)) {
    // Try the longest run first, then shorter ones: a word after the IBAN may run into it ("… 00 bei").
    const chars = m[0];
    for (let end = chars.length; end >= 14; end -= 1) {
      const iban = electronicFormatIBAN(chars.slice(0, end)) ?? '';
      if (isValidIBAN(iban)) return true;
    }
  }
  return false;
}

// A date and a clock time ("1950-12-02 03:33"): the hour is no part of a number.
const beforeClock = (text: string, m: RegExpMatchArray): boolean => text.startsWith(':', (m.index ?? 0) + m[0].length);

export function hasNationalIdentifier(text: string): boolean {
  if (hasDigit(text) && hasNumberedIdentifier(text)) return true;
  for (const m of text.matchAll(NAMED_BIC)) if (isValidBIC(m[1] ?? '')) return true;
  return false;
}

/** Every identifier of the libraries but a BIC: each holds a digit. */
function hasNumberedIdentifier(text: string): boolean {
  for (const m of text.matchAll(CANDIDATE)) {
    const written = m[0].trim();
    if (beforeClock(text, m)) continue;
    if (isNationalId(written)) return true;
    // Each group alone as well: "12345678Z 2024" is a DNI and a year.
    const groups = written.split(/[ ,]/);
    if (groups.length > 1 && groups.some((g) => isNationalId(g))) return true;
  }
  for (const m of text.matchAll(LETTER_LED)) if (!beforeClock(text, m) && isNationalId(m[0].trim())) return true;
  for (const m of text.matchAll(COUNTRY_PREFIXED)) if (isPrefixedId(m[0].trim())) return true;
  for (const m of text.matchAll(TITLE_PREFIXED)) if (isTitlePrefixedId(m[0].trim())) return true;
  return hasIban(text);
}
