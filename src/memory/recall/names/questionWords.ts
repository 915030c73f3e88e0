import type { QueryFeatures } from '../matchFeatures';

// The question's words, lower-cased and split at every character that is no letter, mark or digit: the reading the
// rules that look at a word's neighbour share (an indefinite article, a kind of place), made once per question.
const CACHE = new WeakMap<QueryFeatures, readonly string[]>();

export function lowerQuestionWords(q: QueryFeatures): readonly string[] {
  const cached = CACHE.get(q);
  if (cached) return cached;
  const words = q.form
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w.length > 0);
  CACHE.set(q, words);
  return words;
}
