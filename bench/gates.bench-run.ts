import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { it } from 'vitest';
import { validateCandidate } from '../src/memory';
import { corpusCandidate } from '../src/memory/gates/__fixtures__/corpusCandidate';
import { GATE_CORPUS } from '../src/memory/gates/__fixtures__/gateCorpus';
import { I18N_CASES } from '../src/memory/gates/__fixtures__/gateCorpus.i18n';

// Gates benchmark (docs/memory-gates.md): how the labelled corpus fares per category, and how long
// validateCandidate takes per candidate (with a user key in the context, as the worker calls it).
// Writes JSON to GATES_BENCH_OUT; without it (e.g. when the recall step runs every bench file) it
// does nothing. scripts/bench.mjs prints the tables and judges the targets.

const ROUNDS = 25;
const ctx = { sourceConversationId: 'conv-bench', secrets: ['sk-bench-user-key-0123456789abcdef'] };

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

it('gates benchmark', () => {
  const out = process.env.GATES_BENCH_OUT;
  if (!out) return;
  const raws = GATE_CORPUS.map(corpusCandidate);
  const categories = new Map<
    string,
    { category: string; expect: string; zh: number; en: number; total: number; correct: number; misses: string[] }
  >();
  raws.forEach((raw, i) => {
    const c = GATE_CORPUS[i];
    if (!c) return;
    const result = validateCandidate(raw, ctx);
    const verdict = result.ok ? 'accepted' : 'refused';
    const row = categories.get(c.category) ?? { category: c.category, expect: c.expect, zh: 0, en: 0, total: 0, correct: 0, misses: [] };
    row.total += 1;
    if (c.lang === 'zh' || c.lang === 'en') row[c.lang] += 1;
    if (verdict === c.expect) row.correct += 1;
    else row.misses.push(c.text);
    categories.set(c.category, row);
  });

  // Timed over the cases of every language: the other eight languages' words and libraries cost time too.
  const timed = [...raws, ...I18N_CASES.map(corpusCandidate)];
  for (const raw of timed) validateCandidate(raw, ctx); // warm-up: JIT and regex compilation
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r += 1) {
    for (const raw of timed) {
      const start = performance.now();
      validateCandidate(raw, ctx);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  writeFileSync(
    out,
    JSON.stringify({
      cases: raws.length,
      timedCases: timed.length,
      rows: [...categories.values()],
      timing: { median: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1], samples: times.length },
    }),
  );
});
