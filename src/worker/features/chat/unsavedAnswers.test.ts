import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { useMockServer } from '../../../../tools/mock-openai/vitest';
import { listMessages, openMemoryDb } from '../../../storage';
import type { UnsavedAnswer, UnsavedAnswerEvent } from './contract';
import { fillTheDisk } from '../../common/storageFull.testutil';
import { bootWorker, testModelSettings, type WorkerApiUnderTest } from '../../workerHarness.testutil';

// An answer held after a full disk outlives the tab: the page keeps a copy and hands it back.
const server = useMockServer({ chunkDelayMs: 1 });
afterEach(() => vi.restoreAllMocks());

async function sendOnFullDisk(api: WorkerApiUnderTest, words: string[]) {
  const events: UnsavedAnswerEvent[] = [];
  await api.subscribeUnsavedAnswers({ onEvent: (e) => events.push(e) });
  server.mock.script({ match: { kind: 'chat' }, chunks: words, chunkDelayMs: 1 });
  const settings = testModelSettings(server.baseURL);
  const sent = await api.sendMessage({
    conversationId: null,
    mode: 'ordinary_chat',
    text: 'a long question',
    settings,
    onEvent: () => undefined,
  });
  if (!sent.ok) throw new Error('send failed');
  return { events, outcome: sent.value, settings };
}

describe('an answer held after a full disk, across a restart', () => {
  it('given the final write failed, when held, then the page is told the whole answer (chat data only, never the key)', async () => {
    const tab = await bootWorker();
    const disk = fillTheDisk();
    onTestFinished(disk.restore);
    const words = Array.from({ length: 20 }, (_, i) => `word${i} `);
    const { events, outcome, settings } = await sendOnFullDisk(tab.api, words);
    expect(outcome.status).toBe('error');
    expect(events).toHaveLength(1);
    const held = events[0] as Extract<UnsavedAnswerEvent, { type: 'held' }>;
    expect(held.answer).toMatchObject({
      messageId: outcome.assistantMessageId,
      conversationId: outcome.conversationId,
      text: words.join(''),
      status: 'complete',
    });
    expect(JSON.stringify(events)).not.toContain(settings.apiKey);
  });

  it('given a copy kept by the page and the tab closed, when the next start hands it back with space freed, then the answer is saved whole and the copy settles', async () => {
    const first = await bootWorker();
    const disk = fillTheDisk();
    onTestFinished(disk.restore);
    const words = Array.from({ length: 20 }, (_, i) => `w${i} `);
    const { events, outcome } = await sendOnFullDisk(first.api, words);
    const kept = (events[0] as Extract<UnsavedAnswerEvent, { type: 'held' }>).answer;
    const stored = (await listMessages(first.db, outcome.conversationId)).at(-1)!;
    expect(stored).toMatchObject({ status: 'error', error: { code: 'storage_full' } });
    expect(stored.text).not.toBe(words.join(''));

    // The tab closes (this worker and its held write are gone); space is freed; the page starts again.
    disk.state.full = false;
    const next = await bootWorker(first.hash);
    const later: UnsavedAnswerEvent[] = [];
    await next.api.subscribeUnsavedAnswers({ onEvent: (e) => later.push(e) });
    const restored = await next.api.restoreUnsavedAnswers({ answers: [JSON.parse(JSON.stringify(kept)) as UnsavedAnswer] });
    expect(restored).toEqual({ ok: true, value: { saved: 1, held: 0, dropped: 0 } });
    const saved = (await listMessages(next.db, outcome.conversationId)).at(-1)!;
    expect(saved).toMatchObject({ text: words.join(''), status: 'complete' });
    expect(saved.error).toBeUndefined();
    expect(later).toContainEqual({ type: 'settled', messageId: kept.messageId });
    // The turn's memory work follows the late save, as it would have followed an ordinary one.
    await vi.waitFor(async () =>
      expect((await openMemoryDb(first.hash).outbox.toArray()).map((j) => j.assistantMessageId)).toContain(kept.messageId),
    );
  });

  it('given the disk is still full on the next start, when handed back, then it is held again and saved once space is freed', async () => {
    const first = await bootWorker();
    const disk = fillTheDisk();
    onTestFinished(disk.restore);
    const { events, outcome } = await sendOnFullDisk(first.api, ['still ', 'full ', 'answer']);
    const kept = (events[0] as Extract<UnsavedAnswerEvent, { type: 'held' }>).answer;

    const next = await bootWorker(first.hash);
    const later: UnsavedAnswerEvent[] = [];
    await next.api.subscribeUnsavedAnswers({ onEvent: (e) => later.push(e) });
    expect(await next.api.restoreUnsavedAnswers({ answers: [kept] })).toEqual({ ok: true, value: { saved: 0, held: 1, dropped: 0 } });
    expect(later).toContainEqual({ type: 'held', answer: kept });

    disk.state.full = false;
    await next.api.deleteMemory({ stableKey: 'frees-space' }); // deleting frees space: held answers are retried at once
    await vi.waitFor(async () =>
      expect((await listMessages(next.db, outcome.conversationId)).at(-1)).toMatchObject({ text: 'still full answer', status: 'complete' }),
    );
    expect(later).toContainEqual({ type: 'settled', messageId: kept.messageId });
  });

  it('given a copy for a message deleted meanwhile, when handed back, then it is dropped and nothing is written', async () => {
    const tab = await bootWorker();
    const events: UnsavedAnswerEvent[] = [];
    await tab.api.subscribeUnsavedAnswers({ onEvent: (e) => events.push(e) });
    const ghost: UnsavedAnswer = {
      messageId: 'gone-1',
      conversationId: 'gone-c',
      text: 'orphan',
      status: 'complete',
      heldAt: '2026-11-30T10:00:00.000Z',
    };
    expect(await tab.api.restoreUnsavedAnswers({ answers: [ghost] })).toEqual({ ok: true, value: { saved: 0, held: 0, dropped: 1 } });
    expect(events).toEqual([{ type: 'settled', messageId: 'gone-1' }]);
    expect(await tab.db.messages.count()).toBe(0);
  });

  it('given a corrupt copy, when handed back, then it is ignored with a log line and the rows are untouched', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tab = await bootWorker();
    const { outcome } = await (async () => {
      server.mock.script({ match: { kind: 'chat' }, chunks: ['fine'], chunkDelayMs: 1 });
      const sent = await tab.api.sendMessage({
        conversationId: null,
        mode: 'ordinary_chat',
        text: 'q',
        settings: testModelSettings(server.baseURL),
        onEvent: () => undefined,
      });
      return { outcome: sent.ok ? sent.value : null! };
    })();
    const corrupt = { messageId: outcome.assistantMessageId, conversationId: outcome.conversationId, text: 42, status: 'streaming' };
    expect(await tab.api.restoreUnsavedAnswers({ answers: [corrupt, 'junk'] })).toEqual({
      ok: true,
      value: { saved: 0, held: 0, dropped: 2 },
    });
    expect(warn).toHaveBeenCalledTimes(2);
    expect((await listMessages(tab.db, outcome.conversationId)).at(-1)).toMatchObject({ text: 'fine', status: 'complete' });
  });
});
