import { englishRank, stemRank } from './rarity';
import { isFunctionWordAnywhere, languageStem, type StemLanguage } from './languageStems';
import { placeRows } from '../bridges/placeNameTable';
import { toToken, type Run } from '../../record/tokenize';

// An international word is one word across the Latin-script languages: amlodipine / amlodipina / Amlodipin, maratón /
// maratona, oxálico / ossalico / oxalique / oxalic, ukulélé / ukulele, apnea / apnoea. A question word meets a store
// word written in another language when both are equal once accents are folded, the letters Romance and English
// spell differently are merged (ph f, th t, y i, k qu ck c, x s, ae oe e after a consonant, doubled letters) and
// one plural s and one last vowel are set aside (the key keeps four letters). Only words no ranked list of the ten
// languages holds (the lists stop at each language's 3,000 most common words: a loanword is past them, "carte" is
// not), no function word, no place of the place table and no name (the store's names, and words the question or
// a memory capitalises: Chartreuse is no chartreux). The memory word met so counts at reduced weight (score.ts)
// and, met only so, stays out beside a memory met on the question's own words (selection.ts).

const RANKED_LANGUAGES: readonly StemLanguage[] = ['de', 'es', 'fr', 'it', 'pt', 'ru'];
const MIN_LETTERS = 4;

const folded = (word: string): string => word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/gu, 'ss');

/** A Latin word as Romance and English spellings of one word meet (see above); undefined for other letters. */
export function spellingKey(word: string): string | undefined {
  const w = folded(word);
  if (!/^[a-z]+$/u.test(w)) return undefined;
  const merged = w
    .replace(/ph/gu, 'f')
    .replace(/th/gu, 't')
    .replace(/(?<=[^aeiou])[ao]e/gu, 'e')
    .replace(/y/gu, 'i')
    .replace(/qu|ck|k/gu, 'c')
    .replace(/x/gu, 's')
    .replace(/(.)\1+/gu, '$1');
  return merged.replace(/(?<=.{4})s$/u, '').replace(/(?<=.{4})[aeiou]$/u, '');
}

let places: ReadonlySet<string> | undefined;
/** Every form of the place table (countries, cities, languages, currencies): names the place bridge reads. */
const placeForms = (): ReadonlySet<string> =>
  (places ??= new Set(placeRows().flatMap((row) => [...row.forms.values()].flat().map((form) => form.toLowerCase()))));

/** Ranked by English or one of the six lists (a common word of some language), a function word, or a place. */
export function isCommonWord(word: string): boolean {
  if (isFunctionWordAnywhere(word) || placeForms().has(word)) return true;
  const token = toToken(word);
  if (token !== undefined && englishRank(token) !== undefined) return true;
  return RANKED_LANGUAGES.some((l) => {
    const stem = languageStem(l, word);
    return stem !== undefined && stemRank(l, stem) !== undefined;
  });
}

/** The spelling key of a word that may be a loanword: Latin letters, four at least, no common word. */
function loanKey(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (lower.length < MIN_LETTERS || isCommonWord(lower)) return undefined;
  const key = spellingKey(lower);
  return key !== undefined && key.length >= MIN_LETTERS ? key : undefined;
}

/** Whether two words are one international word written in two languages (see above). */
export function sameLoanword(a: string, b: string): boolean {
  const key = loanKey(a);
  return key !== undefined && key === loanKey(b);
}

/** Written words (lower case) of a memory's runs, each with its recall token, but its names. */
export function writtenWordsOf(runs: readonly Run[], isName: (token: string) => boolean): Map<string, string> {
  const out = new Map<string, string>();
  for (const run of runs) {
    if (run.cjk || run.text.length < MIN_LETTERS || !/^[\p{Script=Latin}\p{M}]+$/u.test(run.text)) continue;
    const token = toToken(run.text);
    if (token !== undefined && !isName(token)) out.set(run.text, token);
  }
  return out;
}

const indexes = new WeakMap<ReadonlyMap<string, string>, ReadonlyMap<string, readonly string[]>>();

/** The store's tokens by the spelling key of their written words (built once per store). */
function loanIndex(words: ReadonlyMap<string, string>): ReadonlyMap<string, readonly string[]> {
  const cached = indexes.get(words);
  if (cached !== undefined) return cached;
  const index = new Map<string, string[]>();
  for (const [word, token] of words) {
    const key = loanKey(word);
    if (key === undefined) continue;
    const tokens = index.get(key);
    if (tokens === undefined) index.set(key, [token]);
    else if (!tokens.includes(token)) tokens.push(token);
  }
  indexes.set(words, index);
  return index;
}

/**
 * Tokens of store words a question word writes as the same international word in another language, and that the
 * question does not hold as they are. `names`: tokens the question capitalises inside a sentence.
 */
export function loanwordTokens(
  runs: readonly Run[],
  exact: ReadonlySet<string>,
  store: {
    readonly writtenWords: ReadonlyMap<string, string>;
    readonly df: ReadonlyMap<string, number>;
    readonly nameDf: ReadonlyMap<string, number>;
  },
  names: ReadonlySet<string> = new Set(),
): Set<string> {
  const out = new Set<string>();
  if (store.writtenWords.size === 0) return out;
  const index = loanIndex(store.writtenWords);
  for (const run of runs) {
    if (run.cjk || store.writtenWords.has(run.text)) continue;
    const own = toToken(run.text);
    if (own === undefined || store.df.has(own) || names.has(own)) continue;
    const key = loanKey(run.text);
    if (key === undefined) continue;
    for (const token of index.get(key) ?? []) if (!exact.has(token) && !store.nameDf.has(token)) out.add(token);
  }
  return out;
}
