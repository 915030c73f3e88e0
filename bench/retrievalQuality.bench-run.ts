import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { runImpersonalSet, runRetrievalSet } from '../src/memory/recall/__fixtures__/retrievalRun';

// Recall quality: the project's retrieval set through the worker's indexed recall and
// through BM25 with stemming, and the impersonal questions. Results go to BENCH_OUT as JSON.

it('retrieval quality', () => {
  const report = { ...runRetrievalSet(), impersonal: runImpersonalSet() };
  const out = process.env.BENCH_OUT;
  if (out) writeFileSync(out, JSON.stringify(report, null, 2));
});
