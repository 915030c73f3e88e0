import type { ChatTurnEvent, ModelSettings } from '../worker/contract';
import { composerKey } from './composer';
import { failureNotice, type Notice } from './noticeSlice';
import type { Failure, Slice } from './slice';
import type { ChatMode } from '../shared';

/** What the composer reads, sets or calls of the other slices. */
interface ComposerReads {
  /** Set when a turn sent from the draft has stored its new conversation. */
  activeId: string | null;
  draftMode: ChatMode;
  draftTemporary: boolean;
  streaming: Record<string, string>;
  notice: Notice;
  apiKey: string;
  openSettings(reason?: string): void;
  modelSettings(conversationId?: string | null): ModelSettings;
  refreshTokenEstimate(): void;
  selectConversation(id: string): void;
  watchMessageWindow(conversationId: string | null): void;
  streamStarted(conversationId: string, assistantMessageId: string): void;
  streamDelta(assistantMessageId: string, chunk: string): void;
  streamReasoning(assistantMessageId: string, chunk: string): void;
  streamThought(assistantMessageId: string, durationMs: number): void;
  streamFinished(assistantMessageId: string): void;
  streamAbandoned(conversationId: string): void;
}

export interface ComposerSlice {
  /** The text being written, by conversation (`composerKey`): each chat keeps its own unsent text. */
  composer: Record<string, string>;
  setComposerText(text: string): void;
  sendMessage(): Promise<void>;
  stopStreaming(): void;
  regenerate(): Promise<void>;
  /** False when the edit could not be sent (offline, no key, busy): the caller keeps the edited text. */
  editAndResend(messageId: string, text: string): Promise<boolean>;
}

type Outcome = { ok: true } | { ok: false; error: Failure };

export const createComposerSlice: Slice<ComposerSlice, ComposerReads> =
  ({ worker, page }) =>
  (set, get) => {
    /** Handles one turn's events; shared by send, regenerate and edit. */
    function turnListener(onStarted?: () => void, fromDraft = false) {
      return (e: ChatTurnEvent) => {
        switch (e.type) {
          case 'started':
            onStarted?.();
            get().streamStarted(e.conversationId, e.assistantMessageId);
            // Only a send from the draft opens its new conversation; never pull the user away from elsewhere.
            if (fromDraft && get().activeId === null) {
              set({ activeId: e.conversationId });
              get().watchMessageWindow(e.conversationId);
            }
            return;
          case 'notice':
            return set({ notice: { kind: 'info', code: e.code, ...(e.values ? { values: e.values } : {}) } });
          case 'delta':
            return get().streamDelta(e.assistantMessageId, e.chunk);
          case 'reasoning':
            return get().streamReasoning(e.assistantMessageId, e.chunk);
          case 'thought':
            return get().streamThought(e.assistantMessageId, e.durationMs);
          case 'finished':
            return get().streamFinished(e.assistantMessageId);
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

    function reportFailure(result: Outcome) {
      if (!result.ok) set({ notice: failureNotice(result.error) });
    }

    /**
     * Runs one turn; if the call itself fails (the worker crashed and was restarted), the conversation is
     * not left looking busy, and the user is told. The stored rows were marked by the worker or on restart.
     */
    async function runTurn(conversationOf: () => string | null, call: () => Promise<Outcome>) {
      try {
        reportFailure(await call());
      } catch (e) {
        const conversationId = conversationOf();
        if (conversationId) get().streamAbandoned(conversationId);
        set({ notice: { kind: 'error', code: 'worker', values: { detail: String((e as Error)?.message ?? e) } } });
      }
    }

    return {
      composer: {},

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
          settings: get().modelSettings(activeId),
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
          () => worker.regenerate({ conversationId: activeId, settings: get().modelSettings(activeId), onEvent: turnListener() }),
        );
      },

      async editAndResend(messageId, text) {
        const { activeId, streaming } = get();
        if (!activeId || streaming[activeId] || !text.trim() || !canCallModel()) return false;
        set({ notice: null });
        void runTurn(
          () => activeId,
          () => worker.editAndResend({ messageId, text, settings: get().modelSettings(activeId), onEvent: turnListener() }),
        );
        return true;
      },
    };
  };
