import type { QueryFeatures } from '../matchFeatures';
import { lowerQuestionWords } from './questionWords';
import { toToken } from '../../record/tokenize';

// A name of the user's life after an indefinite article is the common noun it also is: "amarrar un velero en una
// marina", "ein Liegeplatz in einer Marina", "eine Tesla-Spule". No language gives a person or a pet an indefinite
// article (a name picks out one; "a Marina" would be "some marina"), so the word there names a kind of thing, not
// the wife Marina or the rabbit Tesla. English "a" is left out (it is Portuguese's definite article, which does go
// before given names: "a Marina"), and "an" is German's "to" ("an Marina schreiben").

/** Indefinite articles of the languages that have them (a closed class): German, French, Spanish, Portuguese, Italian, English "an". */
const INDEFINITE: Readonly<Record<string, readonly string[]>> = {
  de: ['ein', 'eine', 'einer', 'einem', 'einen', 'eines'],
  fr: ['un', 'une'],
  es: ['un', 'una', 'unos', 'unas'],
  pt: ['um', 'uma', 'uns', 'umas'],
  it: ['un', 'una', 'uno'],
  en: ['an'],
};

const CACHE = new WeakMap<QueryFeatures, ReadonlySet<string>>();

/** The store's names the question writes right after an indefinite article of its language (English when none is told). */
export function indefiniteNames(q: QueryFeatures): ReadonlySet<string> {
  const cached = CACHE.get(q);
  if (cached) return cached;
  const articles = new Set(INDEFINITE[q.asked.language ?? 'en'] ?? []);
  const out = new Set<string>();
  const words = lowerQuestionWords(q);
  words.forEach((word, i) => {
    if (!articles.has(word)) return;
    const token = toToken(words[i + 1] ?? '');
    if (token !== undefined && (q.corpus.nameDf.get(token) ?? 0) > 0) out.add(token);
  });
  CACHE.set(q, out);
  return out;
}
