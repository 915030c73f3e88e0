import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { it } from 'vitest';
import { buildRecallIndex, selectFromIndex, selectRelevantMemories } from '../src/memory';
import { BENCH_QUERIES, buildStore } from './recallStore';

// Measures recall per query over stores of 100, 1,000 and 10,000 memories, for the indexed path
// the worker uses and for the plain reference loop. Results go to BENCH_OUT as JSON.

const SIZES = [100, 1_000, 10_000] as const;
const ROUNDS = 15;

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

function measure(run: (query: string) => unknown, rounds: number): { median: number; p95: number; samples: number } {
  for (const q of BENCH_QUERIES) run(q); // warm-up: JIT and the word-fold cache
  const times: number[] = [];
  for (let r = 0; r < rounds; r += 1) {
    for (const q of BENCH_QUERIES) {
      const start = performance.now();
      run(q);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95), samples: times.length };
}

it('recall benchmark', () => {
  const rows = [];
  for (const size of SIZES) {
    const store = buildStore(size);
    const buildStart = performance.now();
    const index = buildRecallIndex(store);
    const buildMs = performance.now() - buildStart;
    // The worker rebuilds after every write, reusing the features of unchanged memories.
    const changed = store.map((m, i) => (i === 0 ? { ...m, text: `${m.text} (edited)`, updatedAt: '2030-01-01T00:00:00.000Z' } : m));
    const rebuildStart = performance.now();
    buildRecallIndex(changed, index);
    const rebuildMs = performance.now() - rebuildStart;
    const indexed = measure((q) => selectFromIndex(index, q), ROUNDS);
    const plain = measure((q) => selectRelevantMemories(store, q), size >= 10_000 ? 2 : 5);
    rows.push({ size, buildMs, rebuildMs, indexed, plain });
  }
  const out = process.env.BENCH_OUT;
  if (out) writeFileSync(out, JSON.stringify({ queries: BENCH_QUERIES.length, rows }, null, 2));
});
