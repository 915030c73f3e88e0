import { describe, expect, it, vi } from 'vitest';
import type { ChatTurnEvent, Conversation, Listener } from '../worker/contract';
import { createTestStore } from './storeHarness.testutil';
import { MESSAGE_PAGE } from './messageWindowSlice';

const conversation = (id: string, extra: Partial<Conversation> = {}): Conversation => ({
  id,
  title: id,
  mode: 'ordinary_chat',
  createdAt: '2026-11-30T00:00:00.000Z',
  lastActiveAt: '2026-11-30T00:00:00.000Z',
  ...extra,
});

/** A turn the test drives event by event; `finish` settles the worker's answer. */
function scriptedTurn() {
  let emit: Listener<ChatTurnEvent> = () => undefined;
  let settle: (value: unknown) => void = () => undefined;
  const answer = new Promise((resolve) => (settle = resolve));
  return {
    handler: (req: { onEvent: Listener<ChatTurnEvent> }) => {
      emit = req.onEvent;
      return answer;
    },
    emit: (e: ChatTurnEvent) => emit(e),
    finish: (value: unknown = { ok: true, value: { conversationId: 'c1', assistantMessageId: 'a1', status: 'complete' } }) => settle(value),
  };
}

function readyStore() {
  const harness = createTestStore();
  harness.store.setState({ apiKey: 'sk-test-store-0001', bootStatus: 'ready' });
  return harness;
}

describe('chat slice: sending', () => {
  it('given a draft with text, when sent and streamed, then the new conversation opens, text streams in and the composer clears', async () => {
    const { store, worker } = readyStore();
    const turn = scriptedTurn();
    worker.answer('sendMessage', turn.handler);
    store.getState().setComposerText('  Hello there ');

    const sending = store.getState().sendMessage();
    await vi.waitFor(() => expect(worker.requests('sendMessage')).toHaveLength(1));
    expect(worker.requests('sendMessage')[0]).toMatchObject({
      conversationId: null,
      mode: 'ordinary_chat',
      text: '  Hello there ',
      settings: { apiKey: 'sk-test-store-0001' },
    });

    turn.emit({ type: 'started', conversationId: 'c1', userMessageId: 'u1', assistantMessageId: 'a1' });
    expect(store.getState()).toMatchObject({ activeId: 'c1', streaming: { c1: 'a1' }, liveText: { a1: '' } });
    expect(store.getState().composer.__draft__).toBe('');
    expect(worker.liveSubscriptions('subscribeMessages').map((r) => r.conversationId)).toEqual(['c1']);

    turn.emit({ type: 'delta', assistantMessageId: 'a1', chunk: 'Hi' });
    turn.emit({ type: 'delta', assistantMessageId: 'a1', chunk: ', you' });
    expect(store.getState().liveText.a1).toBe('Hi, you');
    expect(store.getState().streaming).toEqual({ c1: 'a1' });

    turn.emit({ type: 'finished', assistantMessageId: 'a1', status: 'complete' });
    expect(store.getState().streaming).toEqual({});
    turn.finish();
    await sending;
    expect(store.getState().notice).toBeNull();
  });

  it('given a conversation answering, when the user stops, then the worker is told which answer to stop', async () => {
    const { store, worker } = readyStore();
    store.setState({ activeId: 'c1', streaming: { c1: 'a7' } });
    store.getState().stopStreaming();
    await vi.waitFor(() => expect(worker.requests('stopGeneration')).toEqual([{ assistantMessageId: 'a7' }]));
  });

  it('given a conversation still answering, when the user sends again, then nothing is sent', async () => {
    const { store, worker } = readyStore();
    store.setState({ activeId: 'c1', streaming: { c1: 'a1' }, composer: { c1: 'again' } });
    await store.getState().sendMessage();
    expect(worker.requests('sendMessage')).toEqual([]);
    expect(store.getState().composer.c1).toBe('again');
  });

  it('given no API key, when sending, then Settings opens for the key and the text is kept', async () => {
    const { store, worker } = createTestStore();
    store.getState().setComposerText('keep me');
    await store.getState().sendMessage();
    expect(store.getState()).toMatchObject({ settingsOpen: true, settingsReason: 'no_key' });
    expect(store.getState().composer.__draft__).toBe('keep me');
    expect(worker.requests('sendMessage')).toEqual([]);
  });

  it('given the page is offline, when sending, then an offline notice shows and the text is kept', async () => {
    const { store, worker, page } = readyStore();
    page.setOnline(false);
    store.getState().setComposerText('later');
    await store.getState().sendMessage();
    expect(store.getState().notice).toMatchObject({ kind: 'offline', code: 'offline' });
    expect(store.getState().composer.__draft__).toBe('later');
    expect(worker.requests('sendMessage')).toEqual([]);
  });

  it('given the worker refuses the send, when sending, then the refusal shows as an error notice', async () => {
    const { store, worker } = readyStore();
    worker.answer('sendMessage', async () => ({ ok: false, error: { code: 'conversation_gone' } }));
    store.getState().setComposerText('hello');
    await store.getState().sendMessage();
    expect(store.getState().notice).toEqual({ kind: 'error', code: 'conversation_gone' });
  });

  it('given the worker crashes mid-answer, when the call fails, then the conversation stops looking busy and the user is told', async () => {
    const { store, worker } = readyStore();
    store.setState({ activeId: 'c1', composer: { c1: 'question' } });
    worker.answer('sendMessage', async (req) => {
      req.onEvent({ type: 'started', conversationId: 'c1', userMessageId: 'u1', assistantMessageId: 'a1' });
      throw new Error('The background worker stopped (boom) and was restarted; try again.');
    });
    await store.getState().sendMessage();
    expect(store.getState().streaming).toEqual({});
    expect(store.getState().notice).toMatchObject({ kind: 'error', code: 'worker' });
  });

  it('given a task-list draft, when the goal is sent, then a task run starts and its conversation opens', async () => {
    const { store, worker } = readyStore();
    worker.answer('startTaskRun', async () => ({ ok: true, value: { conversationId: 't1' } }));
    store.getState().setDraftMode('tasklist_agent');
    store.getState().setComposerText('Plan my trip');
    await store.getState().sendMessage();
    expect(worker.requests('startTaskRun')[0]).toMatchObject({ conversationId: null, mode: 'tasklist_agent', text: 'Plan my trip' });
    expect(worker.requests('sendMessage')).toEqual([]);
    expect(store.getState().activeId).toBe('t1');
  });
});

describe('chat slice: worker events', () => {
  it('given an answer streaming, when an event type this page does not know arrives, then it is ignored (not taken as finished)', async () => {
    const { store, worker } = readyStore();
    const turn = scriptedTurn();
    worker.answer('sendMessage', turn.handler);
    store.setState({ activeId: 'c1', composer: { c1: 'go' } });
    void store.getState().sendMessage();
    await vi.waitFor(() => expect(worker.requests('sendMessage')).toHaveLength(1));
    turn.emit({ type: 'started', conversationId: 'c1', userMessageId: 'u1', assistantMessageId: 'a1' });
    turn.emit({ type: 'tool_progress', assistantMessageId: 'a1' } as unknown as ChatTurnEvent);
    expect(store.getState().streaming).toEqual({ c1: 'a1' });
    turn.emit({ type: 'finished', assistantMessageId: 'a1', status: 'complete' });
    turn.finish();
    expect(store.getState().streaming).toEqual({});
  });

  it('given a tools notice, when it arrives, then it shows as an info notice', async () => {
    const { store, worker } = readyStore();
    worker.answer('sendMessage', async (req) => {
      req.onEvent({ type: 'notice', code: 'tools_unsupported', values: { model: 'm' } });
      return { ok: true, value: { conversationId: 'c1', assistantMessageId: 'a1', status: 'complete' } };
    });
    store.setState({ activeId: 'c1', composer: { c1: 'go' } });
    await store.getState().sendMessage();
    expect(store.getState().notice).toEqual({ kind: 'info', code: 'tools_unsupported', values: { model: 'm' } });
  });

  it('given two answers streaming in two conversations, when one finishes, then only that one stops looking busy', async () => {
    const { store, worker } = readyStore();
    const first = scriptedTurn();
    const second = scriptedTurn();
    worker.answer('sendMessage', first.handler);
    store.setState({ activeId: 'c1', composer: { c1: 'one', c2: 'two' } });
    void store.getState().sendMessage();
    await vi.waitFor(() => expect(worker.requests('sendMessage')).toHaveLength(1));
    first.emit({ type: 'started', conversationId: 'c1', userMessageId: 'u1', assistantMessageId: 'a1' });
    worker.answer('sendMessage', second.handler);
    store.getState().selectConversation('c2');
    void store.getState().sendMessage();
    await vi.waitFor(() => expect(worker.requests('sendMessage')).toHaveLength(2));
    second.emit({ type: 'started', conversationId: 'c2', userMessageId: 'u2', assistantMessageId: 'a2' });
    expect(store.getState().streaming).toEqual({ c1: 'a1', c2: 'a2' });

    first.emit({ type: 'finished', assistantMessageId: 'a1', status: 'complete' });
    expect(store.getState().streaming).toEqual({ c2: 'a2' });
    // A send from an open conversation never moves the user: c2 stays open.
    expect(store.getState().activeId).toBe('c2');
    first.finish();
    second.finish();
  });
});

describe('chat slice: retry, edit and conversations', () => {
  it('given an open conversation, when the answer is regenerated, then the worker gets the conversation and current settings', async () => {
    const { store, worker } = readyStore();
    store.setState({ activeId: 'c1' });
    await store.getState().regenerate();
    expect(worker.requests('regenerate')).toHaveLength(1);
    expect(worker.requests('regenerate')[0]).toMatchObject({
      conversationId: 'c1',
      settings: { apiKey: 'sk-test-store-0001', chatModel: 'gpt-4o-mini' },
    });
  });

  it('given a task-list conversation, when regenerate is refused, then the refusal is shown', async () => {
    const { store, worker } = readyStore();
    worker.answer('regenerate', async () => ({
      ok: false,
      error: { code: 'no_regenerate_task' },
    }));
    store.setState({ activeId: 'c1' });
    await store.getState().regenerate();
    expect(store.getState().notice).toMatchObject({ kind: 'error', code: 'no_regenerate_task' });
  });

  it('given an empty edit, when resent, then nothing is sent and the caller keeps the text', async () => {
    const { store, worker } = readyStore();
    store.setState({ activeId: 'c1' });
    expect(await store.getState().editAndResend('u1', '   ')).toBe(false);
    expect(await store.getState().editAndResend('u1', 'better question')).toBe(true);
    await vi.waitFor(() => expect(worker.requests('editAndResend')).toHaveLength(1));
    expect(worker.requests('editAndResend')[0]).toMatchObject({ messageId: 'u1', text: 'better question' });
  });

  it('given the open conversation disappears from the list (deleted in another tab), when the list updates, then a new draft opens', () => {
    const { store, worker } = readyStore();
    store.getState().watchConversations();
    store.getState().selectConversation('c1');
    worker.push('subscribeConversations', [conversation('c1'), conversation('c2')]);
    expect(store.getState().activeId).toBe('c1');
    worker.push('subscribeConversations', [conversation('c2')]);
    expect(store.getState().activeId).toBeNull();
    expect(store.getState().conversations.map((c) => c.id)).toEqual(['c2']);
  });

  it('given a temporary conversation open, when the user leaves it, then the worker closes it', async () => {
    const { store, worker } = readyStore();
    store.getState().watchConversations();
    worker.push('subscribeConversations', [conversation('tmp', { temporary: true }), conversation('c2')]);
    store.getState().selectConversation('tmp');
    store.getState().selectConversation('c2');
    await vi.waitFor(() => expect(worker.requests('closeConversation')).toEqual([{ id: 'tmp' }]));
  });

  it('given an ordinary conversation open, when the user opens another or a new chat, then the worker hears of each one left', async () => {
    const { store, worker } = readyStore();
    store.getState().watchConversations();
    worker.push('subscribeConversations', [conversation('c1'), conversation('c2')]);
    store.getState().selectConversation('c1');
    store.getState().selectConversation('c2');
    store.getState().newChat();
    await vi.waitFor(() => expect(worker.requests('closeConversation')).toEqual([{ id: 'c1' }, { id: 'c2' }]));
  });

  it('given messages of a conversation no longer open, when they arrive, then they are not shown', () => {
    const { store, worker } = readyStore();
    store.getState().selectConversation('c1');
    store.getState().selectConversation('c2');
    expect(worker.liveSubscriptions('subscribeMessages').map((r) => r.conversationId)).toEqual(['c2']);
    worker.push(
      'subscribeMessages',
      [{ id: 'm1', conversationId: 'c2', role: 'user', text: 'hi', status: 'complete', createdAt: '2026-11-30T00:00:00.000Z', seq: 1 }],
      'c2',
    );
    expect(store.getState().messages.map((m) => m.id)).toEqual(['m1']);
  });

  it('given a full first page, when the user scrolls near the top, then the window grows by a page once and stops when the history ends', () => {
    const { store, worker } = readyStore();
    const page = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => ({
        id: `m${from + i}`,
        conversationId: 'c1',
        role: 'user' as const,
        text: 'hi',
        status: 'complete' as const,
        createdAt: '2026-11-30T00:00:00.000Z',
        seq: from + i,
      }));
    store.getState().selectConversation('c1');
    expect(worker.liveSubscriptions('subscribeMessages').map((r) => r.limit)).toEqual([MESSAGE_PAGE]);
    worker.push('subscribeMessages', page(150, 250), 'c1');
    expect(store.getState().hasOlderMessages).toBe(true);

    store.getState().loadOlderMessages();
    store.getState().loadOlderMessages(); // a second scroll event while loading asks for nothing more
    expect(worker.liveSubscriptions('subscribeMessages').map((r) => r.limit)).toEqual([2 * MESSAGE_PAGE]);
    expect(store.getState().messages).toHaveLength(MESSAGE_PAGE); // the shown page stays until the wider one arrives
    worker.push('subscribeMessages', page(70, 250), 'c1'); // fewer than asked for: the whole history
    expect(store.getState()).toMatchObject({ hasOlderMessages: false });
    expect(store.getState().messages).toHaveLength(180);

    store.getState().loadOlderMessages();
    expect(worker.requests('subscribeMessages')).toHaveLength(2);
  });

  it('given fast typing in the search box, when it settles, then one search is sent for the last text', async () => {
    const { store, worker } = readyStore();
    worker.answer('searchConversations', async (req) => ({
      ok: true,
      value: [{ conversationId: 'c1', title: req.query, snippet: req.query, matchedIn: 'title' }],
    }));
    await Promise.all([store.getState().search('pe'), store.getState().search('pea'), store.getState().search('peach')]);
    expect(worker.requests('searchConversations')).toEqual([{ query: 'peach' }]);
    expect(store.getState().searchHits.map((h) => h.title)).toEqual(['peach']);
  });

  it('given the search code could not be loaded in the worker, when searching, then no hits are shown and the notice says why', async () => {
    const { store, worker } = readyStore();
    worker.answer('searchConversations', async () => ({ ok: false, error: { code: 'module_unavailable' } }));
    await store.getState().search('peach');
    expect(store.getState().searchHits).toEqual([]);
    expect(store.getState().notice).toEqual({ kind: 'error', code: 'module_unavailable' });
  });

  it('given a rename the worker refuses, when renaming, then it answers false and says why', async () => {
    const { store, worker } = readyStore();
    worker.answer('renameConversation', async () => ({ ok: false, error: { code: 'empty_title' } }));
    expect(await store.getState().renameConversation('c1', ' ')).toBe(false);
    expect(store.getState().notice).toMatchObject({ code: 'empty_title' });
  });
});
