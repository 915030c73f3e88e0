import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { useMockServer } from '../../../../tools/mock-openai/vitest';
import { memoryDbName, openMemoryDb, type MemoryDb } from '../../../storage';
import type { MemoryStatus } from './pipeline';
import { RECALL_TIMEOUT_MS } from './recall/ruleRecall';
import { candidate, extractionRequests, freshHash, scriptCandidates, seedTurn, startPipeline } from './pipeline.testutil';

const server = useMockServer();
const request = (userText: string, assistantMessageId: string = crypto.randomUUID()) => ({
  conversationId: 'c-later',
  assistantMessageId,
  userText,
});

/** A newer schema version already on disk makes Dexie's open fail (VersionError), as a real downgrade would. */
async function occupyWithNewerVersion(hash: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const req = indexedDB.open(memoryDbName(hash), 999);
    req.onsuccess = () => {
      req.result.close();
      resolve();
    };
    req.onerror = () => reject(req.error);
  });
}

describe('memory degradation: the chat goes on as with memory off', () => {
  it.each([
    [
      'IndexedDB is refused (private mode)',
      'memory_open_failed',
      async (_hash: string) => ({
        openMemoryDb: () => {
          throw new DOMException('The user denied permission to access the database.', 'SecurityError');
        },
      }),
    ],
    ['a newer schema is on disk', 'memory_storage_failed', async (hash: string) => (await occupyWithNewerVersion(hash), {})],
  ])(
    'given a memory database that is unusable because %s, when the chat uses memory, then nothing throws and recall is null',
    async (_label, reason, arrange) => {
      const hash = freshHash();
      const extra = await arrange(hash);
      const h = await startPipeline(server, extra, hash);
      const seen: MemoryStatus[] = [];
      h.pipeline.onStatusChange((s) => seen.push(s));
      expect(h.pipeline.status()).toMatchObject({ state: 'unavailable', reason: { code: reason } });
      expect(await h.pipeline.recallForRequest(request('给我推荐几种水果'))).toBeNull();
      await expect(h.pipeline.enqueueExtraction(await seedTurn(h.chat, 'hi'))).resolves.toBeUndefined();
      await expect(
        h.pipeline.promotePinnedDecisions({
          conversationId: 'c',
          previous: [],
          next: [{ text: 'Use React', subject: 'React', type: 'standing_instruction' }],
          evidence: [{ text: 'Use React', evidence: 'please use React' }],
          userTexts: ['From now on please use React.'],
        }),
      ).resolves.toBeUndefined();
      await h.pipeline.whenIdle();
      expect(extractionRequests(server)).toHaveLength(0);
      expect(seen.every((s) => s.state === 'unavailable')).toBe(true);
    },
  );

  it('given the database closed under a running session, when recalling and enqueuing, then null, no throw, status unavailable', async () => {
    let opened: MemoryDb | undefined;
    const h = await startPipeline(server, { openMemoryDb: (hash) => (opened = openMemoryDb(hash)) });
    scriptCandidates(server, candidate());
    await h.pipeline.enqueueExtraction(await seedTurn(h.chat, '记住我喜欢吃桃子'));
    await h.pipeline.whenIdle();
    expect(await h.pipeline.recallForRequest(request('给我推荐几种水果'))).not.toBeNull();

    opened?.close();
    expect(await h.pipeline.recallForRequest(request('给我推荐几种水果'))).toBeNull();
    expect(h.pipeline.status().state).toBe('unavailable');
    await expect(h.pipeline.enqueueExtraction(await seedTurn(h.chat, 'next turn'))).resolves.toBeUndefined();
    expect(h.pipeline.status()).toMatchObject({ state: 'unavailable', reason: { code: 'memory_storage_failed' } });
  });

  it('given a store that answers slowly, when recalling, then null comes back at the 300 ms deadline and nothing is logged', async () => {
    // Reads are held until the test releases them: an answer before that can only come from the deadline.
    let hold: Promise<void> | null = null;
    let release: () => void = () => undefined;
    let heldReadsDone = 0;
    const slowDb = (hash: string) => {
      const db = openMemoryDb(hash);
      db.use({
        stack: 'dbcore',
        name: 'slow-reads',
        create: (down) => ({
          ...down,
          table: (name) => {
            const table = down.table(name);
            return {
              ...table,
              count: async (req) => {
                if (!hold) return table.count(req);
                await hold;
                try {
                  return await table.count(req);
                } finally {
                  // Succeeded or failed (its transaction may have ended meanwhile): the late read is over.
                  heldReadsDone += 1;
                }
              },
            };
          },
        }),
      });
      return db;
    };
    const h = await startPipeline(server, { openMemoryDb: slowDb });
    scriptCandidates(server, candidate());
    await h.pipeline.enqueueExtraction(await seedTurn(h.chat, '记住我喜欢吃桃子'));
    await h.pipeline.whenIdle();
    // Not the worker's first recall (that one may also wait for the rules' code and the index, once):
    // a question that selects nothing, so it logs nothing.
    expect(await h.pipeline.recallForRequest(request('今天天气怎么样', 'warm-up'))).toBeNull();

    hold = new Promise<void>((resolve) => (release = resolve));
    // The deadline runs on a fake clock (timer and Date.now), so a loaded machine cannot make it early or late.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let settled = false;
    const asked = h.pipeline.recallForRequest(request('给我推荐几种水果', 'late-answer')).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(RECALL_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(RECALL_TIMEOUT_MS);
    vi.useRealTimers();
    const message = await asked;
    expect(message).toBeNull();
    expect(heldReadsDone).toBe(0);

    // The held read finishes after the deadline; its late answer must not be logged or touch the memory.
    hold = null;
    release();
    await vi.waitFor(() => expect(heldReadsDone).toBeGreaterThan(0));
    await new Promise((r) => setImmediate(r));
    expect(await h.inspect.recallLog.count()).toBe(0);
    expect((await h.inspect.memories.get('user_preference:prefer-桃子'))?.lastUsedAt).toBeUndefined();
    // A recall that does answer in time is logged: once it is, the late one has had its chance too.
    expect(await h.pipeline.recallForRequest(request('给我推荐几种水果', 'on-time'))).not.toBeNull();
    await vi.waitFor(async () => expect(await h.inspect.recallLog.count()).toBe(1));
    expect((await h.inspect.recallLog.toArray()).map((r) => r.assistantMessageId)).toEqual(['on-time']);
  });

  it('given memory paused, when the chat asks, then no recall, no job, and status paused until resumed', async () => {
    const h = await startPipeline(server);
    scriptCandidates(server, candidate());
    await h.pipeline.enqueueExtraction(await seedTurn(h.chat, '记住我喜欢吃桃子'));
    await h.pipeline.whenIdle();
    h.pipeline.setPaused(true);
    expect(h.pipeline.status().state).toBe('paused');
    expect(await h.pipeline.recallForRequest(request('给我推荐几种水果'))).toBeNull();
    await h.pipeline.enqueueExtraction(await seedTurn(h.chat, 'while paused'));
    expect(await h.inspect.outbox.count()).toBe(1);
    h.pipeline.setPaused(false);
    expect(h.pipeline.status()).toEqual({ state: 'on', pendingJobs: 0 });
    expect(await h.pipeline.recallForRequest(request('给我推荐几种水果'))).not.toBeNull();
  });

  it('given draft ids, when enqueuing, recalling or promoting, then nothing reaches the memory database', async () => {
    const h = await startPipeline(server);
    await h.pipeline.enqueueExtraction({ conversationId: '__draft__1', userMessageId: 'u', assistantMessageId: 'a' });
    await h.pipeline.enqueueExtraction({ conversationId: 'c', userMessageId: '__draft__u', assistantMessageId: 'a' });
    expect(await h.pipeline.recallForRequest({ conversationId: '__draft__1', assistantMessageId: 'a', userText: '水果' })).toBeNull();
    await h.pipeline.promotePinnedDecisions({
      conversationId: '__draft__1',
      previous: [],
      next: [{ text: 'Use React', subject: 'React', type: 'standing_instruction' }],
      evidence: [{ text: 'Use React', evidence: 'please use React' }],
      userTexts: ['From now on please use React.'],
    });
    const counts = await Promise.all(h.inspect.tables.map((t) => t.count()));
    expect(counts).toEqual(h.inspect.tables.map(() => 0));
  });

  it('given memories stored and recalled, when the chat database is read, then no memory text is in it', async () => {
    const h = await startPipeline(server);
    scriptCandidates(server, candidate({ text: '用户格外喜欢吃水蜜桃' }));
    await h.pipeline.enqueueExtraction(await seedTurn(h.chat, '记住我喜欢吃桃子'));
    await h.pipeline.whenIdle();
    expect(await h.pipeline.recallForRequest(request('给我推荐几种水果'))).toContain('水蜜桃');
    const chatDump = JSON.stringify(await Promise.all(h.chat.tables.map((t) => t.toArray())));
    expect(chatDump).not.toContain('水蜜桃');
    expect(chatDump).not.toContain('user_preference:');
  });
});
