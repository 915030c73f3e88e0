// How much a stdnum format says on its own, measured on random input: which formats' values are refused
// without a word naming them. Data only; nationalIds.ts applies it.

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

// Formats of plain digit runs of ten or more digits, by length, that accept at most 1.5 % of random runs of
// that length (two check digits, a birth date with a check digit, a bank code with one: TR T.C. kimlik, RU INN,
// PL PESEL, BR CPF, AR CUIT, DE Steuer-ID, MX CLABE…; measured with a seeded generator over 2,000 runs
// per length, and held by generatedCorpora.test.ts). A run of that many digits is rarely a quantity
// (counts and prices are grouped, dates and times are separated), so a valid one is refused without a word.
// Weaker formats (one mod-11 or Luhn digit: about one random run in ten) still need a word or their
// own grouping.
export const CHECKED_DIGIT_RUNS: ReadonlyMap<number, readonly string[]> = new Map([
  // Not EC.ci (a province code first: one ten-digit epoch time in thirteen passes) nor formats that also
  // take shorter runs, where they pass one in ten (RO CIF, RU INN at ten digits).
  [10, ['BE.vat', 'CA.bc_bhn', 'CR.cpj', 'IS.kennitala']],
  [11, ['AR.cuit', 'AU.abn', 'BE.insz', 'BR.cpf', 'DE.idnr', 'GR.amka', 'IT.iva', 'LT.asmens', 'PE.ruc', 'PL.pesel', 'TR.tckimlik']],
  [12, ['ES.nss', 'LT.pvm', 'RU.inn']],
  [13, ['GT.cui', 'RO.cif', 'TH.moa']],
  [14, ['BR.cnpj', 'PL.regon']],
  [15, ['FR.nir', 'MA.ice']],
  [18, ['MX.clabe']],
]);
