import { expect } from 'vitest';
import type { MemoryType } from '../../../shared';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import type { UserMemory } from '../../record/schema';
import { selectRelevantMemories } from '../selection';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// Shared by the bridge tests: memories made one second apart on one day, and a selection that must agree between the
// plain loop and the worker's index.

/** A memory maker whose memories are stamped one second apart on `day` (a liking gets the polarity "prefer"). */
export function memoryMaker(day: string): (type: MemoryType, text: string, tags: string[], subject: string) => UserMemory {
  let second = 0;
  return (type, text, tags, subject) => {
    second += 1;
    const polarity = type === 'user_preference' ? 'prefer' : null;
    return memoryFrom(rawCandidate({ type, text, tags, subject, polarity }), `${day}T00:00:${String(second % 60).padStart(2, '0')}.000Z`);
  };
}

/** The stable keys selected for `question`, checked to be the same through the index as through the plain loop. */
export function picked(store: readonly UserMemory[], question: string): string[] {
  const plain = selectRelevantMemories(store, question).map((s) => s.stableKey);
  expect(selectFromIndex(buildRecallIndex(store), question).map((s) => s.stableKey)).toEqual(plain);
  return plain;
}
