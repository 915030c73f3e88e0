import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

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
    // Worker threads instead of child processes: each test file imports its modules afresh either way, and
    // threads do it with less overhead (the whole suite in 155 s against 199 s, one run each on this machine).
    pool: 'threads',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tools/**/*.test.ts', 'tsconfig/**/*.test.ts', 'deploy/**/*.test.ts'],
  },
});
