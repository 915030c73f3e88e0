import type { QueryFeatures } from '../matchFeatures';

// A name the store gives someone of the user's life, which the question marks as someone's ("Diego的居留證", "Diegos
// Daueraufenthalt", "la residenza di Diego", "Mochi's vet"): the question is about that one. Held by many memories
// the name weighs little in the store (the user's husband is in a dozen), yet the possessive says who is meant, so it
// is enough evidence alone, as a rare name is. A namesake (a surname beside it) is someone else.

/** Whether one of the matched units is such a name, possessed in the question. */
export const possessedStoreName = (q: QueryFeatures, units: readonly string[]): boolean =>
  units.some((u) => q.possessed.has(u) && (q.corpus.nameDf.get(u) ?? 0) > 0 && !q.namesakes.has(u));
