// Value generators for the twelfth blind set (scripts/blind-twelfth/generate.mjs). The fixed-seed generator and the
// earlier rounds' helpers (stdnum draw, libphonenumber-js numbers, Luhn cards, BIP-39 phrases in each language's list,
// IBAN-derived national account numbers) are reused; this file adds the identifiers and written forms of this round:
// the Russian personal INN and Belgian national number from stdnum, phone numbers in each country's national form
// (trunk prefix, parentheses, slashes) from libphonenumber-js, full-width digits and digits as words. The shared
// generator is advanced by a fixed number of draws first, so the values differ from the earlier sets' and are the same
// on every run.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import * as n from '../blind-ninth/values.mjs';
import { card, random } from '../blind-fifth/values.mjs';

for (let i = 0; i < 121212; i++) random();

export const { chars, digits, int, pick, stdnumValue, isbn13, iban, ccc, pix, localPhone, password, postcode, inScript, spoken } = n;
export const { seed, backupCodes, backupCodesAlnum, pin, mobile, handle, ids, ids8 } = n;
export { card };

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
/** An app-specific password as Apple (dashed) and Google (spaced) print it. */
export const appPassword = (sep = '-') => Array.from({ length: 4 }, () => chars(LOWER, 4)).join(sep);

export const more = {
  ruInn: () => n.stdnumValue('RU', 'inn', () => `77${n.digits(10)}`, false),
  beNn: () => n.stdnumValue('BE', 'nn', () => `${n.pad(n.int(60, 99))}${n.pad(n.int(1, 12))}${n.pad(n.int(1, 28))}${n.digits(5)}`),
  atVnr: () =>
    n.stdnumValue(
      'AT',
      'vnr',
      () => `${n.int(1, 9)}${n.digits(3)}${n.pad(n.int(1, 28))}${n.pad(n.int(1, 12))}${n.pad(n.int(60, 99))}`,
      false,
    ),
  chSsn: () => n.stdnumValue('CH', 'ssn', () => `756${n.digits(10)}`),
};

/** A mobile or fixed number of the region in the national form libphonenumber-js prints (trunk prefix, brackets). */
export const national = (region) => n.mobile(region).national;
/** The same number with its groups joined by a slash after the area or operator code, as written in German-speaking countries. */
export const slashed = (region) => {
  const p = parsePhoneNumberFromString(n.mobile(region).e164);
  const nsn = p.nationalNumber;
  return `0${nsn.slice(0, 3)}/${nsn.slice(3)}`;
};
/** A fixed number with the area code in brackets. */
export const bracketed = (region) => {
  const p = parsePhoneNumberFromString(n.mobile(region).e164);
  const nsn = p.nationalNumber;
  return `(0${nsn.slice(0, 3)}) ${nsn.slice(3, 6)} ${nsn.slice(6)}`;
};
export const fullwidth = (value) => n.inScript(value, 'fullwidth');
/** A Visa-shaped card number that passes Luhn. */
export const visa = () => card('4', 16);
