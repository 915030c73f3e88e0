import type { QueryFeatures } from '../matchFeatures';
import type { RecallCorpus } from '../words/recallCorpus';
import { questionLanguageOf } from '../words/questionLanguage';
import { normalizeForRecall, splitRuns, toToken } from '../../record/tokenize';

// A name the store gives someone of the user's life, which the question marks as someone's ("Diego的居留證", "Diegos
// Daueraufenthalt", "la residenza di Diego", "Mochi's vet"): the question is about that one. Held by many memories
// the name weighs little in the store (the user's husband is in a dozen), yet the possessive says who is meant, so it
// is enough evidence alone, as a rare name is. A namesake (a surname beside it) is someone else.

/** Whether one of the matched units is such a name, possessed in the question. */
export const possessedStoreName = (q: QueryFeatures, units: readonly string[]): boolean =>
  units.some((u) => q.possessed.has(u) && (q.corpus.nameDf.get(u) ?? 0) > 0 && !q.namesakes.has(u));

const WORD = /[\p{L}\p{M}]+/gu;

/**
 * German writes a name's genitive with a bare -s before the capitalised noun it owns ("Diegos Daueraufenthalt",
 * "Mochis Futter", "Annas Geburtstag"): the name, as the store gives it, is the possessor, and the noun after it no
 * surname. Returns the possessors' tokens; only in a German question.
 */
export function germanGenitiveNames(query: string, corpus: RecallCorpus): ReadonlySet<string> {
  const out = new Set<string>();
  const words = [...query.normalize('NFKC').matchAll(WORD)].map((m) => m[0]);
  words.forEach((word, i) => {
    const next = words[i + 1];
    if (next === undefined || !/^\p{Lu}\p{Ll}/u.test(word) || !/^\p{Lu}/u.test(next) || !word.endsWith('s')) return;
    // The store writes the name without the -s and never with it (Jonas stays Jonas).
    const base = normalizeForRecall(word.slice(0, -1));
    const name = toToken(base);
    if (name === undefined || (corpus.nameDf.get(name) ?? 0) === 0) return;
    if (!corpus.writtenNames.has(base) || corpus.writtenNames.has(normalizeForRecall(word))) return;
    out.add(name);
  });
  return out.size === 0 || questionLanguageOf(splitRuns(query)).language !== 'de' ? new Set() : out;
}
