import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { bootWorker, testModelSettings, type WorkerApiUnderTest } from '../../workerHarness.testutil';
import { useMockServer } from '../../../../tools/mock-openai/vitest';

const server = useMockServer({ chunkDelayMs: 1 });
const settings = () => testModelSettings(server.baseURL);

async function send(api: WorkerApiUnderTest, text: string, temporary: boolean) {
  const sent = await api.sendMessage({
    conversationId: null,
    mode: 'ordinary_chat',
    text,
    temporary,
    settings: settings(),
    onEvent: () => undefined,
  });
  if (!sent.ok) throw new Error(sent.error.code);
  return sent.value.conversationId;
}

describe('temporary chat', () => {
  it('given a temporary chat, when a turn completes, then no extraction request is made', async () => {
    const { api } = await bootWorker();
    await send(api, 'remember that I like peaches', true);
    // The outbox runs jobs in turn order: once a later ordinary turn's extraction is sent, the temporary
    // turn's would have been sent before it.
    // A remember request, so the memory pre-check sends it to the model.
    await send(api, 'remember: an ordinary turn after it', false);
    const extractions = () => server.mock.log().filter((e) => e.schemaName === 'memory_candidates');
    // The extraction waits for the gates' on-demand chunk (identifier libraries, ten lexicons), which the
    // test runner compiles on first import: seconds on a loaded machine. waitFor returns as soon as it holds.
    await vi.waitFor(() => expect(extractions()).toHaveLength(1), { timeout: 20_000 });
    expect(JSON.stringify(extractions()[0]!.body)).toContain('an ordinary turn after it');
    expect(JSON.stringify(extractions())).not.toContain('peaches');
  });

  it('given a temporary and an ordinary chat, when each is closed, then only the temporary one is deleted with its messages', async () => {
    const { api, db } = await bootWorker();
    const temporary = await send(api, 'secret plans', true);
    const kept = await send(api, 'ordinary talk', false);
    expect(await api.closeConversation({ id: kept })).toEqual({ ok: true, value: false });
    expect(await api.closeConversation({ id: temporary })).toEqual({ ok: true, value: true });
    expect((await db.conversations.toArray()).map((c) => c.id)).toEqual([kept]);
    expect(await db.messages.where('conversationId').equals(temporary).count()).toBe(0);
  });

  it('given a temporary chat left by a closed tab, when the worker starts, then it is purged', async () => {
    const { api, db, hash } = await bootWorker();
    const temporary = await send(api, 'left behind', true);
    await bootWorker(hash);
    expect(await db.conversations.get(temporary)).toBeUndefined();
    expect(await db.messages.where('conversationId').equals(temporary).count()).toBe(0);
  });
});
