// Values for the fifteenth blind round, computed rather than invented: national identifiers are drawn at random (fixed
// seed) and kept only when stdnum accepts them; IBANs are composed and checked by ibantools; phone numbers are drawn
// and kept only when libphonenumber-js (full metadata) says they are valid numbers of the country; seed phrases are
// drawn from the BIP-39 lists of @scure/bip39.
import { stdnum } from 'stdnum';
import * as ibantools from 'ibantools';
import { wordlist as jaWords } from '@scure/bip39/wordlists/japanese.js';
import { wordlist as koWords } from '@scure/bip39/wordlists/korean.js';
import { wordlist as frWords } from '@scure/bip39/wordlists/french.js';
import { wordlist as esWords } from '@scure/bip39/wordlists/spanish.js';
import { wordlist as ptWords } from '@scure/bip39/wordlists/portuguese.js';
import { wordlist as itWords } from '@scure/bip39/wordlists/italian.js';
import { wordlist as csWords } from '@scure/bip39/wordlists/czech.js';
import { wordlist as zhWords } from '@scure/bip39/wordlists/simplified-chinese.js';
import { seededDraws } from '../blind-rows/seededDraws.mjs';
import { drawIban, drawPhone } from '../blind-rows/validValues.mjs';

export const { rand, fill, pick, drawValid } = seededDraws(0x15_2026, 400000);
const std = (country, kind) => (v) => stdnum[country][kind].validate(v).isValid;
const fmt = (country, kind, v) => stdnum[country][kind].format(v);
const valid = (country, kind, pattern) => fmt(country, kind, drawValid(pattern, std(country, kind)));

// Countries the earlier rounds drew least (none of these modules appears in scripts/blind-*).
export const ids = {
  plPesel: () => drawValid('8705####' + '###', std('PL', 'pesel')),
  atVnr: () => drawValid('####' + '120385', std('AT', 'vnr')),
  mxCurp: () => drawValid('GOMA850312HDFRRN#' + '#', std('MX', 'curp')),
  arCuit: () => valid('AR', 'cuit', '20' + '########' + '#'),
  inPan: () => drawValid('@@@P@####@', std('IN', 'pan')),
  dkCpr: () => valid('DK', 'cpr', '120385' + '####'),
  fiHetu: () => drawValid('120385-###@', std('FI', 'hetu')),
  noFnr: () => drawValid('120385#####', std('NO', 'fodselsnummer')),
  roCnp: () => drawValid('1850312' + '######', std('RO', 'cnp')),
  ilId: () => drawValid('#########', std('IL', 'idnr')),
  zaId: () => drawValid('8503125######', std('ZA', 'idnr')),
  hkId: () => fmt('HK', 'hkid', drawValid('@#######', std('HK', 'hkid'))),
  myNric: () => fmt('MY', 'nric', drawValid('850312' + '14' + '####', std('MY', 'nric'))),
  thId: () => drawValid('1#' + '###########', std('TH', 'idnr')),
  eeIk: () => drawValid('38503120###', std('EE', 'ik')),
  esNss: () => drawValid('28########' + '##', std('ES', 'nss')),
  frNif: () => drawValid('#############', std('FR', 'nif')),
  grAmka: () => drawValid('120385#####', std('GR', 'amka')),
  czRc: () => fmt('CZ', 'rc', drawValid('850312####', std('CZ', 'rc'))),
  bgEgn: () => drawValid('850312####', std('BG', 'egn')),
  trTc: () => drawValid('1##########', std('TR', 'tckimlik')),
  ieId: () => drawValid('#######@', std('IE', 'pps')),
  ltId: () => drawValid('38503120###', std('LT', 'asmens')),
  uyCi: () => drawValid('########', std('UY', 'cedula')),
  ecCi: () => drawValid('17########', std('EC', 'ci')),
  peCe: () => drawValid('#########', std('PE', 'ce')),
  brCnpj: () => fmt('BR', 'cnpj', drawValid('########0001##', std('BR', 'cnpj'))),
  frSiren: () => fmt('FR', 'siren', drawValid('#########', std('FR', 'siren'))),
  deVat: () => drawValid('DE#########', std('DE', 'vat')),
  esCif: () => drawValid('B########', std('ES', 'cif')),
  itIva: () => drawValid('###########', std('IT', 'iva')),
  ptNipc: () => drawValid('5########', std('PT', 'nipc')),
  krBrn: () => fmt('KR', 'brn', drawValid('##########', std('KR', 'brn'))),
  ruInnOrg: () => drawValid('77########', std('RU', 'inn')),
  jpCn: () => drawValid('#############', std('JP', 'cn')),
  cnUscc: () => drawValid('91110000########' + '#@', std('CN', 'uscc')),
  mxClabe: () => drawValid('012180' + '###########' + '#', std('MX', 'clabe')),
  arCbu: () => drawValid('0110###' + '#' + '#############' + '#', std('AR', 'cbu')),
  chAvs: () => fmt('CH', 'ssn', drawValid('756##########', std('CH', 'ssn'))),
  noKonto: () => drawValid('###########', std('NO', 'kontonr')),
};

/** An IBAN of the country (BBAN drawn until ibantools accepts the whole), electronic (no spaces). */
export const iban = (country, bbanPattern) => drawIban(fill, country, bbanPattern);
export const printIban = (v) => ibantools.friendlyFormatIBAN(v);

/** A valid phone number of the country: national significant number drawn from the pattern. */
export const phone = (country, callingCode, nsnPattern) => drawPhone(fill, country, callingCode, nsnPattern);
export const national = (p) => p.formatNational();
export const international = (p) => p.formatInternational();
export const nsn = (p) => String(p.nationalNumber);
export const e164 = (p) => p.number;

/** A precise point (six decimals) near the given centre: a house, not a city. */
export const homePoint = (lat, lon) => `${(lat + (rand() - 0.5) / 50).toFixed(6)}, ${(lon + (rand() - 0.5) / 50).toFixed(6)}`;

const LISTS = { ja: jaWords, ko: koWords, fr: frWords, es: esWords, pt: ptWords, it: itWords, cs: csWords, zh: zhWords };
/** Twelve words drawn from a BIP-39 list of the language (the checksum is not needed to be a phrase). */
export const seedPhrase = (lang, n = 12, sep = ' ') => Array.from({ length: n }, () => pick(LISTS[lang])).join(sep);

/** A valid ISBN-13 from a 12-digit stem. */
export function isbn13(stem) {
  const sum = [...stem].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${stem}${(10 - (sum % 10)) % 10}`;
}
export const isbn = () => {
  const v = isbn13('978' + fill('#########'));
  return `${v.slice(0, 3)}-${v.slice(3, 4)}-${v.slice(4, 8)}-${v.slice(8, 12)}-${v.slice(12)}`;
};

/** A card-like run masked but for its last four. */
export const masked = (dot = '•') => `${dot.repeat(4)} ${dot.repeat(4)} ${dot.repeat(4)} ${fill('####')}`;

/** '#' a digit, 'x' a lower-case hex digit. */
export const hex = (pattern) => [...pattern].map((ch) => (ch === 'x' ? '0123456789abcdef'[Math.floor(rand() * 16)] : ch)).join('');
export const uuid = () => hex('xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx');

/** A card number of the prefix that passes Luhn, in groups of four. */
export function cardNumber(prefix, length = 16) {
  const body = fill(prefix + '#'.repeat(length - prefix.length - 1));
  const sum = [...body].reverse().reduce((s, d, i) => {
    let n = Number(d) * (i % 2 === 0 ? 2 : 1);
    if (n > 9) n -= 9;
    return s + n;
  }, 0);
  return (body + String((10 - (sum % 10)) % 10)).replace(/(\d{4})(?=\d)/g, '$1 ');
}
