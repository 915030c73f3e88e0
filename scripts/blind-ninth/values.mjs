// Value generators for the ninth blind set (scripts/blind-ninth/generate.mjs). The fixed-seed generator and the
// earlier rounds' helpers (stdnum draw, libphonenumber-js numbers, Luhn cards, BIP-39 phrases, IBANs) are reused; this
// file adds identifiers of countries the earlier sets seldom used (PESEL, BSN, personnummer, TC kimlik, Aadhaar, PAN,
// CNPJ, CURP, RFC, CUIT, RUT, SIN, TFN, CLABE, CBU, Japanese My Number), all accepted by the stdnum validators or the
// published check rule, and the written forms of this round: digits of other scripts (Arabic-Indic, Devanagari,
// full-width), digits as words and letters in a spelling alphabet. The shared generator is advanced by a fixed number
// of draws first, so the values differ from the earlier sets' and are the same on every run.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { wordlist as enWords } from '@scure/bip39/wordlists/english.js';
import { wordlist as esWords } from '@scure/bip39/wordlists/spanish.js';
import { wordlist as frWords } from '@scure/bip39/wordlists/french.js';
import { wordlist as itWords } from '@scure/bip39/wordlists/italian.js';
import { wordlist as ptWords } from '@scure/bip39/wordlists/portuguese.js';
import { wordlist as jaWords } from '@scure/bip39/wordlists/japanese.js';
import { wordlist as koWords } from '@scure/bip39/wordlists/korean.js';
import { wordlist as zhsWords } from '@scure/bip39/wordlists/simplified-chinese.js';
import { wordlist as zhtWords } from '@scure/bip39/wordlists/traditional-chinese.js';
import { seed as seedPhrase, isbn13 } from '../blind-fifth/values.mjs';
import * as e from '../blind-eighth/values.mjs';
import { chars, digits, int, pick, stdnumValue } from '../blind-eighth/values.mjs';

import { random } from '../blind-fifth/values.mjs';
import { DIGIT_WORDS, readDigits } from '../blind-rows/digitWords.mjs';
for (let i = 0; i < 90909; i++) random();

export { chars, digits, int, pick, stdnumValue, isbn13 };
export const { iban, ccc, pix, localPhone, intlPhone, plate, coords, password, hex, stamp, hm, ip, postcode, house, card, tokens } = e;
export const ids8 = e.ids;

const pad = (n, w = 2) => String(n).padStart(w, '0');
const UP = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const date = () => ({ y: int(1960, 2004), m: int(1, 12), d: int(1, 28) });

export const ids = {
  plPesel: () =>
    stdnumValue('PL', 'pesel', () => {
      const { y, m, d } = date();
      return `${pad(y % 100)}${pad(m + (y >= 2000 ? 20 : 0))}${pad(d)}${digits(5)}`;
    }),
  nlBsn: () => stdnumValue('NL', 'bsn', () => `${int(1, 6)}${digits(8)}`),
  sePnr: () =>
    stdnumValue('SE', 'personnummer', () => {
      const { y, m, d } = date();
      return `${pad(y % 100)}${pad(m)}${pad(d)}-${digits(4)}`;
    }),
  trTc: () => stdnumValue('TR', 'tckimlik', () => `${int(1, 9)}${digits(10)}`),
  inAadhaar: () => stdnumValue('IN', 'aadhaar', () => `${int(2, 9)}${digits(11)}`),
  inPan: () =>
    stdnumValue(
      'IN',
      'pan',
      () =>
        `${chars('ABCDEFGHJKLMNPRSTUVWXYZ', 3)}P${chars('ABCDEFGHJKLMNPRSTUVWXYZ', 1)}${digits(4)}${chars('ABCDEFGHJKLMNPRSTUVWXYZ', 1)}`,
    ),
  brCnpj: () => stdnumValue('BR', 'cnpj', () => `${digits(8)}0001${digits(2)}`),
  brCpf: () => stdnumValue('BR', 'cpf', () => digits(11)),
  mxCurp: () =>
    stdnumValue(
      'MX',
      'curp',
      () => {
        const { y, m, d } = date();
        return `${pick(['GAHL', 'ROMF', 'TOVE', 'CUSA'])}${pad(y % 100)}${pad(m)}${pad(d)}${pick(['H', 'M'])}${pick(['DF', 'JC', 'NL', 'PL'])}${chars('BCDFGLMNPRSTVZ', 3)}0${digits(1)}`;
      },
      false,
    ),
  mxRfc: () =>
    stdnumValue(
      'MX',
      'rfc',
      () => {
        const { y, m, d } = date();
        return `${pick(['GAHL', 'ROMF', 'TOVE', 'CUSA'])}${pad(y % 100)}${pad(m)}${pad(d)}${chars('ABCDEFGHJKLMNPRSTUVWXYZ123456789', 2)}${chars('0123456789A', 1)}`;
      },
      false,
    ),
  arCuit: () => stdnumValue('AR', 'cuit', () => `${pick(['20', '27', '23'])}${int(20, 45)}${digits(6)}${digits(1)}`),
  clRut: () => stdnumValue('CL', 'rut', () => `${int(8, 24)}${digits(6)}${pick([...'0123456789K'])}`),
  krRrn: e.ids.krRrn,
  jpMyNumber: e.ids.jpMyNumber,
  caSin: () => stdnumValue('CA', 'sin', () => `${int(1, 7)}${digits(8)}`),
  auTfn: () => stdnumValue('AU', 'tfn', () => `${int(1, 9)}${digits(8)}`),
  mxClabe: () =>
    stdnumValue('MX', 'clabe', () => `${pick(['002', '012', '014', '072'])}${pick(['180', '320', '580'])}${digits(12)}`, false),
  arCbu: () => stdnumValue('AR', 'cbu', () => `${pick(['011', '017', '007', '072'])}${digits(19)}`, false),
  cnRic: e.ids.cnRic,
  twNatid: e.ids.twNatid,
  esDni: e.ids.esDni,
  itCf: e.ids.itCf,
  ptNif: e.ids.ptNif,
  frNir: e.ids.frNir,
  deIdnr: e.ids.deIdnr,
  ruInn12: e.ids.ruInn12,
  ruSnils: e.ids.ruSnils,
  gbNino: e.ids.gbNino,
  usSsn: e.ids.usSsn,
};

const SCRIPTS = { arabic: 0x0660, persian: 0x06f0, devanagari: 0x0966, fullwidth: 0xff10, bengali: 0x09e6 };
/** A value with its ASCII digits written in another script's digits. */
export const inScript = (value, script) => value.replace(/[0-9]/gu, (ch) => String.fromCodePoint(SCRIPTS[script] + Number(ch)));

/** A value's digits read one by one in a language's words, other characters dropped. */
export const spoken = (value, lang, sep = ' ') => readDigits(value, DIGIT_WORDS[lang], sep);

const NATO = Object.fromEntries(
  'Alfa Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliett Kilo Lima Mike November Oscar Papa Quebec Romeo Sierra Tango Uniform Victor Whiskey Xray Yankee Zulu'
    .split(' ')
    .map((w) => [w[0], w]),
);
/** A value's letters in the NATO spelling alphabet, digits kept. */
export const nato = (value) => [...value.replace(/[\s-]/gu, '')].map((ch) => NATO[ch] ?? ch).join(' ');

export const seed = {
  en: (n = 12) => seedPhrase(enWords, n),
  es: (n = 12) => seedPhrase(esWords, n),
  fr: (n = 12) => seedPhrase(frWords, n),
  it: (n = 12) => seedPhrase(itWords, n),
  pt: (n = 12) => seedPhrase(ptWords, n),
  ja: (n = 12) => seedPhrase(jaWords, n),
  ko: (n = 12) => seedPhrase(koWords, n),
  zhs: (n = 12) => seedPhrase(zhsWords, n),
  zht: (n = 12) => seedPhrase(zhtWords, n),
};

/** Two-factor backup codes as services print them. */
export const backupCodes = (n = 4) => Array.from({ length: n }, () => `${digits(4)} ${digits(4)}`);
export const backupCodesAlnum = (n = 4) =>
  Array.from({ length: n }, () => `${chars('abcdefghjkmnpqrstuvwxyz23456789', 5)}-${chars('abcdefghjkmnpqrstuvwxyz23456789', 5)}`);
/** A lock-screen pattern as the 3×3 grid's cells in drawing order. */
export const pattern = () => {
  const cells = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  const out = [];
  for (let i = 0; i < 5; i++) out.push(cells.splice(int(0, cells.length - 1), 1)[0]);
  return out.join('-');
};
export const wifiPass = () =>
  `${pick(['Blue', 'Casa', 'Haus', 'Maison', 'Domik', 'Neko', 'Home'])}${pick(['!', '#', '_', '$'])}${digits(int(4, 6))}${chars('abcdefghjkmnpqrstuvwxyz', 2)}`;
export const pin = (n = 4) => digits(n);
/** A mobile number of the region in E.164 digits and in its national form. */
export const mobile = (region) => {
  const n = parsePhoneNumberFromString(e.intlPhone(region));
  return { intl: n.formatInternational(), national: n.formatNational(), nsn: n.nationalNumber, e164: n.number };
};
export const gitHash = () => hexFull(40).slice(0, int(7, 12));
const hexFull = (n) => chars('0123456789abcdef', n);
export const handle = (base) => `${base}${pick(['', '_', '.'])}${digits(int(2, 4))}`;
export const year = () => int(2015, 2026);
export { pad, UP };
