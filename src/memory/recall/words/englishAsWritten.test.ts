import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import type { UserMemory } from '../../record/schema';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';
import { selectRelevantMemories } from '../selection';

// An English sentence meets a memory in another language only as written when its word is one the user's store holds
// in English (runMaps.ts, stemsInLanguage): "hives" is the store's "hive", not the French "hiver" its stem spells.

const at = (i: number): string => `2025-05-01T00:00:${String(i % 60).padStart(2, '0')}.000Z`;
const fact = (text: string, tags: string[], subject: string, i: number): UserMemory =>
  memoryFrom(rawCandidate({ type: 'user_preference', text, tags, subject, facet: null, polarity: 'prefer' }), at(i));
const keysOf = (memories: readonly UserMemory[], query: string): string[] => {
  const plain = selectRelevantMemories(memories, query).map((m) => m.stableKey);
  expect(selectFromIndex(buildRecallIndex(memories), query).map((m) => m.stableKey)).toEqual(plain);
  return plain;
};

describe('an English word the store holds, beside a memory in another language', () => {
  const winter = fact('Le miel préféré de Kenji est le miel de bracatinga, récolté en hiver.', ['miel', 'bracatinga', 'hiver'], 'honey', 1);
  const hives = fact('Kenji keeps 14 beehives on a small plot and checks the hives every week.', ['beekeeper', 'hives'], 'beekeeper', 2);

  it('Given the word held by an English memory, then the French memory whose stem it spells stays out', () => {
    expect(keysOf([winter, hives], 'how do I protect the hives from the cold')).toEqual([hives.stableKey]);
  });

  it('Given no memory holding the word in English, then it still meets the other language through its stem', () => {
    expect(keysOf([winter], 'how do I protect the hives from the cold')).toEqual([winter.stableKey]);
  });
});
