import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createWorkerApi, type ChatTurnEvent, type ModelSettings } from './api';
import { useMockServer } from '../../tools/mock-openai/vitest';
import { openChatDb, listMessages } from '../storage';

const server = useMockServer({ chunkDelayMs: 1 });
const settings = (): ModelSettings => ({
  apiKey: 'sk-unit-test-key-1234',
  baseURL: server.baseURL,
  chatModel: 'mock-chat',
  memoryModel: 'mock-chat',
  language: 'en',
  compactMaxTurns: 8,
  compactMaxChars: 12000,
  memoryPaused: false,
});
// Scripted replies answer the chat request only: a previous test's turn may still be extracting its
// memories in the background, and that structured call must not take the reply meant for this turn.
const CHAT = { kind: 'chat' } as const;
const freshSession = () => randomBytes(8).toString('hex');

async function boot() {
  const api = createWorkerApi();
  const hash = freshSession();
  const opened = await api.init({ sessionHash: hash });
  expect(opened.ok).toBe(true);
  return { api, db: openChatDb(hash) };
}

describe('worker chat API', () => {
  it('given a draft, when the first message is sent, then conversation and user message exist before the model answers', async () => {
    const { api, db } = await boot();
    server.mock.script({ match: CHAT, text: 'Answer', delayMs: 150 });
    const events: ChatTurnEvent[] = [];
    const sending = api.sendMessage({
      conversationId: null,
      mode: 'ordinary_chat',
      text: '  First   question  ',
      settings: settings(),
      onEvent: (e) => events.push(e),
    });
    // The model answers 150 ms later; once the turn has started, both rows must already be stored.
    await vi.waitFor(() => expect(events[0]?.type).toBe('started'));
    const [conversation] = await db.conversations.toArray();
    expect(conversation?.title).toBe('First question');
    const early = await listMessages(db, conversation!.id);
    expect(early.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'streaming'],
    ]);
    const result = await sending;
    expect(result.ok && result.value.status).toBe('complete');
    const done = await listMessages(db, conversation!.id);
    expect(done[1]).toMatchObject({ text: 'Answer', status: 'complete' });
    expect(events[0]?.type).toBe('started');
    expect(events.at(-1)).toMatchObject({ type: 'finished', status: 'complete' });
  });

  it('given a failing endpoint, when sending, then the user message stays and the answer is marked error without the key', async () => {
    const { api, db } = await boot();
    server.mock.script({ match: CHAT, status: 401 });
    const result = await api.sendMessage({
      conversationId: null,
      mode: 'ordinary_chat',
      text: 'hello',
      settings: settings(),
      onEvent: () => undefined,
    });
    expect(result.ok && result.value.status).toBe('error');
    const [conversation] = await db.conversations.toArray();
    const messages = await listMessages(db, conversation!.id);
    expect(messages[0]).toMatchObject({ role: 'user', text: 'hello' });
    expect(messages[1]).toMatchObject({ status: 'error', error: { code: 'auth' } });
    expect(JSON.stringify(messages)).not.toContain('sk-unit-test-key-1234');
  });

  it('given a stream in progress, when stopped, then the partial text is kept as interrupted', async () => {
    const { api, db } = await boot();
    server.mock.script({ match: CHAT, chunks: Array.from({ length: 50 }, (_, i) => `c${i} `), chunkDelayMs: 20 });
    let assistantId = '';
    const sending = api.sendMessage({
      conversationId: null,
      mode: 'ordinary_chat',
      text: 'long',
      settings: settings(),
      onEvent: (e) => {
        if (e.type === 'started') assistantId = e.assistantMessageId;
        if (e.type === 'delta' && e.chunk === 'c3 ') void api.stopGeneration({ assistantMessageId: assistantId });
      },
    });
    const result = await sending;
    expect(result.ok && result.value.status).toBe('interrupted');
    const stored = await db.messages.get(assistantId);
    expect(stored?.status).toBe('interrupted');
    expect(stored?.text).toContain('c3');
    expect(stored?.text).not.toContain('c49');
  });

  it('given two conversations, when the second is continued, then its request holds none of the first', async () => {
    const { api } = await boot();
    const first = await api.sendMessage({
      conversationId: null,
      mode: 'ordinary_chat',
      text: 'apple talk',
      settings: settings(),
      onEvent: () => undefined,
    });
    const second = await api.sendMessage({
      conversationId: null,
      mode: 'ordinary_chat',
      text: 'banana talk',
      settings: settings(),
      onEvent: () => undefined,
    });
    expect(first.ok && second.ok).toBe(true);
    if (!second.ok) return;
    await api.sendMessage({
      conversationId: second.value.conversationId,
      mode: 'ordinary_chat',
      text: 'more banana',
      settings: settings(),
      onEvent: () => undefined,
    });
    const last = server.mock.log().at(-1)!;
    const sent = JSON.stringify(last.body);
    expect(sent).toContain('banana talk');
    expect(sent).not.toContain('apple');
  });

  it('given a message left streaming by a closed tab, when the worker starts, then it becomes interrupted with its text', async () => {
    const hash = freshSession();
    const db = openChatDb(hash);
    await db.conversations.add({
      id: 'c1',
      title: 't',
      mode: 'ordinary_chat',
      createdAt: '2026-01-01T00:00:00.000Z',
      lastActiveAt: '2026-01-01T00:00:00.000Z',
    });
    await db.messages.add({
      id: 'm1',
      conversationId: 'c1',
      role: 'assistant',
      text: 'half an ans',
      status: 'streaming',
      createdAt: '2026-01-01T00:00:00.000Z',
      seq: 1,
    });
    db.close();
    const api = createWorkerApi();
    const opened = await api.init({ sessionHash: hash });
    expect(opened.ok && opened.value.recoveredInterrupted).toBe(1);
    const reopened = openChatDb(hash);
    expect(await reopened.messages.get('m1')).toMatchObject({ status: 'interrupted', text: 'half an ans' });
  });

  it('given conversations, when searching Chinese and English text, then matching conversations are found', async () => {
    const { api } = await boot();
    const titles = async (query: string) => {
      const hits = await api.searchConversations({ query });
      if (!hits.ok) throw new Error(hits.error.code);
      return hits.value.map((h) => h.title);
    };
    await api.sendMessage({
      conversationId: null,
      mode: 'ordinary_chat',
      text: '我喜欢吃桃子',
      settings: settings(),
      onEvent: () => undefined,
    });
    await api.sendMessage({
      conversationId: null,
      mode: 'ordinary_chat',
      text: 'TypeScript setup',
      settings: settings(),
      onEvent: () => undefined,
    });
    expect(await titles('桃子')).toEqual(['我喜欢吃桃子']);
    expect(await titles('typescript')).toEqual(['TypeScript setup']);
    // Message text (the mock echoes the question in its answer) is searched too.
    expect((await titles('mock reply')).length).toBe(2);
    expect(await api.searchConversations({ query: 'nothing-like-this' })).toEqual({ ok: true, value: [] });
  });

  it('given a conversation, when deleted, then its messages and thread go with it', async () => {
    const { api, db } = await boot();
    const sent = await api.sendMessage({
      conversationId: null,
      mode: 'ordinary_chat',
      text: 'to delete',
      settings: settings(),
      onEvent: () => undefined,
    });
    if (!sent.ok) throw new Error('send failed');
    expect(await api.deleteConversation({ id: sent.value.conversationId })).toEqual({ ok: true, value: null });
    expect(await db.conversations.count()).toBe(0);
    expect(await db.messages.count()).toBe(0);
  });
});
