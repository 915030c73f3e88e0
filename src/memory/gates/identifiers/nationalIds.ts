import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { stdnum, type Validator } from 'stdnum';
import { memoize } from './memo';

// National identifiers of every country python-stdnum's JavaScript port validates (tax, social-security,
// resident and company numbers: 198 formats in 80+ countries), and IBAN/BIC with ibantools.
// The libraries know the structures and check digits; nothing here is a hand-written pattern for a country.
// Input is canonical.

// Formats that almost never accept a random run of digits (≤ 0.2 % for any length 8–18, measured with a
// seeded generator over 3,000 runs per length when this list was made), because they carry check digits, a
// birth date or letters. A value valid for one of them is refused even without a word naming it.
export const STRONG_NAMES: ReadonlySet<string> = new Set([
  'AD.nrt',
  'AL.nipt',
  'AO.bi',
  'AR.cbu',
  'AT.businessid',
  'AT.uid',
  'AT.vnr',
  'BA.jmbg',
  'BE.bis',
  'BE.nn',
  'BO.ci',
  'CA.gst',
  'CA.qst',
  'CA.pst',
  'CH.ssn',
  'CH.uid',
  'CH.vat',
  'CN.ric',
  'CY.vat',
  'DE.svnr',
  'DE.passport',
  'DO.ncf',
  'ES.cif',
  'ES.dni',
  'ES.nie',
  'ES.nif',
  'FI.hetu',
  'FO.vn',
  'FR.nif',
  'FR.tva',
  'GB.nino',
  'GH.tin',
  'HK.hkid',
  'IE.vat',
  'IE.pps',
  'IN.pan',
  'IN.epic',
  'IN.gstin',
  'IS.vsk',
  'IT.codicefiscale',
  'KE.pin',
  'KR.rrn',
  'MC.tva',
  'ME.jmbg',
  'MK.jmbg',
  'MU.nid',
  'MX.curp',
  'MX.rfc',
  'MZ.bi',
  'NL.btw',
  'NL.onderwijsnummer',
  'NO.fodselsnummer',
  'NO.mva',
  'NZ.bank',
  'PK.ntn',
  'PY.cedula',
  'RO.cnp',
  'RO.onrc',
  'RS.jmbg',
  'SE.personnummer',
  'SE.vat',
  'SG.uen',
  'SI.jmbg',
  'SI.emso',
  'SM.coe',
  'TN.mf',
  'TW.natid',
  'TW.ui',
  'TW.tax_code',
  'UY.rut',
  'VE.rif',
  'ZA.idnr',
]);

interface Format {
  readonly name: string;
  readonly validator: Validator;
}
const FORMATS: readonly Format[] = Object.entries(stdnum).flatMap(([country, validators]) =>
  Object.entries(validators).map(([key, validator]) => ({ name: `${country}.${key}`, validator })),
);
const STRONG_FORMATS = FORMATS.filter((f) => STRONG_NAMES.has(f.name));

const isValid = (v: Validator, value: string): boolean => {
  try {
    return v.validate(value).isValid;
  } catch {
    return false;
  }
};

// A candidate value: groups of letters and digits joined by single separators, holding five or more digits.
const CANDIDATE = /(?<![\p{L}\p{N}])[A-Za-z]{0,4}\d[A-Za-z\d]*(?:[ .\-/][A-Za-z\d]*\d[A-Za-z\d]*)*(?:[ -]?[A-Za-z](?![\p{L}\p{N}]))?/gu;
const compact = (s: string): string => s.replace(/[ .\-/]/g, '').toUpperCase();
// Letter-led values in capitals (codice fiscale RCCMNL83S18D969H, PAN ACUPA7085R, RFC GODE 561231 GR8,
// CHE-100.155.212, V-11470283-4): more leading letters than CANDIDATE takes, or a separator after them.
// Capitals only, so a word before a number ("Node 20", "Port 8080") is not read as part of it, and whole:
// the start of a longer token (an access token's prefix) is the secret gate's.
const LETTER_LED = /(?<![\p{L}\p{N}])[A-Z]{1,6}[ -]?\d[A-Z\d]*(?:[ .\-/][A-Z\d]*\d[A-Z\d]*)*(?:[ -]?[A-Z]{1,3})?(?![\p{L}\p{N}_])/gu;

/**
 * A value of a strong format, however written; or a value of any format written exactly in the
 * format's own grouping ("123.456.789-09", "756.1234.5678.97"), which prose numbers do not share.
 */
// Dates, clock times, decimals and versions are not identifiers, whatever a checksum says.
const NOT_AN_ID = /^(?:\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|\d{1,3}(?:\.\d{1,3}){1,3}|\d+\.\d+|97[89]-.*)$/;

const isNationalId = memoize((written: string): boolean => {
  const value = compact(written);
  if (value.length < 8 || value.length > 20 || value.replace(/\D/g, '').length < 5 || NOT_AN_ID.test(written)) return false;
  if (STRONG_FORMATS.some((f) => isValid(f.validator, value))) return true;
  if (!/[ .\-/]/.test(written)) return false;
  return FORMATS.some((f) => isValid(f.validator, value) && f.validator.format(value) === written.toUpperCase());
});

// IBAN: two letters, two check digits, then the country's BBAN (groups of four allowed).
const IBAN_CANDIDATE = /(?<![A-Za-z\d])[A-Za-z]{2}\d{2}(?:[ -]?[A-Za-z\d]){10,30}/g;
// BIC only when named, and in capitals: eight or eleven letters are also ordinary words ("bicyclecommute").
const NAMED_BIC =
  /(?<![\p{L}])(?:[Bb][Ii][Cc]|[Ss][Ww][Ii][Ff][Tt](?:[\s-]?(?:[Cc]ode|BIC))?)(?![\p{L}])\s*(?:[:：=#]|is|ist|est|es|e|è)?\s*([A-Z]{6}[A-Z\d]{2}(?:[A-Z\d]{3})?)(?![\p{L}\p{N}])/gu;

function hasIban(text: string): boolean {
  for (const m of text.matchAll(IBAN_CANDIDATE)) {
    // Try the longest run first, then shorter ones: a word after the IBAN may run into it ("… 00 bei").
    const chars = m[0];
    for (let end = chars.length; end >= 14; end -= 1) {
      const iban = electronicFormatIBAN(chars.slice(0, end)) ?? '';
      if (isValidIBAN(iban)) return true;
    }
  }
  return false;
}

export function hasNationalIdentifier(text: string): boolean {
  for (const m of text.matchAll(CANDIDATE)) {
    const written = m[0].trim();
    if (isNationalId(written)) return true;
    // Each group alone as well: "12345678Z 2024" is a DNI and a year.
    const groups = written.split(/[ ,]/);
    if (groups.length > 1 && groups.some((g) => isNationalId(g))) return true;
  }
  for (const m of text.matchAll(LETTER_LED)) if (isNationalId(m[0].trim())) return true;
  if (hasIban(text)) return true;
  for (const m of text.matchAll(NAMED_BIC)) if (isValidBIC(m[1] ?? '')) return true;
  return false;
}
