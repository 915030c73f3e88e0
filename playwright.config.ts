import { defineConfig } from '@playwright/test';
import { CHROMIUM, LAUNCH_ARGS } from './e2e/support/chromium.mjs';

// Overridable so several checkouts can run their suites side by side on one machine.
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4010);

// Browser tests run on several workers at once; each worker talks to its own loopback model server
// (MOCK_PORT + the worker's parallel index, e2e/support/app.ts), since a server keeps one script and one
// request log. Most of a test's time is spent waiting (on streams, timers, Chromium's quota cache), so two
// workers finish the suite much sooner even on two cores.
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

// Specs whose subject is a deadline or a race (recall's time budget, batching's quiet period, two tabs,
// a crashed worker, a stalled network, the shared static host) run alone, after the rest, in their own
// run (scripts/test.sh), so another test's CPU use never decides their outcome.
const CALM_SPECS = [
  'long-term-memory.spec.ts',
  'meaning-recall.spec.ts',
  'short-term-memory.spec.ts',
  'memory-grounding.spec.ts',
  'memory-import.spec.ts',
  'static-hosting.spec.ts',
  'faults/two-tabs.spec.ts',
  'faults/worker-crash.spec.ts',
  'faults/batch.spec.ts',
  'faults/network.spec.ts',
].map((spec) => `**/e2e/${spec}`);

// Static hosting (e2e/static-hosting.spec.ts): the built dist/ served by a plain file server, not Vite, at the
// site root and under a nested sub-path; one port sends no headers (like GitHub Pages), the other dist/_headers.
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
  workers: E2E_WORKERS,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Each run of the suite (scripts/test.sh runs the two projects one after the other) keeps its own report.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/e2e.json' }]],
  projects: [
    { name: 'parallel', testIgnore: CALM_SPECS, fullyParallel: true },
    { name: 'calm', testMatch: CALM_SPECS, workers: 1 },
  ],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM,
      args: LAUNCH_ARGS,
    },
    trace: 'retain-on-failure',
  },
  webServer: [
    ...Array.from({ length: E2E_WORKERS }, (_, i) => ({
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
