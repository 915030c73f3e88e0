import { EVERY_ANSWER_TYPES } from './anchorSense';
import { STORE_PERSON_DF } from './names/people';
import { matchedUnitsOf, type MatchedUnits, type MemoryScore } from './score';
import type { UserMemory } from '../record/schema';

interface Ranked {
  readonly memory: UserMemory;
  readonly score: MemoryScore;
}

/** Many of the user's memories hold the unit (the user's city, "night" in a nurse's store): it tells none of them apart. */
const sharedByMany = (own: MatchedUnits, unit: string): boolean => (own.storeCounts[own.units.indexOf(unit)] ?? 1) >= STORE_PERSON_DF;

/** The memory met the question on one anchor only, every word of it one that many memories hold, and names no one by it. */
export const onSharedAnchorOnly = (s: Ranked, own: MatchedUnits): boolean =>
  own.groups.length === 1 && own.names.length === 0 && s.score.identity === 0 && own.units.every((u) => sharedByMany(own, u));

/** A word few memories hold (fewer than the many that make a word shared) that the memory names as its topic, a tag or its subject. */
export const hasSpecificTopic = (own: MatchedUnits): boolean => own.claimed.some((u) => own.units.includes(u) && !sharedByMany(own, u));

/**
 * A memory met only on one word many of the user's memories hold ("night" in a night nurse's store, her city, "honey"
 * in a beekeeper's), as a tag or in passing, says nothing of its own beside a memory whose topic (a tag, its subject) met a word few memories hold:
 * "how do I avoid the migraines I get after nights" is about the migraine, not the father's night-time hypos. The
 * shared word selects when nothing better met the question, and a memory keeps it when its subject names it (the
 * Korean lessons for "how do I say … in Korean") or it gives a name. How many memories hold a word is the store's own
 * count, so the rule needs no word list and holds in every language.
 */
export function withoutSharedAnchorCompanions<T extends Ranked>(ranked: readonly T[]): T[] {
  const matched = ranked.map((s) => (EVERY_ANSWER_TYPES.has(s.memory.type) ? undefined : matchedUnitsOf(s.score)));
  if (!matched.some((own) => own !== undefined && hasSpecificTopic(own))) return [...ranked];
  return ranked.filter((s, i) => {
    const own = matched[i];
    return !own || own.units.length === 0 || !onSharedAnchorOnly(s, own);
  });
}
