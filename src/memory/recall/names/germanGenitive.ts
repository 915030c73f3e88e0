import type { RecallCorpus } from '../words/recallCorpus';
import { questionLanguageOf } from '../words/questionLanguage';
import { normalizeForRecall, splitRuns, toToken } from '../../record/tokenize';

// German possessors for possessedNames.ts, kept apart from it because matchFeatures.ts reads them while it builds the
// question (possessedNames.ts reads the built question's type).

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
