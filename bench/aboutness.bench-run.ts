import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { runAboutnessSet } from '../src/memory/recall/__fixtures__/aboutnessRun';
import { runBlindAboutnessSet } from '../src/memory/recall/__fixtures__/blindRun';

// The aboutness set and the blind aboutness set through the worker's indexed recall: false injection by
// category (and language) and direct recall.
// Results go to BENCH_OUT as JSON.

it('aboutness', () => {
  const out = process.env.BENCH_OUT;
  if (out) writeFileSync(out, JSON.stringify({ ...runAboutnessSet(), blind: runBlindAboutnessSet() }, null, 2));
});
