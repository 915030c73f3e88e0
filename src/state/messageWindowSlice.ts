import { MESSAGE_PAGE } from '../shared';
import type { ShownMessage } from '../worker/contract';
import type { Notice } from './noticeSlice';
import type { Slice } from './slice';

export { MESSAGE_PAGE };

/** What the message window reads or calls of the other slices. */
interface MessageWindowReads {
  activeId: string | null;
  notice: Notice;
  refreshTokenEstimate(): void;
  watchThread(conversationId: string | null): void;
  watchRecalls(conversationId: string | null): void;
  watchTaskRun(conversationId: string | null): void;
}

export interface MessageWindowSlice {
  /**
   * The newest messages of the open chat as it shows them (one version of each), oldest first: a window
   * that grows as the user scrolls up.
   */
  messages: ShownMessage[];
  /** The open chat has messages older than the window (loaded by `loadOlderMessages`). */
  hasOlderMessages: boolean;
  /** Text streamed into this tab, by assistant message id, ahead of the batched database writes. */
  liveText: Record<string, string>;
  /** A reasoning model's thoughts streamed into this tab, by assistant message id; `durationMs` once it answers. */
  liveReasoning: Record<string, { text: string; durationMs?: number }>;
  /** Assistant message this tab is streaming, by conversation id. */
  streaming: Record<string, string>;
  /** Shows the newest page of a conversation (empty for the draft) and everything watched with it. */
  watchMessageWindow(conversationId: string | null): void;
  /** Widens the open chat's window by a page of older messages (the user scrolled near the top). */
  loadOlderMessages(): void;
  /** Shows another version of a message of the open chat ("‹ 1 / 2 ›"); the next request follows it too. */
  showVersion(messageId: string): Promise<void>;
  /** Deletes the shown version of a message of the open chat and what follows it; the version before it shows. */
  deleteVersion(messageId: string): Promise<void>;
  streamStarted(conversationId: string, assistantMessageId: string): void;
  streamDelta(assistantMessageId: string, chunk: string): void;
  streamReasoning(assistantMessageId: string, chunk: string): void;
  streamThought(assistantMessageId: string, durationMs: number): void;
  streamFinished(assistantMessageId: string): void;
  /** The turn's call itself failed (the worker restarted): the conversation no longer looks busy. */
  streamAbandoned(conversationId: string): void;
  flushStreams(): void;
}

export const createMessageWindowSlice: Slice<MessageWindowSlice, MessageWindowReads> =
  ({ worker }) =>
  (set, get) => {
    let stopMessages: (() => void) | null = null;
    // The live window of the open chat: only the newest subscription's answers count.
    let messageWindow = MESSAGE_PAGE;
    let windowGeneration = 0;
    let loadingOlder = false;

    function subscribeWindow(conversationId: string, limit: number) {
      const generation = ++windowGeneration;
      const previous = stopMessages;
      messageWindow = limit;
      stopMessages = worker.subscribeMessages({
        conversationId,
        limit,
        onChange: (messages) => {
          if (generation !== windowGeneration || get().activeId !== conversationId) return;
          loadingOlder = false;
          // Drop streamed text once the database holds the final state of that message.
          const liveText = { ...get().liveText };
          const liveReasoning = { ...get().liveReasoning };
          for (const m of messages)
            if (m.status !== 'streaming' && !Object.values(get().streaming).includes(m.id)) {
              delete liveText[m.id];
              delete liveReasoning[m.id];
            }
          set({ messages, liveText, liveReasoning, hasOlderMessages: messages.length >= limit });
          // Not on every batched write of a streaming answer: the estimate is for the next request.
          if (!(conversationId in get().streaming)) get().refreshTokenEstimate();
        },
      });
      // The wider window replaces the narrower one only once subscribed: the list never empties meanwhile.
      previous?.();
    }

    return {
      messages: [],
      hasOlderMessages: false,
      liveText: {},
      liveReasoning: {},
      streaming: {},

      watchMessageWindow(conversationId) {
        stopMessages?.();
        stopMessages = null;
        windowGeneration++;
        loadingOlder = false;
        set({ hasOlderMessages: false });
        get().watchThread(conversationId);
        get().watchRecalls(conversationId);
        get().watchTaskRun(conversationId);
        // An open conversation's estimate comes after its messages (below): the worker answers in order, and
        // opening must never wait for the token count or the tokenizer download.
        if (!conversationId) return get().refreshTokenEstimate();
        subscribeWindow(conversationId, MESSAGE_PAGE);
      },

      loadOlderMessages() {
        const { activeId, hasOlderMessages } = get();
        if (!activeId || !hasOlderMessages || loadingOlder) return;
        loadingOlder = true;
        subscribeWindow(activeId, messageWindow + MESSAGE_PAGE);
      },

      async showVersion(messageId) {
        const { activeId } = get();
        if (!activeId) return;
        const shown = await worker.showVersion({ conversationId: activeId, messageId });
        if (!shown.ok)
          set({ notice: { kind: 'error', code: shown.error.code, ...(shown.error.values ? { values: shown.error.values } : {}) } });
      },

      async deleteVersion(messageId) {
        const { activeId } = get();
        if (!activeId) return;
        const deleted = await worker.deleteVersion({ conversationId: activeId, messageId });
        if (!deleted.ok)
          set({ notice: { kind: 'error', code: deleted.error.code, ...(deleted.error.values ? { values: deleted.error.values } : {}) } });
      },

      streamStarted: (conversationId, assistantMessageId) =>
        set((s) => ({
          streaming: { ...s.streaming, [conversationId]: assistantMessageId },
          liveText: { ...s.liveText, [assistantMessageId]: '' },
        })),
      streamDelta: (assistantMessageId, chunk) =>
        set((s) => ({ liveText: { ...s.liveText, [assistantMessageId]: (s.liveText[assistantMessageId] ?? '') + chunk } })),
      streamReasoning: (assistantMessageId, chunk) =>
        set((s) => {
          const current = s.liveReasoning[assistantMessageId];
          return { liveReasoning: { ...s.liveReasoning, [assistantMessageId]: { ...current, text: (current?.text ?? '') + chunk } } };
        }),
      streamThought: (assistantMessageId, durationMs) =>
        set((s) => ({
          liveReasoning: {
            ...s.liveReasoning,
            [assistantMessageId]: { text: s.liveReasoning[assistantMessageId]?.text ?? '', durationMs },
          },
        })),
      streamFinished: (assistantMessageId) =>
        set((s) => ({ streaming: Object.fromEntries(Object.entries(s.streaming).filter(([, id]) => id !== assistantMessageId)) })),
      streamAbandoned: (conversationId) =>
        set((s) => ({ streaming: Object.fromEntries(Object.entries(s.streaming).filter(([id]) => id !== conversationId)) })),

      flushStreams() {
        if (Object.keys(get().streaming).length > 0) void worker.flushStreams({});
      },
    };
  };
