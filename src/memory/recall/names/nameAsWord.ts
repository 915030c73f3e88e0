import type { QueryFeatures } from '../matchFeatures';
import { toToken } from '../../record/tokenize';

// A name right after the word "name" is the name as a word ("what does the name Amara mean", "¿qué significa el
// nombre Amara?", "origine du prénom Chidi"): its meaning, origin or popularity, not the one of the user's life who
// bears it. A question about the user ("my daughter's name Amara…") keeps its bearer.

/** The word "name" (given name, first name) in the ten languages' Latin and Cyrillic scripts (a closed class). */
const NAME_WORDS = new Set([
  'name',
  'names',
  'namen',
  'vorname',
  'nom',
  'prénom',
  'nombre',
  'nome',
  'имя',
  'имени',
  'nombres',
  'nomes',
  'nomi',
  'noms',
  'prénoms',
  'vornamen',
]);

const AFTER_NAME_WORD = new WeakMap<QueryFeatures, ReadonlySet<string>>();

/** The tokens the question writes right after a word for "name", in a question not about the user. */
export function namesAsWords(q: QueryFeatures): ReadonlySet<string> {
  const cached = AFTER_NAME_WORD.get(q);
  if (cached) return cached;
  const out = new Set<string>();
  if (q.aboutness !== 'user') {
    const words = q.runs.map((r) => (r.cjk ? '' : r.text));
    words.forEach((word, i) => {
      const next = words[i + 1];
      const token = next === undefined ? undefined : toToken(next);
      if (NAME_WORDS.has(word) && token !== undefined) out.add(token);
    });
  }
  AFTER_NAME_WORD.set(q, out);
  return out;
}
