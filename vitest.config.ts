import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// The pure core's test files: its modules hold no state a test could change (no I/O, clock or randomness; the
// only module-level values are caches of data tables), so they may share one module graph per worker.
const PURE_CORE = ['src/memory/**/*.test.ts'];

// Separate from vite.config.ts so that build-only plugins (the PWA service worker) never load in tests.
export default defineConfig({
  test: {
    environment: 'node',
    // Speed is measured by the benches, never by a test's clock: on a shared 2-core machine the property
    // tests over the gate corpora and the worker tests against the loopback server can take several
    // seconds each, so the 5 s default only made them fail for reasons that are not theirs.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Vitest leaves one core free by default, which on a 2-core machine means one test file at a time;
    // two run the suite in about two thirds of the time there (measured 116 s against 172 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Worker threads instead of child processes: each isolated test file imports its modules afresh either way,
    // and threads do it with less overhead (the whole suite in 155 s against 199 s, one run each on this machine).
    pool: 'threads',
    // One fixed seed for every property test (FC_SEED picks another or `random`): see the file.
    setupFiles: ['tools/vitest/fixedSeed.ts'],
    projects: [
      {
        extends: true,
        // Re-importing the gates' and recall's data tables for each of the core's 130-odd files was most of the
        // suite's import time (the gates folder: 304 s of imports summed over files isolated, 35 s shared; CPU
        // 4m07 against 2m34, same 22,459 tests passing).
        test: { name: 'core', include: PURE_CORE, isolate: false },
      },
      {
        extends: true,
        // Everything else keeps a fresh module graph per file: stores, fake IndexedDB, React and the worker's
        // features hold state between calls.
        test: {
          name: 'app',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'tools/**/*.test.ts',
            'e2e/support/**/*.test.ts',
            'tsconfig/**/*.test.ts',
            'deploy/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...PURE_CORE],
        },
      },
    ],
  },
});
