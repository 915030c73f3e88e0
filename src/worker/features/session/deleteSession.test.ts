import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../tools/mock-openai/vitest';
import { bootWorker, testModelSettings } from '../../workerHarness.testutil';

const server = useMockServer({ chunkDelayMs: 1 });
const sessionDatabases = async (hash: string) => (await indexedDB.databases()).map((d) => d.name).filter((n) => n?.endsWith(hash));

describe('deleting a browser session', () => {
  it('given another session with a conversation, when its data is deleted, then its databases are gone and this session keeps its own', async () => {
    const other = await bootWorker();
    await other.api.sendMessage({
      conversationId: null,
      mode: 'ordinary_chat',
      text: 'only there',
      settings: testModelSettings(server.baseURL),
      onEvent: () => undefined,
    });
    other.db.close();
    expect(await sessionDatabases(other.hash)).toContain(`mindkeep-chat-${other.hash}`);
    const here = await bootWorker();

    expect((await here.api.deleteSessionData({ sessionHash: other.hash })).ok).toBe(true);
    expect(await sessionDatabases(other.hash)).toEqual([]);
    expect(await sessionDatabases(here.hash)).toContain(`mindkeep-chat-${here.hash}`);
  });

  it('given the open session or a malformed hash, when its data is to be deleted, then it is refused and nothing goes', async () => {
    const here = await bootWorker();
    for (const sessionHash of [here.hash, '../../etc'])
      expect(await here.api.deleteSessionData({ sessionHash })).toMatchObject({ ok: false, error: { code: 'bad_session' } });
    expect(await sessionDatabases(here.hash)).toContain(`mindkeep-chat-${here.hash}`);
  });
});
