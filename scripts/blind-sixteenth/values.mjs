// Values for the sixteenth blind round, computed rather than invented: national identifiers are drawn at random (fixed
// seed) and kept only when stdnum accepts them, or when their published check digit holds where stdnum has no module
// (the Japanese My Number); bank numbers carry their own check digits (an ABA routing number, a French RIB key, a
// Spanish CCC, a Russian account key against its BIK, a UnionPay card's Luhn digit); phone numbers are drawn until
// libphonenumber-js (full metadata) says they are valid numbers of the country.
import { stdnum } from 'stdnum';
import { seededDraws } from '../blind-rows/seededDraws.mjs';
import { drawPhone } from '../blind-rows/validValues.mjs';

export const { rand, fill, pick, drawValid } = seededDraws(0x16_2026, 400000);
const std = (country, kind) => (v) => stdnum[country][kind].validate(v).isValid;
const fmt = (country, kind, v) => stdnum[country][kind].format(v);
const valid = (country, kind, pattern) => fmt(country, kind, drawValid(pattern, std(country, kind)));

const digits = (s) => [...s].map(Number);

/** The Japanese My Number: eleven digits and a check digit over weights 2..7, 2..6 from the right. */
export function myNumber() {
  const body = fill('###########');
  const sum = digits(body)
    .reverse()
    .reduce((s, d, i) => s + d * (i < 6 ? i + 2 : i - 4), 0);
  const r = sum % 11;
  const v = body + String(r <= 1 ? 0 : 11 - r);
  return `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}`;
}

/** An ABA routing number: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of ten. */
export const abaRouting = (prefix = '0') =>
  drawValid(prefix + '#'.repeat(9 - prefix.length), (v) => {
    const d = digits(v);
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 === 0;
  });

/** A French RIB: bank, branch and account numbers with the key 97 − (89·bank + 15·branch + 3·account) mod 97. */
export function rib(bank = '30004') {
  const branch = fill('#####');
  const account = fill('###########');
  const key = 97 - ((89 * Number(bank) + 15 * Number(branch) + 3 * Number(account)) % 97);
  return { bank, branch, account, key: String(key).padStart(2, '0') };
}

/** A Spanish CCC (the account code before IBAN): entity, office, two control digits, account. */
export function ccc(entity = '2100') {
  const office = fill('####');
  const account = fill('##########');
  const w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const dc = (ten) => {
    const r = 11 - (digits(ten).reduce((s, d, i) => s + d * w[i], 0) % 11);
    return r === 11 ? 0 : r === 10 ? 1 : r;
  };
  return `${entity} ${office} ${dc('00' + entity + office)}${dc(account)} ${account}`;
}

/** A Russian personal account (40817, roubles) whose key digit checks against the BIK's last three digits. */
export function ruAccount(bik = '044525225') {
  const head = '40817810';
  const tail = fill('###########');
  const weights = [7, 1, 3];
  for (let k = 0; k < 10; k++) {
    const account = head + k + tail;
    const sum = digits(bik.slice(-3) + account).reduce((s, d, i) => s + ((d * weights[i % 3]) % 10), 0);
    if (sum % 10 === 0) return account;
  }
  throw new Error('no key digit');
}

/** A card number of the prefix that passes Luhn. */
export function luhnNumber(prefix, length) {
  const body = fill(prefix + '#'.repeat(length - prefix.length - 1));
  const sum = digits(body)
    .reverse()
    .reduce((s, d, i) => {
      let n = d * (i % 2 === 0 ? 2 : 1);
      if (n > 9) n -= 9;
      return s + n;
    }, 0);
  return body + String((10 - (sum % 10)) % 10);
}

/** A UPU S10 item number (two letters, eight digits, a check digit, the country). */
export function s10(prefix, country) {
  const serial = fill('########');
  const sum = digits(serial).reduce((s, d, i) => s + d * [8, 6, 4, 2, 3, 5, 9, 7][i], 0);
  const c = 11 - (sum % 11);
  return `${prefix}${serial}${c === 10 ? 0 : c === 11 ? 5 : c}${country}`;
}

/** A valid ISBN-13 from a 12-digit stem, hyphenated after the given group lengths. */
export function isbn(stem, groups) {
  const sum = digits(stem).reduce((s, d, i) => s + d * (i % 2 ? 3 : 1), 0);
  const v = `${stem}${(10 - (sum % 10)) % 10}`;
  let at = 0;
  return groups.map((n) => v.slice(at, (at += n))).join('-');
}

export const ids = {
  usSsn: () => valid('US', 'ssn', '#########'),
  caSin: () => fmt('CA', 'sin', drawValid('#########', std('CA', 'sin'))).replace(/-/g, ' '),
  cnRic: () => drawValid('11010519850312####', std('CN', 'ric')),
  cnRicShanghai: () => drawValid('31011519900708####', std('CN', 'ric')),
  hkId: () => {
    const v = drawValid('@#######', std('HK', 'hkid'));
    return `${v.slice(0, -1)}(${v.slice(-1)})`;
  },
  krRrn: (pattern) => fmt('KR', 'rrn', drawValid(pattern, std('KR', 'rrn'))),
  deIdnr: () => valid('DE', 'idnr', '###########'),
  nlBsn: () => drawValid('#########', std('NL', 'bsn')),
  frNir: () => valid('FR', 'nir', '28507751120##'.slice(0, 13) + '##'),
  beNn: () => {
    const v = drawValid('850312#####', std('BE', 'nn'));
    return `${v.slice(0, 2)}.${v.slice(2, 4)}.${v.slice(4, 6)}-${v.slice(6, 9)}.${v.slice(9)}`;
  },
  esDni: () => drawValid('########@', std('ES', 'dni')),
  ptNif: () => drawValid('2########', std('PT', 'nif')),
  brCpf: () => valid('BR', 'cpf', '###########'),
  arCuil: () => valid('AR', 'cuit', '27' + '########' + '#'),
  ruInn: () => drawValid('77##########', std('RU', 'inn')),
  uaRntrc: () => drawValid('3#########', std('UA', 'rntrc')),
  itCf: () => drawValid('BNCGLI90L41F205@', std('IT', 'codicefiscale')),
  chAvs: () => fmt('CH', 'ssn', drawValid('756##########', std('CH', 'ssn'))),
};

/** A valid phone number of the country in its national written form. */
export const nationalPhone = (country, callingCode, nsnPattern) => drawPhone(fill, country, callingCode, nsnPattern).formatNational();

/** A precise point (six decimals) near the given centre: a house, not a city. */
export const homePoint = (lat, lon) => `${(lat + (rand() - 0.5) / 50).toFixed(6)}, ${(lon + (rand() - 0.5) / 50).toFixed(6)}`;

/** A lower-case UUID (a Pix random key has this form). */
export const uuid = () =>
  [...'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'].map((ch) => (ch === 'x' ? '0123456789abcdef'[Math.floor(rand() * 16)] : ch)).join('');
