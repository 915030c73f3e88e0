import type { ChatMode } from '../shared';
import type { ChatTurnEvent, Conversation, Message, ModelSettings, SearchHit } from '../worker/contract';
import { composerKey } from './composer';
import type { Failure, Slice } from './slice';

export { composerKey };

export type Notice = ({ kind: 'offline' | 'error' | 'info' } & Failure) | null;

/** What the chat slice reads or calls of the other slices. */
interface ChatReads {
  apiKey: string;
  openSettings(reason?: string): void;
  modelSettings(): ModelSettings;
  watchThread(conversationId: string | null): void;
  refreshTokenEstimate(): void;
  watchRecalls(conversationId: string | null): void;
  watchTaskRun(conversationId: string | null): void;
}

export interface ChatSlice {
  conversations: Conversation[];
  /** null: a client-only draft (SPEC §2.1 draft rule) — no id, no database row. */
  activeId: string | null;
  draftMode: ChatMode;
  /** The draft becomes a temporary chat: no memory read or write, deleted once the user leaves it. */
  draftTemporary: boolean;
  /** The newest messages of the open chat, oldest first: a window that grows as the user scrolls up. */
  messages: Message[];
  /** The open chat has messages older than the window (loaded by `loadOlderMessages`). */
  hasOlderMessages: boolean;
  /** Text streamed into this tab, by assistant message id, ahead of the batched database writes. */
  liveText: Record<string, string>;
  /** Assistant message this tab is streaming, by conversation id. */
  streaming: Record<string, string>;
  composer: Record<string, string>;
  notice: Notice;
  searchQuery: string;
  searchHits: SearchHit[];

  watchConversations(): void;
  selectConversation(id: string): void;
  /** Widens the open chat's window by a page of older messages (the user scrolled near the top). */
  loadOlderMessages(): void;
  newChat(mode?: ChatMode): void;
  setDraftMode(mode: ChatMode): void;
  setDraftTemporary(on: boolean): void;
  setComposerText(text: string): void;
  sendMessage(): Promise<void>;
  stopStreaming(): void;
  regenerate(): Promise<void>;
  /** False when the edit could not be sent (offline, no key, busy): the caller keeps the edited text. */
  editAndResend(messageId: string, text: string): Promise<boolean>;
  renameConversation(id: string, title: string): Promise<boolean>;
  deleteConversation(id: string): Promise<void>;
  search(query: string): Promise<void>;
  dismissNotice(): void;
  flushStreams(): void;
}

/** Messages a chat opens with, and how many more each scroll to the top loads. */
export const MESSAGE_PAGE = 100;

export const createChatSlice: Slice<ChatSlice, ChatReads> =
  ({ worker, page, timing }) =>
  (set, get) => {
    let stopConversations: (() => void) | null = null;
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
          for (const m of messages)
            if (m.status !== 'streaming' && m.id in liveText && !Object.values(get().streaming).includes(m.id)) delete liveText[m.id];
          set({ messages, liveText, hasOlderMessages: messages.length >= limit });
          // Not on every batched write of a streaming answer: the estimate is for the next request.
          if (!(conversationId in get().streaming)) get().refreshTokenEstimate();
        },
      });
      // The wider window replaces the narrower one only once subscribed: the list never empties meanwhile.
      previous?.();
    }

    function watchMessages(conversationId: string | null) {
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
    }

    /** Handles one turn's events; shared by send, regenerate and edit. */
    function turnListener(onStarted?: () => void, fromDraft = false) {
      return (e: ChatTurnEvent) => {
        switch (e.type) {
          case 'started':
            onStarted?.();
            set((s) => ({
              streaming: { ...s.streaming, [e.conversationId]: e.assistantMessageId },
              liveText: { ...s.liveText, [e.assistantMessageId]: '' },
            }));
            // Only a send from the draft opens its new conversation; never pull the user away from elsewhere.
            if (fromDraft && get().activeId === null) {
              set({ activeId: e.conversationId });
              watchMessages(e.conversationId);
            }
            return;
          case 'notice':
            return set({ notice: { kind: 'info', code: e.code, ...(e.values ? { values: e.values } : {}) } });
          case 'delta':
            return set((s) => ({
              liveText: { ...s.liveText, [e.assistantMessageId]: (s.liveText[e.assistantMessageId] ?? '') + e.chunk },
            }));
          case 'finished':
            return set((s) => ({
              streaming: Object.fromEntries(Object.entries(s.streaming).filter(([, id]) => id !== e.assistantMessageId)),
            }));
          default: {
            // A new event type must be handled above (this fails to compile until it is); at run time,
            // an event from a newer worker is ignored rather than mistaken for another.
            const unknown: never = e;
            return unknown;
          }
        }
      };
    }

    /** Checks that a request can be made; keeps the typed text when it cannot. */
    function canCallModel(): boolean {
      if (!page.isOnline()) {
        set({ notice: { kind: 'offline', code: 'offline' } });
        return false;
      }
      if (!get().apiKey) {
        get().openSettings('no_key');
        return false;
      }
      return true;
    }

    /** Leaving a temporary chat ends it: the worker deletes it with everything in it. */
    function leave(conversationId: string | null) {
      if (conversationId && get().conversations.find((c) => c.id === conversationId)?.temporary)
        void worker.closeConversation({ id: conversationId });
    }

    function reportFailure(result: { ok: true } | { ok: false; error: Failure }) {
      if (!result.ok)
        set({ notice: { kind: 'error', code: result.error.code, ...(result.error.values ? { values: result.error.values } : {}) } });
    }

    /**
     * Runs one turn; if the call itself fails (the worker crashed and was restarted), the conversation is
     * not left looking busy, and the user is told. The stored rows were marked by the worker or on restart.
     */
    async function runTurn(conversationOf: () => string | null, call: () => Promise<{ ok: true } | { ok: false; error: Failure }>) {
      try {
        reportFailure(await call());
      } catch (e) {
        const conversationId = conversationOf();
        set((s) => ({
          streaming: conversationId ? Object.fromEntries(Object.entries(s.streaming).filter(([id]) => id !== conversationId)) : s.streaming,
          notice: { kind: 'error', code: 'worker', values: { detail: String((e as Error)?.message ?? e) } },
        }));
      }
    }

    return {
      conversations: [],
      activeId: null,
      draftMode: 'ordinary_chat',
      draftTemporary: false,
      messages: [],
      hasOlderMessages: false,
      liveText: {},
      streaming: {},
      composer: {},
      notice: null,
      searchQuery: '',
      searchHits: [],

      watchConversations() {
        stopConversations?.();
        stopConversations = worker.subscribeConversations({
          onChange: (conversations) => {
            set({ conversations });
            const { activeId } = get();
            // The open conversation was deleted (here or in another tab): fall back to a new draft.
            if (activeId && !conversations.some((c) => c.id === activeId) && !(activeId in get().streaming)) get().newChat();
          },
        });
      },

      selectConversation(id) {
        if (get().activeId === id) return;
        leave(get().activeId);
        set({ activeId: id, messages: [], notice: null });
        watchMessages(id);
      },

      loadOlderMessages() {
        const { activeId, hasOlderMessages } = get();
        if (!activeId || !hasOlderMessages || loadingOlder) return;
        loadingOlder = true;
        subscribeWindow(activeId, messageWindow + MESSAGE_PAGE);
      },

      // A new chat starts as a plain Chat unless asked otherwise: a Task list or tools are chosen each time.
      newChat(mode) {
        leave(get().activeId);
        set({ activeId: null, messages: [], notice: null, draftMode: mode ?? 'ordinary_chat', draftTemporary: false });
        watchMessages(null);
      },

      setDraftMode: (mode) => set({ draftMode: mode }),
      setDraftTemporary: (on) => set({ draftTemporary: on }),

      setComposerText(text) {
        const key = composerKey(get().activeId);
        set((s) => ({ composer: { ...s.composer, [key]: text } }));
        get().refreshTokenEstimate();
      },

      async sendMessage() {
        const { activeId, composer, draftMode, draftTemporary, streaming } = get();
        const key = composerKey(activeId);
        const text = composer[key] ?? '';
        if (!text.trim() || (activeId && streaming[activeId])) return;
        set({ notice: null });
        if (!canCallModel()) return;
        const clear = () => set((s) => ({ composer: { ...s.composer, [key]: '' } }));
        const input = {
          conversationId: activeId,
          mode: draftMode,
          text,
          settings: get().modelSettings(),
          ...(draftTemporary ? { temporary: true } : {}),
        };
        if (activeId === null && draftMode === 'tasklist_agent') {
          // The first message of a task list is its goal: the worker plans a checklist instead of answering.
          const started = await worker.startTaskRun(input);
          if (started.ok) {
            clear();
            get().selectConversation(started.value.conversationId);
          }
          return reportFailure(started);
        }
        // A draft's conversation id is known only once the worker has stored it.
        let startedIn: string | null = activeId;
        const listener = turnListener(clear, activeId === null);
        await runTurn(
          () => startedIn,
          () =>
            worker.sendMessage({
              ...input,
              onEvent: (e) => {
                if (e.type === 'started') startedIn = e.conversationId;
                listener(e);
              },
            }),
        );
      },

      stopStreaming() {
        const { activeId, streaming } = get();
        const id = activeId ? streaming[activeId] : undefined;
        if (id) void worker.stopGeneration({ assistantMessageId: id });
      },

      async regenerate() {
        const { activeId, streaming } = get();
        if (!activeId || streaming[activeId] || !canCallModel()) return;
        set({ notice: null });
        await runTurn(
          () => activeId,
          () => worker.regenerate({ conversationId: activeId, settings: get().modelSettings(), onEvent: turnListener() }),
        );
      },

      async editAndResend(messageId, text) {
        const { activeId, streaming } = get();
        if (!activeId || streaming[activeId] || !text.trim() || !canCallModel()) return false;
        set({ notice: null });
        void runTurn(
          () => activeId,
          () => worker.editAndResend({ messageId, text, settings: get().modelSettings(), onEvent: turnListener() }),
        );
        return true;
      },

      async renameConversation(id, title) {
        const result = await worker.renameConversation({ id, title });
        reportFailure(result);
        return result.ok;
      },

      async deleteConversation(id) {
        // Refused while another tab writes an answer in it: the user is told, nothing changes.
        const result = await worker.deleteConversation({ id });
        if (!result.ok) return reportFailure(result);
        if (get().activeId === id) get().newChat();
      },

      async search(query) {
        set({ searchQuery: query });
        if (!query.trim()) return set({ searchHits: [] });
        // Typing fast sends one search, not one per keystroke.
        await new Promise((resolve) => setTimeout(resolve, timing.searchDebounceMs));
        if (get().searchQuery !== query) return;
        const hits = await worker.searchConversations({ query });
        if (get().searchQuery !== query) return;
        set({ searchHits: hits.ok ? hits.value : [] });
        // Issue 14: the search code loads on demand; a failed load says so instead of showing "no results".
        reportFailure(hits);
      },

      dismissNotice: () => set({ notice: null }),
      flushStreams() {
        if (Object.keys(get().streaming).length > 0) void worker.flushStreams({});
      },
    };
  };
