// Value generators for the seventh blind set (scripts/blind-seventh/generate.mjs). The generic helpers (fixed-seed
// generator, stdnum draw, libphonenumber-js numbers, IBANs, BIP-39 phrases, vendor tokens) are the fifth and sixth
// rounds'; this file adds what users paste in the shapes the earlier rounds did not use: plates and postcodes checked
// with validator's locale tables, numbers with extensions, bank details of local formats (sort code, BSB, ABA routing
// with account, UPI and wallet numbers), crypto addresses with their checksums (bech32, EIP-55), recovery code
// lists. The shared generator is advanced by a fixed number of draws first, so the values differ from the earlier
// sets' and are the same on every run.
import { keccak_256 } from '@noble/hashes/sha3.js';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { composeIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import validator from 'validator';
import { random } from '../blind-fifth/values.mjs';
import { chars, digits, iban as sixthIban, int, pick, phone } from '../blind-sixth/values.mjs';

for (let i = 0; i < 7007; i++) random();

export {
  card,
  chars,
  clock,
  coords,
  digits,
  hex,
  ids,
  int,
  isbn13,
  phone,
  pick,
  seed,
  stamp,
  tokens,
  upper,
} from '../blind-sixth/values.mjs';

const pad = (n, w = 2) => String(n).padStart(w, '0');
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UP = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** A value `check` accepts, drawn from `shape` until it does. */
function until(shape, check, what) {
  for (let i = 0; i < 100000; i++) {
    const v = shape();
    if (check(v)) return v;
  }
  throw new Error(`no ${what}`);
}

/** A vehicle plate of the validator locale, drawn in the local shape until validator's table accepts it. */
export const plate = {
  se: () =>
    until(
      () => `${chars(UP, 3)} ${digits(2)}${pick([...'0123456789ABCDEFGHJKLMNPRSTUWXYZ'])}`,
      (v) => validator.isLicensePlate(v, 'sv-SE'),
      'SE plate',
    ),
  fi: () =>
    until(
      () => `${chars(UP, 3)}-${int(1, 999)}`,
      (v) => validator.isLicensePlate(v, 'fi-FI'),
      'FI plate',
    ),
  cz: () =>
    until(
      () => `${int(1, 9)}${pick([...'ABCEHJKLMPSTUZ'])}${int(1, 9)} ${digits(4)}`,
      (v) => validator.isLicensePlate(v.replace(' ', ''), 'cs-CZ'),
      'CZ plate',
    ),
  br: () =>
    until(
      () => `${chars(UP, 3)}${digits(1)}${chars(UP, 1)}${digits(2)}`,
      (v) => validator.isLicensePlate(v, 'pt-BR'),
      'BR plate',
    ),
  ar: () =>
    until(
      () => `${chars(UP, 2)} ${digits(3)} ${chars(UP, 2)}`,
      (v) => validator.isLicensePlate(v, 'es-AR'),
      'AR plate',
    ),
  in: () =>
    until(
      () => `${pick(['MH', 'KA', 'DL', 'TN', 'TS'])} ${pad(int(1, 50))} ${chars(UP, 2)} ${digits(4)}`,
      (v) => validator.isLicensePlate(v, 'en-IN'),
      'IN plate',
    ),
  sg: () =>
    until(
      () => `S${chars('BCDEFGHJKLMPRSTXYZ', 2)} ${int(1, 9999)}${chars('ABCDEGHJKLMPRSTUXYZ', 1)}`,
      (v) => validator.isLicensePlate(v, 'en-SG'),
      'SG plate',
    ),
  pt: () =>
    until(
      () => `${chars(UP, 2)}-${digits(2)}-${chars(UP, 2)}`,
      (v) => validator.isLicensePlate(v, 'pt-PT'),
      'PT plate',
    ),
  hu: () =>
    until(
      () => `${chars(UP, 3)}-${digits(3)}`,
      (v) => validator.isLicensePlate(v, 'hu-HU'),
      'HU plate',
    ),
};

/** A postcode of the validator locale, drawn in the local shape until validator's table accepts it. */
export function postcode(cc) {
  const shapes = {
    NL: () => `${int(1000, 9999)} ${chars('ABCEGHJKLNPRTVWXZ', 2)}`,
    BE: () => String(int(1000, 9999)),
    SE: () => `${int(100, 984)} ${digits(2)}`,
    NO: () => pad(int(1, 9999), 4),
    DK: () => String(int(1000, 9990)),
    FI: () => pad(int(100, 99999), 5),
    PL: () => `${pad(int(0, 99))}-${digits(3)}`,
    CZ: () => `${int(100, 799)} ${digits(2)}`,
    GR: () => `${int(100, 859)} ${digits(2)}`,
    BR: () => `${pad(int(1000, 99999), 5)}-${digits(3)}`,
    MX: () => pad(int(1000, 99999), 5),
    IN: () => `${int(110, 855)}${digits(3)}`,
    TH: () => String(int(10000, 96999)),
    ID: () => String(int(10000, 99999)),
    MY: () => pad(int(1000, 98000), 5),
    CO: () => `${pad(int(5, 99))}${digits(4)}`,
    KE: () => pad(int(100, 90999), 5),
  };
  return until(shapes[cc], (v) => validator.isPostalCode(v, cc), `${cc} postcode`);
}

/** A valid number of the region (its example type) with an extension, in national or international form. */
export function phoneExt(region, ext, form = 'national') {
  const n = parsePhoneNumberFromString(phone(region, 'e164'));
  return `${form === 'international' ? n.formatInternational() : n.formatNational()} ${ext}`;
}

/** UK sort code and account number; Australian BSB and account; US ABA routing (weights 3, 7, 1) and account. */
export const sortCode = () => `${pick(['20', '40', '30', '60', '77', '83'])}-${digits(2)}-${digits(2)}`;
export const bsb = () => `${pick(['062', '033', '083', '012', '732'])}-${digits(3)}`;
export function aba() {
  const body = `${pick(['02', '03', '11', '12', '26', '32'])}${digits(6)}`;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(body[i]) * [3, 7, 1][i % 3];
  return `${body}${(10 - (sum % 10)) % 10}`;
}
export const upi = (name) => `${name}${int(10, 99)}@${pick(['okhdfcbank', 'oksbi', 'ybl', 'paytm', 'okicici', 'axl'])}`;

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(values) {
  const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= G[i];
  }
  return chk;
}
/** A native SegWit (bech32, witness version 0, 20-byte program) Bitcoin address with its checksum. */
export function btc() {
  const data = [0, ...Array.from({ length: 32 }, () => int(0, 31))];
  const hrp = [...'bc'].map((c) => c.charCodeAt(0));
  const expanded = [...hrp.map((c) => c >> 5), 0, ...hrp.map((c) => c & 31)];
  const mod = polymod([...expanded, ...data, 0, 0, 0, 0, 0, 0]) ^ 1;
  const check = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31);
  const out = `bc1${[...data, ...check].map((d) => BECH32[d]).join('')}`;
  if (!validator.isBtcAddress(out)) throw new Error('bech32');
  return out;
}
/** An Ethereum address with its EIP-55 mixed-case checksum. */
export function eth() {
  const addr = chars('0123456789abcdef', 40);
  const hash = Buffer.from(keccak_256(new TextEncoder().encode(addr))).toString('hex');
  const out = `0x${[...addr].map((c, i) => (parseInt(hash[i], 16) >= 8 ? c.toUpperCase() : c)).join('')}`;
  if (!validator.isEthereumAddress(out)) throw new Error('eth');
  return out;
}

/** Recovery-code lists in the shapes services print them: GitHub (5+5 hex), Google (4+4 digits), generic. */
export const recovery = {
  github: (n) => Array.from({ length: n }, () => `${chars('0123456789abcdef', 5)}-${chars('0123456789abcdef', 5)}`),
  google: (n) => Array.from({ length: n }, () => `${digits(4)} ${digits(4)}`),
  plain: (n, len = 10) => Array.from({ length: n }, () => chars(LOWER + '23456789', len)),
};
/** A Wi-Fi key or a router admin password as people set them. */
export const wifiKey = () =>
  pick([
    () => chars(ALNUM, 16),
    () => `${pick(['Bergluft', 'casa', 'Dacha', 'Sakura', 'Tigre', 'nami'])}${digits(4)}${pick(['!', '#', '', '?'])}`,
    () => digits(int(10, 13)),
  ])();
export const secretValue = () => chars(ALNUM, int(14, 22));
export const password = () =>
  `${pick(['Rosa', 'Fjord', 'Kiwi', 'Nebel', 'Oso', 'Volna', 'Mirai', 'Gato'])}${pick(['-', '@', '%', '+', '*'])}${digits(int(2, 4))}${chars(ALNUM, int(2, 3))}`;
export const ip = () => `10.${int(0, 255)}.${int(0, 255)}.${int(2, 254)}`;
export const ymd = () => `2026-${pad(int(1, 11))}-${pad(int(1, 28))}`;

/** Argentine CBU: two blocks with the check digits of the published weights. */
export function cbu() {
  const check = (s, w) => (10 - ([...s].reduce((a, d, i) => a + Number(d) * w[i % w.length], 0) % 10)) % 10;
  const b1 = `${pick(['007', '011', '017', '072', '285'])}${digits(4)}`;
  const b2 = digits(13);
  return `${b1}${check(b1, [7, 1, 3, 9])}${b2}${check(b2, [3, 9, 7, 1])}`;
}

const BBAN = { LI: 17, BE: 12, PT: 21, IS: 22, KZ: 16 };
/** An IBAN that ibantools accepts (national check digits included), for the countries of this round. */
export function iban(cc) {
  if (!BBAN[cc]) return sixthIban(cc);
  for (let i = 0; i < 400000; i++) {
    const v = composeIBAN({ countryCode: cc, bban: digits(BBAN[cc]) });
    if (v && isValidIBAN(v)) return friendlyFormatIBAN(v);
  }
  throw new Error(`no IBAN ${cc}`);
}
