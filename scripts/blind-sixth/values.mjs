// Value generators for the sixth blind set (scripts/blind-sixth/generate.mjs). The generic helpers (fixed-seed
// generator, stdnum draw, libphonenumber-js mobile numbers, Luhn cards, BIP-39 phrases, ISBNs, vendor tokens) are the
// fifth round's; this file adds the countries and payment formats the earlier rounds did not use. The shared
// generator is advanced by a fixed number of draws first, so the values differ from the fifth set's and are the same
// on every run.
import { composeIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import { chars, digits, int, pick, random, stdnumValue } from '../blind-fifth/values.mjs';

for (let i = 0; i < 6006; i++) random();

export { card, chars, clock, coords, digits, hex, int, isbn13, phone, pick, seed, tokens, upper } from '../blind-fifth/values.mjs';

const pad = (n, w = 2) => String(n).padStart(w, '0');
const date = () => ({ y: int(1958, 2003), m: int(1, 12), d: int(1, 28) });
const ymd = ({ y, m, d }) => `${pad(y % 100)}${pad(m)}${pad(d)}`;
const dmy = ({ y, m, d }) => `${pad(d)}${pad(m)}${pad(y % 100)}`;

export const ids = {
  nlBsn: () => stdnumValue('NL', 'bsn', () => `${int(1, 6)}${digits(8)}`, false),
  plPesel: () =>
    stdnumValue(
      'PL',
      'pesel',
      () => {
        const t = date();
        return `${pad(t.y % 100)}${pad(t.m + (t.y >= 2000 ? 20 : 0))}${pad(t.d)}${digits(5)}`;
      },
      false,
    ),
  plNip: () => stdnumValue('PL', 'nip', () => `${int(1, 9)}${digits(9)}`),
  seNr: () => stdnumValue('SE', 'personnummer', () => `${ymd(date())}-${digits(4)}`),
  dkCpr: () => stdnumValue('DK', 'cpr', () => `${dmy(date())}${digits(4)}`),
  fiHetu: () =>
    stdnumValue(
      'FI',
      'hetu',
      () => `${dmy({ ...date(), y: int(1958, 1999) })}-${digits(3)}${pick([...'0123456789ABCDEFHJKLMNPRSTUVWXY'])}`,
    ),
  noFnr: () => stdnumValue('NO', 'fodselsnummer', () => `${dmy(date())}${digits(5)}`, false),
  clRut: () => stdnumValue('CL', 'rut', () => `${int(10, 24)}${digits(6)}${pick([...'0123456789K'])}`),
  coNit: () => stdnumValue('CO', 'nit', () => `${int(800, 901)}${digits(6)}${digits(1)}`),
  peRuc: () => stdnumValue('PE', 'ruc', () => `20${digits(9)}`, false),
  grAmka: () => stdnumValue('GR', 'amka', () => `${dmy(date())}${digits(5)}`, false),
  iePps: () => stdnumValue('IE', 'pps', () => `${digits(7)}${pick([...'ABCDEFGHIJKLMNOPQRSTUVW'])}`, false),
  trTc: () => stdnumValue('TR', 'tckimlik', () => `${int(1, 9)}${digits(10)}`, false),
  zaId: () => stdnumValue('ZA', 'idnr', () => `${ymd(date())}${digits(4)}08${digits(1)}`, false),
  roCnp: () => stdnumValue('RO', 'cnp', () => `${int(1, 2)}${ymd(date())}${pad(int(1, 40))}${digits(3)}${digits(1)}`, false),
  bgEgn: () => stdnumValue('BG', 'egn', () => `${ymd(date())}${digits(4)}`, false),
  czRc: () =>
    stdnumValue('CZ', 'rc', () => {
      const t = date();
      return `${pad(t.y % 100)}${pad(t.m + (random() < 0.5 ? 50 : 0))}${pad(t.d)}/${digits(4)}`;
    }),
  ilId: () => stdnumValue('IL', 'idnr', () => digits(9), false),
  hkId: () => stdnumValue('HK', 'hkid', () => `${pick([...'ACDEGHKPRVYZ'])}${digits(6)}${pick([...'0123456789A'])}`),
  myNric: () => stdnumValue('MY', 'nric', () => `${ymd(date())}-${pick(['01', '10', '14', '08'])}-${digits(4)}`),
  auTfn: () => stdnumValue('AU', 'tfn', () => digits(9)),
  auAbn: () => stdnumValue('AU', 'abn', () => `${int(10, 99)}${digits(9)}`),
  uyCedula: () => stdnumValue('UY', 'cedula', () => `${int(1, 5)}${digits(6)}${digits(1)}`),
  ecCi: () => stdnumValue('EC', 'ci', () => `${pad(int(1, 24))}${int(0, 5)}${digits(6)}${digits(1)}`, false),
  hrOib: () => stdnumValue('HR', 'oib', () => digits(11), false),
  isKt: () => stdnumValue('IS', 'kennitala', () => `${dmy(date())}${digits(2)}${digits(1)}${pick(['9', '0'])}`),
  pkCnic: () => stdnumValue('PK', 'cnic', () => `${int(1, 7)}${digits(4)}${digits(7)}${int(1, 2)}`),
  thId: () => stdnumValue('TH', 'idnr', () => `${int(1, 8)}${digits(12)}`),
  uaRntrc: () => stdnumValue('UA', 'rntrc', () => digits(10), false),
  byUnp: () => stdnumValue('BY', 'unp', () => `${int(1, 7)}${digits(8)}`, false),
  twUi: () => stdnumValue('TW', 'ui', () => `${pick([...'ABCDEFGH'])}${pick([...'ABCD'])}${digits(8)}`, false),
  sgUen: () => stdnumValue('SG', 'uen', () => `${int(2000, 2024)}${digits(5)}${pick([...'ABCDEFGHJKLMNRSUWXZ'])}`, false),
  cnUscc: () =>
    stdnumValue('CN', 'uscc', () => `92${pick(['320102', '420106', '610113'])}${chars('0123456789ABCDEFGHJKLMNPQRTUWXY', 10)}`, false),
  twUbn: () => stdnumValue('TW', 'ubn', () => `${int(1, 9)}${digits(7)}`, false),
  /** Kazakh ИИН: birth date, century-and-sex digit, four digits and the check of the published two-pass rule. */
  kzIin: () => {
    for (;;) {
      const t = date();
      const body = `${ymd(t)}${t.y >= 2000 ? int(5, 6) : int(3, 4)}${digits(4)}`;
      const check = (w) => [...body].reduce((s, d, i) => s + Number(d) * w[i], 0) % 11;
      let c = check([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      if (c === 10) c = check([3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2]);
      if (c < 10) return `${body}${c}`;
    }
  },
  ruOgrn: () => {
    // ОГРН: 12 digits and the last digit of their value mod 11 (the published rule).
    const body = `1${pick(['02', '05', '07', '16', '77', '78'])}${digits(10)}`.slice(0, 12);
    return `${body}${(BigInt(body) % 11n) % 10n}`;
  },
  /** Mexican CLABE: 17 digits and the weighted check digit (3, 7, 1 repeated). */
  mxClabe: () => {
    const body = `${pick(['002', '012', '014', '021', '072'])}${pick(['180', '320', '650'])}${digits(11)}`;
    let sum = 0;
    for (let i = 0; i < 17; i++) sum += (Number(body[i]) * [3, 7, 1][i % 3]) % 10;
    return `${body}${(10 - (sum % 10)) % 10}`;
  },
  /** US ABA routing number: eight digits and the check of weights 3, 7, 1. */
  aba: () => {
    const body = `${pick(['02', '03', '11', '12', '26', '32'])}${digits(6)}`;
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += Number(body[i]) * [3, 7, 1][i % 3];
    return `${body}${(10 - (sum % 10)) % 10}`;
  },
  uuid: () =>
    `${chars('0123456789abcdef', 8)}-${chars('0123456789abcdef', 4)}-4${chars('0123456789abcdef', 3)}-${pick([...'89ab'])}${chars('0123456789abcdef', 3)}-${chars('0123456789abcdef', 12)}`,
};

const BBAN = {
  PL: 24,
  SE: 20,
  DK: 14,
  FI: 14,
  NO: 11,
  GR: 23,
  HR: 17,
  CZ: 20,
  SK: 20,
  HU: 24,
  SI: 15,
  EE: 16,
  LT: 16,
  AT: 16,
  LU: 16,
  MC: 23,
  SM: 23,
};
/** An IBAN of the country that ibantools accepts (national check digits included), in groups of four or compact. */
export function iban(cc, friendly = true) {
  for (let i = 0; i < 400000; i++) {
    let bban = digits(BBAN[cc] ?? 16);
    if (cc === 'IE') bban = `${pick(['AIBK', 'BOFI'])}${digits(14)}`;
    if (cc === 'MC' || cc === 'SM') bban = cc === 'SM' ? `${pick([...'ABCDEFGHJKLMN'])}${digits(22)}` : `${digits(21)}${digits(2)}`;
    if (cc === 'RO') bban = `${pick(['BTRL', 'RNCB', 'INGB'])}${digits(16)}`;
    if (cc === 'BG') bban = `${pick(['UNCR', 'BNBG'])}${digits(6)}${digits(8)}`;
    if (cc === 'LV') bban = `${pick(['HABA', 'UNLA'])}${digits(13)}`;
    if (cc === 'TR') bban = `${digits(5)}0${digits(16)}`;
    if (cc === 'UA') bban = `${digits(6)}${digits(19)}`;
    const v = composeIBAN({ countryCode: cc, bban });
    if (v && isValidIBAN(v)) return friendly ? friendlyFormatIBAN(v) : v;
  }
  throw new Error(`no IBAN ${cc}`);
}

/** An ISBN-10 with its check digit (mod 11, X for ten), hyphenated after the group and publisher. */
export function isbn10(group = '3', publisher = '257') {
  const body = `${group}${publisher}${digits(9 - group.length - publisher.length)}`;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(body[i]) * (10 - i);
  const c = (11 - (sum % 11)) % 11;
  return `${group}-${publisher}-${body.slice(group.length + publisher.length)}-${c === 10 ? 'X' : c}`;
}
/** A time stamp of a log line: ISO with a zone offset or the syslog form. */
export const stamp = () => `2026-${pad(int(1, 11))}-${pad(int(1, 28))} ${pad(int(0, 23))}:${pad(int(0, 59))}:${pad(int(0, 59))}`;
export const subtitleTime = (s) => `00:${pad(Math.floor(s / 60))}:${pad(s % 60)},${pad(int(0, 999), 3)}`;
