#!/usr/bin/env node
// `npm run bench`: runs each benchmark step in turn and prints its table. Steps are a list so more
// can be added (a Playwright main-thread bench is planned); a step returns whether its targets hold.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = (line = '') => process.stdout.write(`${line}\n`);
const ms = (n) => n.toFixed(3).padStart(9);

/** Recall targets of SPEC §3.8 (median per query, indexed path as used by the worker). */
const RECALL_TARGETS = { 1000: 5, 10000: 50 };

function recallStep() {
  const dir = mkdtempSync(join(tmpdir(), 'mindkeep-bench-'));
  const file = join(dir, 'recall.json');
  try {
    const run = spawnSync('npx', ['vitest', 'run', '--config', 'bench/vitest.bench.config.ts', '--reporter=dot'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, BENCH_OUT: file },
    });
    if (run.status !== 0) {
      out('recall benchmark failed to run');
      return false;
    }
    const { queries, rows } = JSON.parse(readFileSync(file, 'utf8'));
    out(`Recall per query (${queries} varied queries, ms)`);
    out('memories | index build |  indexed median |    indexed p95 |  plain median |    plain p95 | target');
    let met = true;
    for (const r of rows) {
      const target = RECALL_TARGETS[r.size];
      const ok = target === undefined || r.indexed.median < target;
      met &&= ok;
      const verdict = target === undefined ? '-' : `< ${target} ms median: ${ok ? 'met' : 'MISSED'}`;
      out(
        `${String(r.size).padStart(8)} | ${ms(r.buildMs)}   | ${ms(r.indexed.median)}      | ${ms(r.indexed.p95)}      | ${ms(r.plain.median)}     | ${ms(r.plain.p95)}    | ${verdict}`,
      );
    }
    return met;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const STEPS = [{ name: 'recall (pure, Node)', run: recallStep }];

let allMet = true;
for (const step of STEPS) {
  out(`== ${step.name}`);
  const met = step.run();
  out(met ? 'targets met' : 'targets MISSED');
  out();
  allMet &&= met;
}
process.exit(allMet ? 0 : 1);
