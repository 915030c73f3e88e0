// Prints one plain line, `N passed, N failed`, over Vitest and Playwright (CI reads neither runner's summary).
// Exits non-zero on any failure, on a failed stage (lint, type-check, build), or when nothing ran.
import { existsSync, readFileSync } from 'node:fs';

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);
const unit = read('reports/unit.json');
const e2e = read('reports/e2e.json');
const stages = existsSync('reports/failed-stages.txt') ? readFileSync('reports/failed-stages.txt', 'utf8').split('\n').filter(Boolean) : [];

let passed = 0;
let failed = 0;
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests + (unit.numRuntimeErrorTestSuites ?? 0);
}
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
}
// A stage that failed without a failing test of its own (lint, type-check, build, a crashed runner).
const silentStages = stages.filter((s) => !(s === 'unit' && unit?.numFailedTests) && !(s === 'e2e' && e2e?.stats.unexpected));
failed += silentStages.length;
if (silentStages.length) console.log(`failed stages: ${silentStages.join(', ')}`);

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
