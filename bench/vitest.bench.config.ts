import { defineConfig } from 'vitest/config';

// Recall benchmarks run through Vitest only because it compiles the TypeScript sources; they measure
// and report, and never assert timings (scripts/bench.mjs judges the targets).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['bench/**/*.bench-run.ts'],
    testTimeout: 600_000,
    fileParallelism: false,
  },
});
