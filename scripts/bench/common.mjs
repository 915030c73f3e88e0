// Shared by the bench steps: the repository root, output helpers and the Vitest bench runner.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
/** The repository root: the bench files and their Vitest config are named from it, wherever npm was started. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const out = (line = '') => process.stdout.write(`${line}\n`);
export const ms = (n) => n.toFixed(3).padStart(9);

/**
 * Runs one bench file under Vitest (it compiles the TypeScript) and returns the JSON it wrote to the file
 * named by `outVar` (BENCH_OUT unless the bench file reads another name), or null.
 */
export function runVitestBench(benchFile, { outVar = 'BENCH_OUT', env = {} } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'mindkeep-bench-'));
  const file = join(dir, 'result.json');
  try {
    const run = spawnSync('npx', ['vitest', 'run', '--config', 'bench/vitest.bench.config.ts', benchFile, '--reporter=dot'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env, [outVar]: file },
    });
    return run.status === 0 ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
