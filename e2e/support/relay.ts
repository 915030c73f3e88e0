import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRelay, type RunningRelay } from '../../tools/relay/relayProcess';
import { test } from './test';

/**
 * A relay this spec starts on a free port, with a data folder of its own, stopped and removed after the
 * spec. It can stop and start again on the same port (with its data, or wiped first), as a relay that goes
 * down and comes back.
 */
export function specRelay(folderPrefix: string) {
  let relay: RunningRelay | undefined;
  let dataDir = '';
  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
    relay = await startRelay(dataDir, 0);
  });
  test.afterAll(async () => {
    await relay?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const running = () => {
    if (!relay) throw new Error('the spec relay is not started');
    return relay;
  };
  return {
    url: () => running().url,
    stop: () => running().stop(),
    /** Starts it again on the same port; `wiped`: without the data it held. */
    async restart(options: { wiped?: boolean } = {}) {
      const port = running().port;
      if (options.wiped) rmSync(dataDir, { recursive: true, force: true });
      relay = await startRelay(dataDir, port);
    },
    /** What the relay stored, file by file (an observer's view). */
    files: () => readdirSync(dataDir).map((f) => readFileSync(join(dataDir, f))),
  };
}
