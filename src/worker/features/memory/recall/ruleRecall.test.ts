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
  it('given 1,600 memories and no index yet, when two callers ask at once, then one build takes them in slices of a few milliseconds with queued work run between, and it answers like a build in one step', async () => {
    const db = openMemoryDb('recall-index-slices');
    await db.memories.bulkPut(memories);
    // A clock that moves 1 ms per step taken, so slices end by the clock, not by a count.
    let clock = 0;
    const stepsPerSlice: number[] = [0];
    let queuedRan = true;
    const betweenSlices: boolean[] = [];
    const recaller = createRecaller({
      now: () => '2026-12-01T00:00:00.000Z',
      onFailure: (e) => {
        throw e;
      },
      onSuccess: () => undefined,
      elapsed: () => clock,
      yieldThread: async () => {
        // Whether a task queued during the slice (a search waiting on the thread) ran before the next one.
        queuedRan = false;
        setTimeout(() => (queuedRan = true), 0);
        await new Promise((resolve) => setTimeout(resolve, 0));
        betweenSlices.push(queuedRan);
        stepsPerSlice.push(0);
      },
      rules: async () => ({
        ...rules,
        startRecallIndexBuild: (list: readonly UserMemory[], previous?: RecallIndex) => {
          const build = rules.startRecallIndexBuild(list, previous);
          return {
            step: (count: number) => {
              clock += 1;
              stepsPerSlice[stepsPerSlice.length - 1]! += 1;
              return build.step(count);
            },
            finish: () => build.finish(),
          };
        },
      }),
    });

    const [first, second] = await Promise.all([recaller.index(db), recaller.index(db)]);

    expect(second).toBe(first);
    // 1,600 memories, 16 at a time: 100 steps, a yield once 12 ms have passed.
    expect(stepsPerSlice).toEqual([12, 12, 12, 12, 12, 12, 12, 12, 4]);
    expect(betweenSlices).toEqual(Array(8).fill(true));
    const oneStep = buildRecallIndex(memories);
    for (const query of ['What tea should I buy?', 'any jazz for tonight', 'item1234 please', 'chess openings for me'])
      expect(selectFromIndex(first, query).map((m) => m.stableKey)).toEqual(selectFromIndex(oneStep, query).map((m) => m.stableKey));

    // A write afterwards rebuilds reusing the features of every unchanged memory.
    await db.memories.put({ ...memories[0]!, text: 'The user likes oolong tea', updatedAt: '2026-12-01T00:00:00.000Z' });
    const rebuilt = await recaller.index(db);
    expect(rebuilt).not.toBe(first);
    const before = new Set(first.features);
    expect(rebuilt.features.filter((f) => !before.has(f)).map((f) => f.memory.text)).toEqual(['The user likes oolong tea']);
  });
});
