import type { Validator } from 'stdnum';
import { canonicalize } from '../canonical';
import { FORMATS, type Format } from './nationalIds';

// The words that name a national identifier, derived at run time from the metadata every stdnum validator
// carries (`abbreviation`, `localName`, `name`: 'RUT', 'Registro Único Tributario', 'Uruguayan Tax Number'),
// so a country the library knows is named in its own words without a hand-written list. The validators are
// already bundled for nationalIds.ts: the words cost no data file. Every word keeps the formats it names;
// namedIds.ts refuses a value after the word only when one of those formats accepts it.
//
// Rules, applied to every validator alike:
//  1. Placeholders are dropped: an empty or missing field, and 'NAME' (the library's unfilled entries).
//  2. An abbreviation field may hold several ('INSZ, NISS', 'ЕГН (EGN)', 'MWST/TVA/IVA'): it is split at
//     commas, slashes and brackets. A number word before or after it ('n° TVA', 'RIC No', 'USt ID Nr.', 'ALV
//     nro', 'ДДС номер', 'Btw-nr.') and a closing dot are dropped: the gate reads the number words itself.
//  3. Abbreviations match case-exact, as the library writes them or in capitals ('RUT', 'Orgnr' or 'ORGNR'):
//     written so, 'VAT', 'RUN', 'ICE', 'SIREN', 'Konto' or 'Passport' are names; in lower case they are words of
//     some language ('rut', 'run', 'siren', 'btw' in English, 'nino' in Spanish, 'cui' in Romanian, 'nie' in Polish).
//  4. An abbreviation of one or two letters ('CI', 'CC', 'CF', 'NI', 'UI', 'CR', 'St') is short and ambiguous in
//     every language: after it only a value its format accepts as it stands counts, never a mistyped one.
//  5. Names (local and English) match in any case, in the canonical form the gates read. A bracketed gloss
//     ('法人番号 (hōjin bangō)') is dropped, and a local name given twice ('Mispar Zehut, מספר זהות') is split.
//     An English name is kept whole and without the words that begin it and name only one country
//     ('Uruguayan', 'New Zealand', 'U.S.': 'Tax Number' of 'Uruguayan Tax Number'), as people write it, when
//     two words or more are left and the first is a capitalised one ('Goods and service Tax Number' stays whole).
//     A name needs two words or six letters ('Cedula', 'Aadhaar', 'Kennitala'), or three characters in a script
//     written without spaces ('居民身份证', '統一編號', '법인번호'); a shorter one is dropped.
//  6. Every word keeps only the formats it names: a generic name ('Tax Number', 'VAT Number', 'Bank Code')
//     refuses only a value one of its own formats takes, and namedIds.ts passes over a value with a commerce
//     reference word before it ('RUT paperwork, order number 104729': the shop's number).

export type NamedFormat = Format;

export type WordStrength = 'abbreviation' | 'short' | 'name';

export interface IdentifierWord {
  /** Canonical, as written (case kept: abbreviations match case-exact). */
  readonly word: string;
  readonly strength: WordStrength;
  readonly formats: readonly NamedFormat[];
}

const PLACEHOLDER = /^(?:|NAME|undefined)$/;
// Number words written with an abbreviation, before or after it (rule 2).
const NUMBER_WORD_AFTER = /[\s.-]+(?:no|nr|nro|номер)\.?$/iu;
const NUMBER_WORD_BEFORE = /^n°\s*/iu;
const UNSPACED = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const letters = (s: string): number => (s.match(/\p{L}/gu) ?? []).length;

/** Rule 2: the abbreviations one field holds. */
export function abbreviationsOf(field: string | undefined): string[] {
  if (field === undefined) return [];
  return field
    .split(/[,/()]/)
    .map((part) => part.trim().replace(NUMBER_WORD_BEFORE, '').replace(NUMBER_WORD_AFTER, '').replace(/\.$/, '').replace(/_/g, ' ').trim())
    .filter((a) => !PLACEHOLDER.test(a) && letters(a) > 0);
}

/** Rule 5: each word that begins an English name and appears in the names of one country only. */
function countryWords(): Set<string> {
  const countries = new Map<string, Set<string>>();
  for (const f of FORMATS)
    for (const w of (f.validator.name ?? '').split(/\s+/)) countries.set(w, (countries.get(w) ?? new Set()).add(f.name.slice(0, 2)));
  return new Set([...countries].filter(([, c]) => c.size === 1).map(([w]) => w));
}

/** Rule 5: the names one validator is known by. */
export function namesOf(v: Validator, oneCountry: ReadonlySet<string>): string[] {
  const plain = (s: string) =>
    s
      .replace(/\([^)]*\)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const local = (v.localName ?? '').split(',').map(plain);
  const english = plain(v.name ?? '');
  const words = english.split(' ');
  const first = words.findIndex((w) => !oneCountry.has(w));
  const tail = first > 0 && words.length - first >= 2 && /^\p{Lu}/u.test(words[first] ?? '') ? words.slice(first).join(' ') : '';
  return [...local, english, tail].filter((n) => !PLACEHOLDER.test(n) && (n.includes(' ') || letters(n) >= (UNSPACED.test(n) ? 3 : 6)));
}

/**
 * How a word is looked up once matched: spaces, hyphens and apostrophes aside (a pattern matches a word written
 * with or without them), and in lower case for names. Words that differ only so name their formats together.
 */
export const wordKey = (word: string, strength: WordStrength): string => {
  const bare = word.replace(/[\s\-'’ʼ]/g, '');
  return strength === 'name' ? bare.toLowerCase() : bare;
};

function derive(): IdentifierWord[] {
  const byWord = new Map<string, { word: string; strength: WordStrength; formats: NamedFormat[] }>();
  const add = (word: string, strength: WordStrength, format: NamedFormat) => {
    const key = `${strength}:${wordKey(word, strength)}`;
    const entry = byWord.get(key) ?? { word, strength, formats: [] };
    if (!entry.formats.includes(format)) entry.formats.push(format);
    byWord.set(key, entry);
  };
  const oneCountry = countryWords();
  for (const f of FORMATS) {
    for (const a of abbreviationsOf(f.validator.abbreviation)) {
      const strength = letters(a) <= 2 ? 'short' : 'abbreviation';
      for (const written of new Set([a, a.toUpperCase()])) add(canonicalize(written), strength, f);
    }
    for (const n of namesOf(f.validator, oneCountry)) add(canonicalize(n), 'name', f);
  }
  return [...byWord.values()];
}

/** Every identifier word the validators name, with the formats each one names. */
export const IDENTIFIER_WORDS: readonly IdentifierWord[] = derive();
