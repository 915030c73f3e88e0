import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { retrievalFacts, retrievalQuestions } from './__fixtures__/retrievalSet';
import { buildRecallIndex, selectFromIndex, startRecallIndexBuild } from './recallIndex';

const store = retrievalFacts().map((f) => f.memory);
const picks = (index: ReturnType<typeof buildRecallIndex>) =>
  retrievalQuestions()
    .slice(0, 40)
    .map((q) => selectFromIndex(index, q.question).map((m) => m.stableKey));

describe('a recall index built in steps', () => {
  it('given any sequence of step sizes, when the build finishes, then it selects exactly what a build in one go selects, and step says done only at the end', () => {
    const oneGo = picks(buildRecallIndex(store));
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 12 }), (sizes) => {
        const build = startRecallIndexBuild(store);
        let prepared = 0;
        for (const size of sizes) {
          const done = build.step(size);
          prepared = Math.min(store.length, prepared + Math.max(1, size));
          expect(done).toBe(prepared === store.length);
        }
        expect(picks(build.finish())).toEqual(oneGo);
      }),
      { seed: 7, numRuns: 25 },
    );
  });

  it('given a previous index, when one memory changed, then the build reuses every other memory’s features and finds the change', () => {
    const first = buildRecallIndex(store);
    const changed = store.map((m, i) => (i === 3 ? { ...m, text: `${m.text} (updated)`, updatedAt: '2030-01-01T00:00:00.000Z' } : m));
    const build = startRecallIndexBuild(changed, first);
    while (!build.step(5));
    const next = build.finish();
    const before = new Set(first.features);
    expect(next.features.filter((f) => !before.has(f)).map((f) => f.memory.stableKey)).toEqual([store[3]!.stableKey]);
  });
});
