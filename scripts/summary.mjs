// Prints one plain line, `N passed, N failed`, over Vitest and Playwright (CI reads neither runner's summary).
// Exits non-zero on any failure, on a failed stage (lint, type-check, build), or when nothing ran.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);
const unit = read('reports/unit.json');
// One Playwright report per run: `npm test` runs the suite in two groups, each stage `e2e-<group>` writing
// reports/e2e-<group>.json; a plain `playwright test` writes reports/e2e.json.
const e2eReports = existsSync('reports')
  ? Object.fromEntries(
      readdirSync('reports')
        .filter((f) => /^e2e(-[\w-]+)?\.json$/.test(f))
        .map((f) => [f.replace(/\.json$/, ''), read(`reports/${f}`)]),
    )
  : {};
const stages = existsSync('reports/failed-stages.txt') ? readFileSync('reports/failed-stages.txt', 'utf8').split('\n').filter(Boolean) : [];

let passed = 0;
let failed = 0;
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests + (unit.numRuntimeErrorTestSuites ?? 0);
}
for (const e2e of Object.values(e2eReports)) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
}
// A stage that failed without a failing test of its own (lint, type-check, build, a crashed runner).
const silentStages = stages.filter(
  (s) => !(s === 'unit' && unit?.numFailedTests) && !(s.startsWith('e2e') && e2eReports[s]?.stats.unexpected),
);
failed += silentStages.length;
if (silentStages.length) console.log(`failed stages: ${silentStages.join(', ')}`);

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
