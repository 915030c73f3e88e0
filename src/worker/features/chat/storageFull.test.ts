import 'fake-indexeddb/auto';
import { describe, expect, it, onTestFinished } from 'vitest';
import { useMockServer } from '../../../../tools/mock-openai/vitest';
import { listMessages, openMemoryDb } from '../../../storage';
import { bootWorker, testModelSettings } from '../../workerHarness.testutil';
import { seedTurn, startPipeline } from '../memory/pipeline.testutil';
import { createUnsavedWrites } from '../../common/unsavedWrites';
import { fillTheDisk } from '../../common/storageFull.testutil';

// A full disk keeps the whole answer in the worker, marks the row, and saves it once space is freed.
const server = useMockServer({ chunkDelayMs: 1 });

describe('a full disk during an answer', () => {
  it('given the final write fails with QuotaExceededError, when space is freed, then the whole answer is saved and its memory job follows', async () => {
    const tab = await bootWorker();
    const disk = fillTheDisk();
    onTestFinished(disk.restore);
    const words = Array.from({ length: 12 }, (_, i) => `part${i} `);
    server.mock.script({ match: { kind: 'chat' }, chunks: words, chunkDelayMs: 1 });
    const result = await tab.api.sendMessage({
      conversationId: null,
      mode: 'ordinary_chat',
      text: 'remember that I like tea',
      settings: testModelSettings(server.baseURL),
      onEvent: () => undefined,
    });
    expect(result.ok && result.value.status).toBe('error');
    expect(result.ok && result.value.error?.code).toBe('storage_full');
    const conversationId = result.ok ? result.value.conversationId : '';
    expect((await listMessages(tab.db, conversationId)).at(-1)).toMatchObject({ status: 'error', error: { code: 'storage_full' } });

    disk.state.full = false;
    await tab.api.deleteMemory({ stableKey: 'nothing-to-delete' });
    await expect.poll(async () => (await listMessages(tab.db, conversationId)).at(-1)?.status).toBe('complete');
    expect((await listMessages(tab.db, conversationId)).at(-1)).toMatchObject({ text: words.join('') });
    expect((await listMessages(tab.db, conversationId)).at(-1)?.error).toBeUndefined();
    const outbox = await openMemoryDb(tab.hash).outbox.toArray();
    expect(outbox.map((j) => j.conversationId)).toContain(conversationId);
  });
});

describe('a full disk when an extraction job is enqueued', () => {
  it('given the outbox write fails with QuotaExceededError, when space is freed, then the job is written, not dropped', async () => {
    const proto = globalThis.IDBObjectStore.prototype;
    const original = { add: proto.add, put: proto.put };
    const disk = { full: true };
    for (const method of ['add', 'put'] as const) {
      proto[method] = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
        if (disk.full && this.name === 'outbox') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return original[method].call(this, value, key);
      } as typeof proto.put;
    }
    onTestFinished(() => void Object.assign(proto, original));

    const unsavedJobs = createUnsavedWrites(60_000);
    const h = await startPipeline(server, { unsavedJobs });
    const turn = await seedTurn(h.chat, 'remember that I like green tea');
    await h.pipeline.enqueueExtraction(turn);
    expect(await h.inspect.outbox.count()).toBe(0);
    expect(h.pipeline.status()).toMatchObject({ state: 'unavailable' });
    expect(unsavedJobs.count()).toBe(1);

    disk.full = false;
    expect(await unsavedJobs.retryNow()).toBe(0);
    expect((await h.inspect.outbox.toArray()).map((j) => j.assistantMessageId)).toEqual([turn.assistantMessageId]);
  });
});
