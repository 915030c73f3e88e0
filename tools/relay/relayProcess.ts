import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
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
