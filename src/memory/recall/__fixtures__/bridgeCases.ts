import { expect } from 'vitest';
import type { MemoryType } from '../../../shared';
import type { UserMemory } from '../../record/schema';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// What the bridge tests (placeNameHolders, conceptBridgeHealth, transliteratedNames) share: a memory written a
// second apart from the last, and the check that a question recalls one memory alike through the contract and the index.

let clock = 0;
export const bridgeMemory = (type: MemoryType, text: string, tags: string[], subject: string): UserMemory =>
  memoryFrom(
    rawCandidate({ type, text, tags, subject, polarity: type === 'user_preference' ? 'prefer' : null }),
    `2025-07-01T00:00:${String(clock++ % 60).padStart(2, '0')}.000Z`,
  );

/** The keys the question selects; asserts the index selects the same and that `key` is among them. */
export function expectRecalled(store: readonly UserMemory[], question: string, key: string | undefined): string[] {
  const picked = selectRelevantMemories(store, question).map((m) => m.stableKey);
  expect(picked).toContain(key);
  expect(selectFromIndex(buildRecallIndex(store), question).map((m) => m.stableKey)).toEqual(picked);
  return picked;
}
