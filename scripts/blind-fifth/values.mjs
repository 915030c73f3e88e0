// Value generators for the fifth blind set (scripts/blind-fifth/generate.mjs): every identifier comes from a
// library that knows its category (stdnum validators, libphonenumber-js metadata, ibantools, @scure/bip39 word
// lists) or from the published check-digit rule, drawn with a fixed-seed generator so the set is reproducible.
import { entropyToMnemonic } from '@scure/bip39';
import { composeIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import { getExampleNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { stdnum } from 'stdnum';

let state = 0x5eed5;
/** mulberry32: a small fixed-seed generator, so the set is the same on every run. */
export function random() {
  state = (state + 0x6d2b79f5) | 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
export const int = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));
export const pick = (list) => list[int(0, list.length - 1)];
const DIGITS = '0123456789';
const UPPER = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789abcdef';
export const chars = (alphabet, n) => Array.from({ length: n }, () => pick([...alphabet])).join('');
export const digits = (n) => chars(DIGITS, n);
const pad = (n, w = 2) => String(n).padStart(w, '0');

/** A value the stdnum validator of `country.name` accepts, drawn from `shape` until it does. */
export function stdnumValue(country, name, shape, formatted = true) {
  const validator = stdnum[country][name];
  for (let i = 0; i < 200000; i++) {
    const v = shape();
    const r = validator.validate(v);
    if (r.isValid) return formatted ? validator.format(v) : r.compact;
  }
  throw new Error(`no ${country}.${name}`);
}

const date = () => ({ y: int(1955, 2004), m: int(1, 12), d: int(1, 28) });
export const ids = {
  deIdnr: () => stdnumValue('DE', 'idnr', () => digits(11)),
  deSvnr: () =>
    stdnumValue('DE', 'svnr', () => {
      const { y, m, d } = date();
      return `${pick(['12', '13', '24', '38', '53', '65'])}${pad(d)}${pad(m)}${pad(y % 100)}${pick([...UPPER])}${digits(3)}`;
    }),
  deVat: () => `DE${stdnumValue('DE', 'vat', () => `DE${digits(9)}`, false).replace(/^DE/, '')}`,
  frNir: () =>
    stdnumValue('FR', 'nir', () => {
      const { y, m } = date();
      return `${int(1, 2)}${pad(y % 100)}${pad(m)}${pad(int(1, 95))}${digits(6)}${digits(2)}`;
    }),
  frSiret: () => stdnumValue('FR', 'siret', () => digits(14)),
  esDni: () => stdnumValue('ES', 'dni', () => `${digits(8)}${pick([...'TRWAGMYFPDXBNJZSQVHLCKE'])}`, false),
  esNie: () => stdnumValue('ES', 'nie', () => `${pick(['X', 'Y', 'Z'])}${digits(7)}${pick([...'TRWAGMYFPDXBNJZSQVHLCKE'])}`),
  esCif: () => stdnumValue('ES', 'cif', () => `B${digits(8)}`, false),
  ptNif: () => stdnumValue('PT', 'nif', () => `${pick(['1', '2'])}${digits(8)}`),
  ptCc: () => stdnumValue('PT', 'cc', () => `${digits(8)} ${digits(1)} ${chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 2)}${digits(1)}`),
  brCpf: () => stdnumValue('BR', 'cpf', () => digits(11)),
  brCnpj: () => stdnumValue('BR', 'cnpj', () => `${digits(8)}0001${digits(2)}`),
  itCf: () =>
    stdnumValue(
      'IT',
      'codicefiscale',
      () => {
        const { y, m, d } = date();
        const day = pad(d + (random() < 0.5 ? 40 : 0));
        return `${chars('BCDFGLMNPRSTVZ', 6)}${pad(y % 100)}${'ABCDEHLMPRST'[m - 1]}${day}${pick(['F205', 'H501', 'L219', 'G273', 'A944'])}${pick([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'])}`;
      },
      false,
    ),
  itIva: () => stdnumValue('IT', 'iva', () => digits(11), false),
  ruInn12: () => stdnumValue('RU', 'inn', () => `77${digits(10)}`, false),
  ruInn10: () => stdnumValue('RU', 'inn', () => `50${digits(8)}`, false),
  cnRic: () =>
    stdnumValue(
      'CN',
      'ric',
      () => {
        const { y, m, d } = date();
        return `${pick(['110105', '310104', '440305', '330106', '510107'])}${y}${pad(m)}${pad(d)}${digits(3)}${pick([...'0123456789X'])}`;
      },
      false,
    ),
  cnUscc: () =>
    stdnumValue('CN', 'uscc', () => `91${pick(['110105', '310115', '440300'])}${chars('0123456789ABCDEFGHJKLMNPQRTUWXY', 10)}`, false),
  twNatid: () => stdnumValue('TW', 'natid', () => `${pick([...'ABEFH'])}${int(1, 2)}${digits(8)}`, false),
  twUbn: () => stdnumValue('TW', 'ubn', () => digits(8), false),
  krRrn: () =>
    stdnumValue('KR', 'rrn', () => {
      const { y, m, d } = date();
      return `${pad(y % 100)}${pad(m)}${pad(d)}-${y < 2000 ? int(1, 2) : int(3, 4)}${digits(6)}`;
    }),
  krBrn: () => stdnumValue('KR', 'brn', () => `${digits(3)}${pad(int(1, 99))}${digits(5)}`),
  jpCn: () => stdnumValue('JP', 'cn', () => digits(13), false),
  usSsn: () => stdnumValue('US', 'ssn', () => `${pad(int(101, 665), 3)}-${pad(int(10, 99))}-${pad(int(1001, 9899), 4)}`),
  usEin: () => stdnumValue('US', 'ein', () => `${pick(['12', '27', '46', '84'])}-${digits(7)}`),
  gbNino: () => stdnumValue('GB', 'nino', () => `${chars('ABCEGHJKLMNPRSTWXYZ', 2)}${digits(6)}${pick(['A', 'B', 'C', 'D'])}`),
  caSin: () => stdnumValue('CA', 'sin', () => `${int(1, 7)}${digits(8)}`),
  inAadhaar: () => stdnumValue('IN', 'aadhaar', () => `${int(2, 9)}${digits(11)}`),
  chSsn: () => stdnumValue('CH', 'ssn', () => `756${digits(10)}`),
  atVnr: () => stdnumValue('AT', 'vnr', () => `${int(1, 9)}${digits(3)}${pad(int(1, 28))}${pad(int(1, 12))}${pad(int(50, 99))}`),
  beNn: () => stdnumValue('BE', 'nn', () => `${pad(int(60, 99))}${pad(int(1, 12))}${pad(int(1, 28))}${digits(5)}`),
  mxCurp: () =>
    stdnumValue(
      'MX',
      'curp',
      () => {
        const { y, m, d } = date();
        return `${pick(['GOMA', 'HERL', 'PELJ', 'RAMS'])}${pad(y % 100)}${pad(m)}${pad(d)}${pick(['H', 'M'])}${pick(['DF', 'JC', 'NL'])}${chars('BCDFGLMNPRSTVZ', 3)}0${digits(1)}`;
      },
      false,
    ),
  arDni: () => stdnumValue('AR', 'dni', () => `${int(20, 45)}${digits(6)}`),
  /** Japanese My Number: eleven digits and the check digit of the published rule. */
  jpMyNumber: () => {
    const body = digits(11);
    let sum = 0;
    for (let n = 1; n <= 11; n++) sum += Number(body[11 - n]) * (n <= 6 ? n + 1 : n - 5);
    const r = sum % 11;
    const all = `${body}${r <= 1 ? 0 : 11 - r}`;
    return `${all.slice(0, 4)} ${all.slice(4, 8)} ${all.slice(8)}`;
  },
  /** Russian SNILS: nine digits and the two-digit check of the published rule. */
  ruSnils: () => {
    const body = digits(9);
    let sum = 0;
    for (let i = 0; i < 9; i++) sum += Number(body[i]) * (9 - i);
    const check = sum < 100 ? sum : sum % 101 === 100 ? 0 : sum % 101;
    return `${body.slice(0, 3)}-${body.slice(3, 6)}-${body.slice(6)} ${pad(check % 100)}`;
  },
};

const BBAN = { DE: 18, FR: 23, ES: 20, PT: 21, IT: 23, AT: 16, CH: 17, BE: 12, NL: 14, GB: 18, LU: 16 };
/** An IBAN of the country that ibantools accepts (national check digits included), printed in groups of four. */
export function iban(cc, friendly = true) {
  for (let i = 0; i < 200000; i++) {
    let bban = digits(BBAN[cc]);
    if (cc === 'IT') bban = `${pick([...UPPER])}${digits(22)}`;
    if (cc === 'NL') bban = `${pick(['ABNA', 'INGB', 'RABO'])}${digits(10)}`;
    if (cc === 'GB') bban = `${pick(['NWBK', 'BARC', 'MIDL'])}${digits(14)}`;
    const v = composeIBAN({ countryCode: cc, bban });
    if (v && isValidIBAN(v)) return friendly ? friendlyFormatIBAN(v) : v;
  }
  throw new Error(`no IBAN ${cc}`);
}

/** A valid mobile number of the region: libphonenumber-js's example with its last digits redrawn until valid. */
export function phone(region, form = 'national') {
  const example = getExampleNumber(region, examples);
  const nsn = example.nationalNumber;
  for (let i = 0; i < 10000; i++) {
    const n = parsePhoneNumberFromString(`${nsn.slice(0, -4)}${digits(4)}`, region);
    if (n?.isValid() && n.nationalNumber !== nsn) {
      if (form === 'international') return n.formatInternational();
      if (form === 'e164') return n.number;
      if (form === 'digits') return `0${n.nationalNumber}`;
      return n.formatNational();
    }
  }
  throw new Error(`no phone ${region}`);
}

/** A card number passing the Luhn check, with the issuer's prefix and length, in groups. */
export function card(prefix, length, groups = [4, 4, 4, 4]) {
  const body = `${prefix}${digits(length - prefix.length - 1)}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  const all = `${body}${(10 - (sum % 10)) % 10}`;
  const out = [];
  let at = 0;
  for (const g of groups) out.push(all.slice(at, (at += g)));
  return out.join(' ');
}

/** A checksummed BIP-39 phrase of `words` words from the named word list. */
export function seed(wordlist, words = 12, sep = ' ') {
  const bytes = Uint8Array.from({ length: (words / 3) * 4 }, () => int(0, 255));
  return entropyToMnemonic(bytes, wordlist).split(/\s+/u).join(sep);
}

/** An ISBN-13 with its check digit, hyphenated after the prefix, group and publisher. */
export function isbn13(group = '3') {
  const body = `978${group}${digits(12 - 3 - group.length)}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 ? 3 : 1);
  const all = `${body}${(10 - (sum % 10)) % 10}`;
  return `${all.slice(0, 3)}-${all.slice(3, 3 + group.length)}-${all.slice(3 + group.length, 8)}-${all.slice(8, 12)}-${all[12]}`;
}

export const tokens = {
  github: () => `ghp_${chars(ALNUM, 36)}`,
  githubFine: () => `github_pat_11${chars(ALNUM, 20)}_${chars(ALNUM, 59)}`,
  openai: () => `sk-proj-${chars(ALNUM, 48)}`,
  anthropic: () => `sk-ant-api03-${chars(ALNUM, 40)}-${chars(ALNUM, 20)}AA`,
  aws: () => `AKIA${chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`,
  awsSecret: () => chars(ALNUM + '/+', 40),
  stripeRestricted: () => `rk_live_${chars(ALNUM, 24)}`,
  sendgrid: () => `SG.${chars(ALNUM, 22)}.${chars(ALNUM, 43)}`,
  shopify: () => `shpat_${chars(HEX, 32)}`,
  slackWebhook: () => `https://hooks.slack.com/services/T${chars(UPPER, 8)}/B${chars(UPPER, 8)}/${chars(ALNUM, 24)}`,
  telegram: () => `${int(5000000000, 7999999999)}:AA${chars(ALNUM + '_-', 33)}`,
  google: () => `AIza${chars(ALNUM + '_-', 35)}`,
  hf: () => `hf_${chars(ALNUM, 34)}`,
  npm: () => `npm_${chars(ALNUM, 36)}`,
  jwt: () => {
    const b64 = (s) => Buffer.from(s).toString('base64url');
    return `${b64('{"alg":"HS256","typ":"JWT"}')}.${b64(`{"sub":"${digits(7)}","name":"m.k","iat":${int(1700000000, 1790000000)}}`)}.${chars(ALNUM + '_-', 43)}`;
  },
  twilio: () => `SK${chars(HEX, 32)}`,
  mailgun: () => `key-${chars(HEX, 32)}`,
  hex32: () => chars(HEX, 32),
  password: () =>
    `${pick(['Sonne', 'Tigre', 'Luna', 'Mare', 'Kot', 'Hana', 'Blue', 'Ciel'])}${pick(['#', '!', '$', '_', '.'])}${digits(int(2, 4))}${chars(ALNUM, int(1, 3))}`,
};

export const coords = (lat, lon, places = 6) =>
  `${(lat + (random() - 0.5) / 50).toFixed(places)}, ${(lon + (random() - 0.5) / 50).toFixed(places)}`;
export const clock = () => `${pad(int(0, 23))}:${pad(int(0, 59))}:${pad(int(0, 59))}`;
export const isoTime = () => `2026-${pad(int(1, 11))}-${pad(int(1, 28))}T${clock()}.${digits(3)}Z`;
export const hex = (n) => chars(HEX, n);
export const upper = (n) => chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ', n);
