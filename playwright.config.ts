import { defineConfig } from '@playwright/test';
import { CHROMIUM, LAUNCH_ARGS } from './e2e/support/chromium.mjs';

// Overridable so several checkouts can run their suites side by side on one machine.
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4010);
// One worker by default. `npm test` (scripts/test.sh) runs the suite as two groups, the projects below: `parallel` in
// two workers, then `timing` in one. Two workers for everything ran the suite in 12.9 min against 18.2 min on this
// 2-core machine, but the contention broke timing the app promises: in one of two full CI runs an extraction flushed
// on leaving a chat left 4.2 s after the last turn instead of 1.5 s, and a recall missed its 300 ms budget. Each
// worker has a loopback model server of its own, on MOCK_PORT + its parallel index (e2e/support/app.ts), so scripts
// and request logs never mix; a spec file runs whole in one worker, so the one that steers the static server
// (static-hosting.spec.ts) has it alone.
const WORKERS = Number(process.env.E2E_WORKERS ?? 1);

// Static hosting (e2e/static-hosting.spec.ts): the built dist/ served by a plain file server, not Vite, at the
// site root and under a nested sub-path; one port sends no headers (like GitHub Pages), the other dist/_headers.
/**
 * The specs that check the app's own timing: a recall inside its budget (a request that must carry a memory), an
 * extraction batch sent before its quiet period, writes racing across tabs, a worker crashed while a stream or an
 * extraction is still under way. (Importing memories and a memory database blocked by an older tab only wait for their
 * outcome, so they run in `parallel`.) They run
 * with the machine to themselves; every other spec waits for what it checks, with no deadline of the app's own, so
 * it tolerates a second worker beside it (not a machine loaded far beyond that: under four other test runs, four
 * failed their 45 s test timeout).
 */
const TIMING_SPECS = [
  'long-term-memory.spec.ts',
  'meaning-recall.spec.ts',
  'memory-grounding.spec.ts',
  'memory-inspector.spec.ts',
  'memory-notices.spec.ts',
  'modes.spec.ts',
  'short-term-memory.spec.ts',
  'faults/batch.spec.ts',
  'faults/quota.spec.ts',
  'faults/two-tabs.spec.ts',
  'faults/import-two-tabs.spec.ts',
  'faults/worker-crash.spec.ts',
].map((spec) => `**/${spec}`);

export const STATIC_PORT = Number(process.env.E2E_STATIC_PORT ?? 4181);
export const STATIC_HEADERS_PORT = Number(process.env.E2E_STATIC_HEADERS_PORT ?? 4182);
const staticHostServer = {
  command: `node tools/static-server.mjs --dir dist --port ${STATIC_PORT} --headers-port ${STATIC_HEADERS_PORT} --mount / --mount /a/b/mindkeep/ --test-hooks`,
  url: `http://127.0.0.1:${STATIC_PORT}/__static/misses`,
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? 'reports/e2e.json' }]],
  projects: [
    // The specs that wait for what they check: no deadline of the app's own, so a wait here is only how long the runner
    // gives a check before calling it failed. The first write of a memory (the worker loads and compiles the gates)
    // took more than the 10 s default on a loaded machine (a CI run saw an extraction still pending at 10 s); a check
    // that holds gets its answer as soon as it holds either way.
    { name: 'parallel', testIgnore: TIMING_SPECS, timeout: 90_000, expect: { timeout: 30_000 } },
    { name: 'timing', testMatch: TIMING_SPECS },
  ],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM,
      args: LAUNCH_ARGS,
    },
    // Recording a trace for every test (to keep the failing ones) costs about a sixth of the suite's time on this
    // machine (a 12-test spec: 113 s against 94 s). CI shows only the log, so there it records none; a local run keeps
    // the failing tests' traces (or pass --trace on).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // Each test's fresh context would install the service worker and copy the whole 4 MB build into its cache:
    // about a sixth of the suite's CPU on this machine. The specs about offline use and hosting allow it
    // (test.use in offline.spec.ts and static-hosting.spec.ts); the rest test the app, which needs no worker.
    serviceWorkers: 'block',
  },
  webServer: [
    ...Array.from({ length: WORKERS }, (_, i) => ({
      command: 'node tools/mock-openai/server.mjs',
      url: `http://127.0.0.1:${MOCK_PORT + i}/health`,
      env: { MOCK_PORT: String(MOCK_PORT + i) },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    })),
    {
      command: `npx vite preview --host 127.0.0.1 --port ${APP_PORT} --strictPort`,
      url: `http://127.0.0.1:${APP_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    staticHostServer,
  ],
});
