import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { mayHoldMemory } from '../src/memory';
import { MEMORY_TURNS } from '../src/memory/extraction/__fixtures__/memoryTurns';

// Memory pre-check benchmark: on the labelled turn set, per language, how many turns without a memory
// mayHoldMemory skips and how many with one it misses. Writes JSON to PRECHECK_BENCH_OUT; without it
// (e.g. when another step runs every bench file) it does nothing. scripts/bench.mjs prints and judges.

it('memory pre-check benchmark', () => {
  const out = process.env.PRECHECK_BENCH_OUT;
  if (!out) return;
  const rows = new Map<
    string,
    { lang: string; withMemory: number; missed: number; without: number; skipped: number; explicitMissed: number }
  >();
  for (const turn of MEMORY_TURNS) {
    const row = rows.get(turn.lang) ?? { lang: turn.lang, withMemory: 0, missed: 0, without: 0, skipped: 0, explicitMissed: 0 };
    const called = mayHoldMemory(turn.text);
    if (turn.holdsMemory) {
      row.withMemory += 1;
      if (!called) row.missed += 1;
      if (!called && turn.explicit) row.explicitMissed += 1;
    } else {
      row.without += 1;
      if (!called) row.skipped += 1;
    }
    rows.set(turn.lang, row);
  }
  writeFileSync(out, JSON.stringify({ turns: MEMORY_TURNS.length, rows: [...rows.values()] }));
});
