import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import { mediumLanguagesOf } from './mediumLanguages';

// The anchor rule of a language named as the medium (mediumLanguages.ts reads the text alone, so the readers of
// quoted words can use it without the query's features).

const MEDIA = new WeakMap<QueryFeatures, ReadonlySet<string>>();

const mediumLanguages = (q: QueryFeatures): ReadonlySet<string> => {
  let cached = MEDIA.get(q);
  if (cached === undefined) {
    cached = mediumLanguagesOf(q.formAsWritten);
    MEDIA.set(q, cached);
  }
  return cached;
};

/** The anchor is only the language the question is said or read in (mediumLanguages.ts). */
export const onlyMediumLanguage = (_m: MemoryFeatures, q: QueryFeatures, anchor: string): boolean =>
  q.aboutness !== 'user' && !q.asksForAdvice && mediumLanguages(q).has(anchor);
