import { describe, expect, it } from 'vitest';
import { storedMemory } from '../../__fixtures__/candidates';
import type { UserMemory } from '../../record/schema';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';
import { selectRelevantMemories } from '../selection';

// A question naming the one a memory is about lets the everyday words beside the name count for that memory
// (namedSubject.ts), as a question about the user's own likes does for the user's memories.

const fact = (text: string, subject: string, i: number): UserMemory =>
  storedMemory(`m${i}`, { type: 'stable_user_context', text, identity: { subject }, tags: [] });
const keysOf = (memories: readonly UserMemory[], query: string): string[] => {
  const plain = selectRelevantMemories(memories, query).map((m) => m.stableKey);
  expect(selectFromIndex(buildRecallIndex(memories), query).map((m) => m.stableKey)).toEqual(plain);
  return plain;
};

// A friend many memories are about, each memory with her as its subject, and facts in everyday words.
const friend = [
  ['Caroline drove her old car to the coast every summer.', 'car'],
  ['Caroline started a new job at a bookshop downtown.', 'job'],
  ['Caroline moved back home to her parents last winter.', 'home'],
  ['Caroline saved money for a trip to Japan.', 'money'],
] as const;
const store = friend.map(([text, word], i) => ({ word, memory: fact(text, 'Caroline', i + 1) }));
// …among the many more a long friendship leaves, so that her name alone tells them apart little.
const HOBBIES = ['tennis', 'origami', 'jazz', 'sourdough', 'kayaking', 'chess', 'pottery', 'astronomy', 'salsa', 'birdwatching'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Saturday', 'Sunday'];
const PLACES = ['Lisbon', 'Oslo', 'Quito'];
const more = HOBBIES.flatMap((hobby) =>
  DAYS.flatMap((day) => PLACES.map((place) => `Caroline took up ${hobby} in ${place} on ${day}.`)),
).map((text, i) => fact(text, 'Caroline', i + 10));
const memories = [...store.map((s) => s.memory), ...more];

describe('a question that names the one a memory is about', () => {
  it.each(store)('Given "What about Caroline and her $word?", then the memory about her $word comes first', ({ word, memory }) => {
    expect(keysOf(memories, `What did Caroline say about her ${word}?`)[0]).toBe(memory.stableKey);
  });

  it.each(store)('Given the same everyday word with no name ("$word"), then no memory of hers comes', ({ word }) => {
    expect(keysOf(memories, `What did they say about the ${word}?`)).toEqual([]);
  });

  it.each(store)('Given the name beside a surname the memories lack (Caroline Herschel), then it is someone else: no lift', ({ word }) => {
    expect(keysOf(memories, `What did Caroline Herschel say about her ${word}?`)).toEqual([]);
  });
});
