// Value generators for the thirteenth blind set (scripts/blind-thirteenth/generate.mjs). The fixed-seed generator and
// the earlier rounds' helpers (libphonenumber-js numbers, postcodes checked with validator's table, digits as words)
// are reused; this file adds the example mobile numbers libphonenumber-js ships (examples.mobile.json), a Brazilian CEP
// checked with validator, and a value cut in two (one half for the text, one for the tags). The shared generator is
// advanced by a fixed number of draws first, so the values differ from the earlier sets' and are the same on every run.
import { getExampleNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/examples.mobile.json';
import validator from 'validator';
import * as n from '../blind-ninth/values.mjs';
import { random } from '../blind-fifth/values.mjs';

for (let i = 0; i < 131313; i++) random();

export const { chars, digits, int, pick, postcode, password, spoken, mobile, inScript } = n;

/** libphonenumber-js's example mobile of the region, national and international form. */
export const example = (region) => {
  const p = getExampleNumber(region, examples);
  return { national: p.formatNational(), intl: p.formatInternational(), nsn: p.nationalNumber };
};
/** A fresh mobile of the region in its national form. */
export const national = (region) => n.mobile(region).national;
/** A Brazilian CEP, checked with validator's table. */
export const cep = () => {
  for (;;) {
    const v = `${n.int(10000, 99999)}-${n.digits(3)}`;
    if (validator.isPostalCode(v, 'BR')) return v;
  }
};
/** A value's digits cut in two after `at` digits: [head, tail], separators kept on their side. */
export const split = (value, at) => {
  let seen = 0;
  for (let i = 0; i < value.length; i++) {
    if (/[0-9]/u.test(value[i]) && ++seen === at) return [value.slice(0, i + 1).trim(), value.slice(i + 1).trim()];
  }
  return [value, ''];
};
export const ip = () => `${n.pick(['203.0.113', '198.51.100', '192.0.2'])}.${n.int(2, 254)}`;
export const pad = (x, w = 2) => String(x).padStart(w, '0');
export const hm = () => `${pad(n.int(7, 22))}:${pad(n.int(0, 59))}`;
export { parsePhoneNumberFromString };
