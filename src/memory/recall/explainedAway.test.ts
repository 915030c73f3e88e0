import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../__fixtures__/candidates';
import type { UserMemory } from '../record/schema';
import { buildRecallIndex, selectFromIndex } from './recallIndex';
import { selectRelevantMemories } from './selection';

// When a memory whose matched words a better one also matched still comes along (selection.ts, withoutExplainedAway).

const at = (i: number): string => `2025-05-01T00:00:${String(i % 60).padStart(2, '0')}.000Z`;
const fact = (text: string, tags: string[], subject: string, i: number): UserMemory =>
  memoryFrom(rawCandidate({ type: 'stable_user_context', text, tags, subject, facet: tags[0] ?? null, polarity: null }), at(i));
const keysOf = (memories: readonly UserMemory[], query: string): string[] => {
  const plain = selectRelevantMemories(memories, query).map((m) => m.stableKey);
  expect(selectFromIndex(buildRecallIndex(memories), query).map((m) => m.stableKey)).toEqual(plain);
  return plain;
};

describe('a memory matched on part of what a better one matched', () => {
  const better = fact('Priya sailed to Crete and sailed around Naxos with her cousins.', ['sailing', 'Greece'], 'Priya', 1);
  const other = fact('Priya sailed a catamaran to Crete in 2021.', ['catamaran', 'sailing trip'], 'catamaran', 2);

  it('Given two independent words of its own (a person and a place), then it stays beside the better one', () => {
    const got = keysOf([better, other], 'When did Priya sail to Crete and Naxos?');
    expect(got[0]).toBe(better.stableKey);
    expect(got).toContain(other.stableKey);
  });

  it('Given a word it met only as part of the better one’s phrase (Berlin of "Berlin marathon"), then it does not come along', () => {
    const marathon = fact('Priya ran the Berlin marathon in September 2022.', ['marathon', 'running'], 'Priya', 3);
    const lived = fact('Priya lived in Berlin for two years.', ['Berlin', 'home'], 'Priya', 4);
    expect(keysOf([marathon, lived], 'When did Priya run the Berlin marathon?')).toEqual([marathon.stableKey]);
  });
});
