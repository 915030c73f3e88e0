// Value generators for the eighth blind set (scripts/blind-eighth/generate.mjs). The fixed-seed generator, the
// stdnum draw, libphonenumber-js numbers, Luhn cards and BIP-39 phrases are the fifth round's; this file adds the
// values the eighth round writes in local everyday form: health and insurance card numbers by their published check
// rules, Russian BIK with its correspondent and settlement accounts (the Central Bank's control key), Spanish CCC as
// the BBAN of an ibantools-valid IBAN, Brazilian PIX keys, Japanese and Korean account numbers, plates of local
// shape (German ones checked with validator's table). The shared generator is advanced by a fixed number of draws
// first, so the values differ from the earlier sets' and are the same on every run.
import { composeIBAN, electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import validator from 'validator';
import { card, chars, digits, int, phone, pick, random, seed, stdnumValue, tokens } from '../blind-fifth/values.mjs';

for (let i = 0; i < 80808; i++) random();

export { card, chars, digits, int, pick, seed, stdnumValue, tokens };

const pad = (n, w = 2) => String(n).padStart(w, '0');
const UP = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789abcdef';
const date = () => ({ y: int(1958, 2003), m: int(1, 12), d: int(1, 28) });

function until(shape, check, what) {
  for (let i = 0; i < 100000; i++) {
    const v = shape();
    if (check(v)) return v;
  }
  throw new Error(`no ${what}`);
}

/** National, tax and passport numbers that the stdnum validators accept. */
export const ids = {
  deIdnr: () => stdnumValue('DE', 'idnr', () => digits(11)),
  deSvnr: () =>
    stdnumValue('DE', 'svnr', () => {
      const { y, m, d } = date();
      return `${pick(['12', '13', '24', '38', '53', '65'])}${pad(d)}${pad(m)}${pad(y % 100)}${pick([...UP])}${digits(3)}`;
    }),
  dePass: () => stdnumValue('DE', 'passport', () => `C${chars('CFGHJKLMNPRTVWXYZ0123456789', 8)}`, false),
  frNir: () =>
    stdnumValue('FR', 'nir', () => {
      const { y, m } = date();
      return `${int(1, 2)}${pad(y % 100)}${pad(m)}${pad(int(1, 95))}${digits(6)}${digits(2)}`;
    }),
  frNif: () => stdnumValue('FR', 'nif', () => `${int(0, 3)}${digits(12)}`),
  esDni: () => stdnumValue('ES', 'dni', () => `${digits(8)}${pick([...'TRWAGMYFPDXBNJZSQVHLCKE'])}`, false),
  esNie: () => stdnumValue('ES', 'nie', () => `${pick(['X', 'Y'])}${digits(7)}${pick([...'TRWAGMYFPDXBNJZSQVHLCKE'])}`),
  esNss: () => stdnumValue('ES', 'nss', () => `${pick(['28', '08', '46', '41'])}${digits(10)}`, false),
  ptNif: () => stdnumValue('PT', 'nif', () => `${pick(['1', '2'])}${digits(8)}`),
  ptCc: () => stdnumValue('PT', 'cc', () => `${digits(8)} ${digits(1)} ${chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 2)}${digits(1)}`),
  brCpf: () => stdnumValue('BR', 'cpf', () => digits(11)),
  itCf: () =>
    stdnumValue(
      'IT',
      'codicefiscale',
      () => {
        const { y, m, d } = date();
        const day = pad(d + (random() < 0.5 ? 40 : 0));
        return `${chars('BCDFGLMNPRSTVZ', 6)}${pad(y % 100)}${'ABCDEHLMPRST'[m - 1]}${day}${pick(['F205', 'H501', 'L219', 'D612', 'F839'])}${pick([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'])}`;
      },
      false,
    ),
  itIva: () => stdnumValue('IT', 'iva', () => digits(11), false),
  ruInn12: () => stdnumValue('RU', 'inn', () => `77${digits(10)}`, false),
  krRrn: () =>
    stdnumValue('KR', 'rrn', () => {
      const { y, m, d } = date();
      return `${pad(y % 100)}${pad(m)}${pad(d)}-${y < 2000 ? int(1, 2) : int(3, 4)}${digits(6)}`;
    }),
  krBrn: () => stdnumValue('KR', 'brn', () => `${digits(3)}${pad(int(1, 99))}${digits(5)}`),
  cnRic: () =>
    stdnumValue(
      'CN',
      'ric',
      () => {
        const { y, m, d } = date();
        return `${pick(['110108', '310115', '440106', '320102', '420111'])}${y}${pad(m)}${pad(d)}${digits(3)}${pick([...'0123456789X'])}`;
      },
      false,
    ),
  cnUscc: () =>
    stdnumValue('CN', 'uscc', () => `91${pick(['110108', '310115', '440106'])}${chars('0123456789ABCDEFGHJKLMNPQRTUWXY', 10)}`, false),
  twNatid: () => stdnumValue('TW', 'natid', () => `${pick([...'ABFH'])}${int(1, 2)}${digits(8)}`, false),
  twUbn: () => stdnumValue('TW', 'ubn', () => digits(8), false),
  usSsn: () => stdnumValue('US', 'ssn', () => `${pad(int(101, 665), 3)}-${pad(int(10, 99))}-${pad(int(1001, 9899), 4)}`),
  gbNino: () => stdnumValue('GB', 'nino', () => `${chars('ABCEGHJKLMNPRSTWXYZ', 2)}${digits(6)}${pick(['A', 'B', 'C', 'D'])}`),
  mxCurp: () =>
    stdnumValue(
      'MX',
      'curp',
      () => {
        const { y, m, d } = date();
        return `${pick(['LOGA', 'MARR', 'SAPE'])}${pad(y % 100)}${pad(m)}${pad(d)}${pick(['H', 'M'])}${pick(['DF', 'JC', 'NL'])}${chars('BCDFGLMNPRSTVZ', 3)}0${digits(1)}`;
      },
      false,
    ),
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
    const body = `1${digits(8)}`;
    let sum = 0;
    for (let i = 0; i < 9; i++) sum += Number(body[i]) * (9 - i);
    const check = sum < 100 ? sum : sum % 101 === 100 ? 0 : sum % 101;
    return `${body.slice(0, 3)}-${body.slice(3, 6)}-${body.slice(6)} ${pad(check % 100)}`;
  },
  /** Russian internal passport: series (region + year of issue) and number. */
  ruPassport: () => `${pick(['45', '46', '40', '50', '60'])} ${pad(int(3, 24))} ${digits(6)}`,
  /** A passport number of letters and digits in the shape of the country's booklets. */
  passport: (shape) =>
    ({
      fr: () => `${pad(int(10, 24))}${chars(UP, 2)}${digits(5)}`,
      es: () => `${chars(UP, 3)}${digits(6)}`,
      it: () => `Y${chars(UP, 1)}${digits(7)}`,
      pt: () => `${chars(UP, 1)}${digits(6)}`,
      jp: () => `T${chars(UP, 1)}${digits(7)}`,
      kr: () => `M${digits(8)}`,
      cn: () => `E${digits(8)}`,
      tw: () => `3${digits(8)}`,
      us: () => `5${digits(8)}`,
      ru: () => `${pick(['72', '75', '76'])} ${digits(7)}`,
    })[shape](),
};

/** Health and insurance cards by their published check rules. */
export const health = {
  /** German eGK Krankenversichertennummer: a letter, eight digits, a check digit (weights 1,2 over the letter's two digits). */
  deKvnr: () => {
    const letter = pick([...'ABCDEFGHIJKLMNOPRSTUVWXYZ']);
    const body = `${pad(letter.charCodeAt(0) - 64)}${digits(8)}`;
    let sum = 0;
    for (let i = 0; i < body.length; i++) {
      const p = Number(body[i]) * (i % 2 ? 2 : 1);
      sum += p > 9 ? p - 9 : p;
    }
    return `${letter}${body.slice(2)}${sum % 10}`;
  },
  /** NHS number: nine digits and the modulus-11 check digit, in groups 3-3-4. */
  nhs: () =>
    until(
      () => {
        const body = `${int(4, 6)}${digits(8)}`;
        let sum = 0;
        for (let i = 0; i < 9; i++) sum += Number(body[i]) * (10 - i);
        const c = 11 - (sum % 11);
        return c === 10 ? null : `${body.slice(0, 3)} ${body.slice(3, 6)} ${body.slice(6)}${c === 11 ? 0 : c}`;
      },
      Boolean,
      'NHS number',
    ),
  /** Russian OMS policy (single-format): sixteen digits. */
  ruOms: () => `${pick(['77', '50', '78'])}${digits(14)}`,
  /** Portuguese SNS user number: nine digits. */
  ptSns: () => `${int(1, 3)}${digits(8)}`,
  /** Spanish regional health card (CIP), letters and digits. */
  esCip: () => `${chars(UP, 4)}${digits(6)}${pick(['01', '02', '03'])}${digits(2)}`,
  /** Japanese health insurance card: symbol and number. */
  jpHoken: () => ({ kigo: String(int(1, 999)), bango: String(int(1, 99999)) }),
  /** Korean health insurance number (eleven digits). */
  krHealth: () => `${int(1, 9)}${digits(10)}`,
  /** Chinese social-security card number: the resident ID. */
  twNhi: () => `0000${digits(8)}`,
  usMbi: () =>
    `${int(1, 9)}${chars('ACDEFGHJKMNPQRTUVWXY', 1)}${chars('ACDEFGHJKMNPQRTUVWXY0123456789', 1)}${digits(1)}-${chars('ACDEFGHJKMNPQRTUVWXY', 1)}${chars('ACDEFGHJKMNPQRTUVWXY0123456789', 1)}${digits(1)}-${chars('ACDEFGHJKMNPQRTUVWXY', 2)}${digits(2)}`,
};

const BBAN = { DE: 18, FR: 23, ES: 20, PT: 21, IT: 23, GB: 18 };
export function iban(cc, form = 'friendly') {
  for (let i = 0; i < 200000; i++) {
    let bban = digits(BBAN[cc]);
    if (cc === 'IT') bban = `${pick([...UP])}${digits(22)}`;
    if (cc === 'GB') bban = `${pick(['NWBK', 'BARC', 'MIDL'])}${digits(14)}`;
    const v = composeIBAN({ countryCode: cc, bban });
    if (v && isValidIBAN(v)) return form === 'friendly' ? friendlyFormatIBAN(v) : electronicFormatIBAN(v);
  }
  throw new Error(`no IBAN ${cc}`);
}
/** A Spanish CCC (entidad, oficina, DC, cuenta): the BBAN of a valid ES IBAN, national check digits included. */
export function ccc() {
  const bban = iban('ES', 'electronic').slice(4);
  return `${bban.slice(0, 4)} ${bban.slice(4, 8)} ${bban.slice(8, 10)} ${bban.slice(10)}`;
}
const ITALIAN_DIGITS = ['zero', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove'];
/** An Italian IBAN read aloud: letters as letters, digits as words, in the groups one dictates. */
export function ibanSpokenIt() {
  const v = iban('IT', 'electronic');
  return [...v.slice(0, 12)].map((ch) => (/\d/u.test(ch) ? ITALIAN_DIGITS[Number(ch)] : ch)).join(' ') + ` … ${v.slice(12)}`;
}

/** Russian BIK with correspondent and settlement accounts carrying the Central Bank's control key. */
export function ruBank() {
  const bik = `04${pick(['4525', '4030', '0173'])}${digits(3)}`;
  const key = (prefix, account) => {
    const s = prefix + account;
    const w = [7, 1, 3];
    let sum = 0;
    for (let i = 0; i < s.length; i++) sum += (Number(s[i]) * w[i % 3]) % 10;
    return sum % 10 === 0;
  };
  const withKey = (head, tail, prefix) => {
    for (let k = 0; k < 10; k++) {
      const acc = `${head}${k}${tail}`;
      if (key(prefix, acc)) return acc;
    }
    throw new Error('no key');
  };
  const corr = withKey('30101810', `${digits(8)}${bik.slice(6)}`.slice(-11), `0${bik.slice(4, 6)}`);
  const rs = withKey(pick(['40817810', '40702810']), digits(11), bik.slice(6));
  return { bik, corr, rs };
}

/** Brazilian PIX keys: CPF, phone, e-mail or the random (EVP) key. */
export const pix = {
  evp: () => `${chars(HEX, 8)}-${chars(HEX, 4)}-4${chars(HEX, 3)}-${pick(['8', '9', 'a', 'b'])}${chars(HEX, 3)}-${chars(HEX, 12)}`,
};

/** A valid number of the region in the form people write there. */
export function localPhone(region) {
  const e164 = phone(region, 'e164');
  const n = parsePhoneNumberFromString(e164);
  const nsn = n.nationalNumber;
  switch (region) {
    case 'DE':
      return `0${nsn.slice(0, 3)} / ${nsn.slice(3)}`;
    case 'FR':
      return `0${nsn}`.replace(/(\d\d)(?=\d)/gu, '$1.');
    case 'ES':
      return `${nsn.slice(0, 3)} ${nsn.slice(3, 5)} ${nsn.slice(5, 7)} ${nsn.slice(7)}`;
    case 'IT':
      return `${nsn.slice(0, 3)}/${nsn.slice(3)}`;
    case 'RU':
      return `8 (${nsn.slice(0, 3)}) ${nsn.slice(3, 6)}-${nsn.slice(6, 8)}-${nsn.slice(8)}`;
    case 'BR':
      return `(${nsn.slice(0, 2)}) ${nsn.slice(2, 7)}-${nsn.slice(7)}`;
    case 'US':
      return `${nsn.slice(0, 3)}.${nsn.slice(3, 6)}.${nsn.slice(6)}`;
    default:
      return n.formatNational();
  }
}
export const intlPhone = (region) => parsePhoneNumberFromString(phone(region, 'e164')).formatInternational();

/** Plates in the country's shape; German ones checked with validator's table. */
export const plate = {
  de: () =>
    until(
      () => `${pick(['B', 'M', 'HH', 'K', 'F', 'S', 'DO'])}-${chars('ABCDEFGHJKLMNPRSTUVWXYZ', int(1, 2))} ${int(1, 9999)}`,
      (v) => validator.isLicensePlate(v, 'de-DE'),
      'DE plate',
    ),
  fr: () => `${chars(UP, 2)}-${digits(3)}-${chars(UP, 2)}`,
  it: () => `${chars(UP, 2)} ${digits(3)} ${chars(UP, 2)}`,
  es: () => `${digits(4)} ${chars('BCDFGHJKLMNPRSTVWXYZ', 3)}`,
  pt: () =>
    until(
      () => `${chars(UP, 2)}-${digits(2)}-${chars(UP, 2)}`,
      (v) => validator.isLicensePlate(v, 'pt-PT'),
      'PT plate',
    ),
  ru: () => `${pick([...'АВЕКМНОРСТУХ'])}${digits(3)}${chars('АВЕКМНОРСТУХ', 2)} ${pick(['77', '99', '197', '50', '178'])}`,
  jp: () =>
    `${pick(['品川', '練馬', '横浜', 'なにわ', '札幌'])} ${int(300, 599)} ${pick([...'あいうえかきくけこさすせそたちつてとなにぬねのはひふほまみむめもやゆよらりるれろわ'])} ${pad(int(1, 99))}-${pad(int(0, 99))}`,
  kr: () => `${int(10, 399)}${pick([...'가나다라마거너더러머버서어저고노도로모보소오조구누두루무부수우주하허호'])} ${digits(4)}`,
  cn: () => `${pick(['京', '沪', '粤', '浙', '苏'])}${pick([...'ABCDEFG'])}·${chars('0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 5)}`,
  tw: () => `${chars(UP, 3)}-${digits(4)}`,
  gb: () => `${chars(UP, 2)}${pad(int(51, 74))} ${chars(UP, 3)}`,
};

export const coords = (lat, lon, places = 6) =>
  `${(lat + (random() - 0.5) / 50).toFixed(places)}, ${(lon + (random() - 0.5) / 50).toFixed(places)}`;
export const password = () =>
  `${pick(['Sommer', 'Chaton', 'Gato', 'Saudade', 'Pizza', 'Медведь', 'sakura', 'hangang', 'Panda', 'Dragon'])}${pick(['#', '!', '_', '.', '@'])}${digits(int(2, 4))}${chars(ALNUM, int(1, 2))}`;
export const pin = (n = 4) => digits(n);
export const hex = (n) => chars(HEX, n);
export const stamp = () => `2026-${pad(int(1, 11))}-${pad(int(1, 28))} ${pad(int(0, 23))}:${pad(int(0, 59))}:${pad(int(0, 59))}`;
export const hm = () => `${pad(int(7, 22))}:${pad(int(0, 59))}`;
export const ip = () => `192.168.${int(0, 9)}.${int(2, 254)}`;
export const ms = () => int(12, 980);

/** A postcode of the country in its local shape, checked with validator's table where it has one. */
export function postcode(cc) {
  const shapes = {
    DE: () => pad(int(10115, 99998), 5),
    FR: () => `${pick(['75', '69', '13', '31', '33', '44'])}0${pad(int(1, 20))}`,
    ES: () => `${pick(['28', '08', '41', '46', '48'])}0${pad(int(1, 50))}`,
    IT: () => `${pick(['00', '20', '10', '40', '50', '80'])}1${pad(int(0, 99))}`,
    PT: () => `${int(1000, 4999)}-${digits(3)}`,
    RU: () => `${pick(['101', '105', '115', '119', '125', '190', '191'])}${digits(3)}`,
    JP: () => `${int(100, 199)}-${digits(4)}`,
    KR: () => pad(int(1000, 63000), 5),
    CN: () => `${pick(['100', '200', '510', '310'])}0${digits(2)}`,
    TW: () => `${int(100, 116)}`,
    GB: () => `${pick(['SW', 'N', 'E', 'NW', 'SE'])}${int(1, 19)} ${int(1, 9)}${chars('ABDEFGHJLNPQRSTUWXYZ', 2)}`,
    US: () => `${int(10001, 11697)}`,
  };
  const checked = {
    DE: 'DE',
    FR: 'FR',
    ES: 'ES',
    IT: 'IT',
    PT: 'PT',
    RU: 'RU',
    JP: 'JP',
    KR: 'KR',
    CN: 'CN',
    TW: 'TW',
    GB: 'GB',
    US: 'US',
  };
  return until(shapes[cc], (v) => validator.isPostalCode(v, checked[cc]), `${cc} postcode`);
}
export const house = () => int(2, 148);
export const year = () => int(2019, 2026);
