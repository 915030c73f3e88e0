// Values for the fourteenth blind round, computed rather than invented: national identifiers are drawn at random
// (fixed seed) and kept only when stdnum (or the published check-digit rule, where stdnum has none) accepts them; IBANs
// are composed and checked by ibantools; phone numbers are drawn and kept only when libphonenumber-js (full metadata)
// says they are valid numbers of the country, then written the way the country writes them.
import { stdnum } from 'stdnum';
import * as ibantools from 'ibantools';
import { seededDraws } from '../blind-rows/seededDraws.mjs';
import { drawIban, drawPhone } from '../blind-rows/validValues.mjs';

export const { rand, fill, pick, drawValid } = seededDraws(0x14_2026, 200000);
const std = (country, kind) => (v) => stdnum[country][kind].validate(v).isValid;
export const stdFormat = (country, kind, v) => stdnum[country][kind].format(v);

export const ids = {
  deSteuerId: () => drawValid('###########', std('DE', 'idnr')),
  deSvnr: () => drawValid('##' + '150385' + 'M' + '###', std('DE', 'svnr')),
  frNir: () => drawValid('1' + '85' + '07' + '75' + '###' + '###' + '##', std('FR', 'nir')),
  esDni: () => {
    const n = fill('########');
    return n + 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(n) % 23];
  },
  esNie: () => drawValid('Y#######@', std('ES', 'nie')),
  ptNif: () => drawValid('2' + '########', std('PT', 'nif')),
  brCpf: () => stdFormat('BR', 'cpf', drawValid('###########', std('BR', 'cpf'))),
  itCf: () => drawValid('RSSMRA' + '85' + 'T' + '10' + 'F' + '###' + '@', std('IT', 'codicefiscale')),
  ruInn: () => drawValid('77' + '##########', std('RU', 'inn')),
  krRrn: () => stdFormat('KR', 'rrn', drawValid('880512' + '2' + '######', std('KR', 'rrn'))),
  cnRic: () => drawValid('110105' + '19880512' + '###' + '#', std('CN', 'ric')),
  /** SNILS: weights 9..1 over the nine digits; the sum mod 101, 100 written 00. */
  ruSnils: () => {
    const n = fill('#########');
    let sum = [...n].reduce((s, d, i) => s + Number(d) * (9 - i), 0);
    sum = sum % 101;
    const check = sum === 100 ? '00' : String(sum).padStart(2, '0');
    return `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6, 9)} ${check}`;
  },
  /** My Number (個人番号): check digit from weights 2..7,2..6 over the eleven digits read from the right. */
  jpMyNumber: () => {
    const n = fill('###########');
    const body = [...n].reverse();
    const sum = body.reduce((s, d, i) => s + Number(d) * (i < 6 ? i + 2 : i - 4), 0);
    const r = sum % 11;
    const full = n + String(r <= 1 ? 0 : 11 - r);
    return `${full.slice(0, 4)} ${full.slice(4, 8)} ${full.slice(8)}`;
  },
};

/** An IBAN of the country (BBAN drawn until ibantools accepts the whole), in print format. */
export const iban = (country, bbanPattern) => ibantools.friendlyFormatIBAN(drawIban(fill, country, bbanPattern));

/** A valid phone number of the country: national significant number drawn from the pattern. */
export const phone = (country, callingCode, nsnPattern) => drawPhone(fill, country, callingCode, nsnPattern);
export const national = (p) => p.formatNational();
export const international = (p) => p.formatInternational();
export const nsn = (p) => String(p.nationalNumber);

const FULL_WIDTH = { '-': '－', ' ': '　', '(': '（', ')': '）', '+': '＋' };
/** Digits (and the separators) as full-width characters. */
export const fullWidth = (s) =>
  [...s].map((ch) => (/\d/.test(ch) ? String.fromCharCode(ch.charCodeAt(0) + 0xfee0) : (FULL_WIDTH[ch] ?? ch))).join('');

/** Each digit as the language's word for it, joined by `sep` (the table is shared by the rounds' generators). */
export { DIGIT_WORDS, readDigits as digitWords } from '../blind-rows/digitWords.mjs';

/** A precise point (six decimals) near the given centre: a house, not a city. */
export const homePoint = (lat, lon) => `${(lat + (rand() - 0.5) / 50).toFixed(6)}, ${(lon + (rand() - 0.5) / 50).toFixed(6)}`;

/** A Russian settlement account (20 digits) whose control key fits the BIK: the last three BIK digits and the account,
 * weighted 7, 1, 3 in turn, sum to a multiple of ten (the Central Bank's rule). */
export function ruAccount(prefix) {
  const bik = '0445252' + fill('##');
  const account = drawValid(prefix + '#'.repeat(20 - prefix.length), (acc) => {
    const all = bik.slice(-3) + acc;
    return [...all].reduce((s, d, i) => s + ((Number(d) * [7, 1, 3][i % 3]) % 10), 0) % 10 === 0;
  });
  return { bik, account };
}
