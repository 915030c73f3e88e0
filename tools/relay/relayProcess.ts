import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Starts and stops the real relay (relay.mjs, as `npm run relay` does) for Node tests: the tests
// restart it on the same data folder and on an emptied one.

const RELAY = join(dirname(fileURLToPath(import.meta.url)), 'relay.mjs');

export interface RunningRelay {
  readonly port: number;
  readonly url: string;
  stop(): Promise<void>;
}

/** Resolves once the relay says it listens; `port` 0 lets the system choose a free one. */
export async function startRelay(dataDir: string, port = 0): Promise<RunningRelay> {
  const child: ChildProcess = spawn(process.execPath, [RELAY, '--port', String(port), '--data', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listening = new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /relay listening on ws:\/\/[^:]+:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`relay exited (${code}) before listening:\n${output}`)));
  });
  const actual = await listening;
  return {
    port: actual,
    url: `ws://127.0.0.1:${actual}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A relay on a new temporary data folder; `remove` stops it and deletes the folder. */
export async function startTempRelay(prefix: string): Promise<RunningRelay & { dataDir: string; remove(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), `mindkeep-${prefix}-`));
  const relay = await startRelay(dataDir);
  return {
    ...relay,
    dataDir,
    async remove() {
      await relay.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls `condition` until it holds; throws naming `what` after `timeoutMs`. */
export async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 40_000, everyMs = 50): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
