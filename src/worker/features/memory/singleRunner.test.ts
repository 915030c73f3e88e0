import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../tools/mock-openai/vitest';
import { listJobs } from '../../../storage';
import { extractionRequests, seedTurn, startPipeline } from './pipeline.testutil';

const server = useMockServer();

/** An exclusive, queued Web Locks stand-in shared by the "tabs" of one test (Node has no navigator.locks). */
function sharedLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const names: string[] = [];
  const manager = {
    request(name: string, ...rest: unknown[]) {
      const callback = rest.at(-1) as (lock: { name: string; mode: 'exclusive' }) => Promise<unknown>;
      names.push(name);
      const result = (tails.get(name) ?? Promise.resolve()).then(() => callback({ name, mode: 'exclusive' }));
      tails.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
    query: async () => ({ held: [], pending: [] }),
  };
  return { manager: manager as unknown as LockManager, names };
}

describe('one outbox runner per session', () => {
  it('given two tabs of a session enqueuing at once, when both runners are kicked, then every job runs exactly once, in order', async () => {
    const locks = sharedLocks();
    const tabA = await startPipeline(server, { locks: locks.manager });
    const tabB = await tabA.restart();
    server.mock.rules({ match: { schemaName: 'memory_candidates' }, json: { candidates: [] }, delayMs: 25 });

    const turns = [];
    for (const text of ['remember one', 'remember two', 'remember three', 'remember four']) turns.push(await seedTurn(tabA.chat, text));
    await tabA.pipeline.enqueueExtraction(turns[0]!);
    await tabB.enqueueExtraction(turns[1]!);
    await tabA.pipeline.enqueueExtraction(turns[2]!);
    await tabB.enqueueExtraction(turns[3]!);
    await Promise.all([tabA.pipeline.whenIdle(), tabB.whenIdle()]);

    const asked = extractionRequests(server).map((r) => /### Latest user message\n(.*)/.exec(r.body.messages.at(-1).content)?.[1]);
    expect(asked).toEqual(['remember one', 'remember two', 'remember three', 'remember four']);
    expect((await listJobs(tabA.inspect)).map((j) => [j.state, j.attempts])).toEqual(Array.from({ length: 4 }, () => ['done', 1]));
    expect(new Set(locks.names)).toEqual(new Set([`mindkeep-outbox-${tabA.hash}`]));
  });
});
