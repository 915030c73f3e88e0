// Prints one plain line, `N passed, N failed`, over Vitest and Playwright (CI reads neither runner's summary).
// Exits non-zero on any failure, on a failed stage (lint, type-check, build), or when nothing ran.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);
const unit = read('reports/unit.json');
// One report per browser-test run (scripts/test.sh runs two projects one after the other).
const e2eReports = existsSync('reports')
  ? readdirSync('reports')
      .filter((name) => /^e2e.*\.json$/.test(name))
      .map((name) => ({ stage: name.replace(/\.json$/, ''), report: read(`reports/${name}`) }))
  : [];
const stages = existsSync('reports/failed-stages.txt') ? readFileSync('reports/failed-stages.txt', 'utf8').split('\n').filter(Boolean) : [];

let passed = 0;
let failed = 0;
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests + (unit.numRuntimeErrorTestSuites ?? 0);
}
for (const { report } of e2eReports) {
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
}
const e2eFailedIn = (stage) => e2eReports.some((r) => r.stage === stage && r.report.stats.unexpected > 0);
// A stage that failed without a failing test of its own (lint, type-check, build, a crashed runner).
const silentStages = stages.filter((s) => !(s === 'unit' && unit?.numFailedTests) && !e2eFailedIn(s));
failed += silentStages.length;
if (silentStages.length) console.log(`failed stages: ${silentStages.join(', ')}`);

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
