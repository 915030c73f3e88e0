import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { buildRecallIndex, selectFromIndex, type RecallIndex, type UserMemory } from '../../../../memory';
import { storedMemory } from '../../../../memory/__fixtures__/candidates';
import { openMemoryDb } from '../../../../storage';
import * as rules from '../rules/memoryRulesChunk';
import { createRecaller } from './ruleRecall';

const TOPICS = ['peaches', 'tea', 'cycling', 'jazz', 'rust', 'chess', 'hiking'];
const memories: UserMemory[] = Array.from({ length: 1_600 }, (_, i) =>
  storedMemory(`user_preference:prefer-item${i}`, {
    text: `The user likes ${TOPICS[i % TOPICS.length]} and item${i}`,
    tags: [TOPICS[i % TOPICS.length]!, `item${i}`],
    identity: { subject: `item${i}`, polarity: 'prefer' },
  }),
);

describe('the recall index of a large store', () => {
  it('given 1,600 memories and no index yet, when two callers ask at once, then one build takes them in slices with queued work run between, and it answers like a build in one step', async () => {
    const db = openMemoryDb('recall-index-slices');
    await db.memories.bulkPut(memories);
    const sizes: number[] = [];
    let queuedRan = true;
    const betweenSlices: boolean[] = [];
    const recaller = createRecaller({
      now: () => '2026-12-01T00:00:00.000Z',
      onFailure: (e) => {
        throw e;
      },
      onSuccess: () => undefined,
      rules: async () => ({
        ...rules,
        buildRecallIndex: (list: readonly UserMemory[], previous?: RecallIndex) => {
          // Whether a task queued after the previous slice ran before this one (a search waiting on the thread).
          if (sizes.length > 0) betweenSlices.push(queuedRan);
          sizes.push(list.length);
          const index = rules.buildRecallIndex(list, previous);
          queuedRan = false;
          setTimeout(() => (queuedRan = true), 0);
          return index;
        },
      }),
    });

    const [first, second] = await Promise.all([recaller.index(db), recaller.index(db)]);

    expect(second).toBe(first);
    expect(sizes).toEqual([500, 1_000, 1_500, 1_600]);
    expect(betweenSlices).toEqual([true, true, true]);
    const oneStep = buildRecallIndex(memories);
    for (const query of ['What tea should I buy?', 'any jazz for tonight', 'item1234 please', 'chess openings for me'])
      expect(selectFromIndex(first, query).map((m) => m.stableKey)).toEqual(selectFromIndex(oneStep, query).map((m) => m.stableKey));

    // A write afterwards rebuilds in one step, reusing the features of every unchanged memory.
    sizes.length = 0;
    await db.memories.put({ ...memories[0]!, text: 'The user likes oolong tea', updatedAt: '2026-12-01T00:00:00.000Z' });
    await recaller.index(db);
    expect(sizes).toEqual([1_600]);
  });
});
