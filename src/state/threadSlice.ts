import type { ChatMode } from '../shared';
import type { CompactionStatus, ModelSettings, ThreadState } from '../worker/contract';
import { composerKey } from './composer';
import type { Settings } from './settingsStorage';
import type { Slice } from './slice';

export interface ThreadSlice {
  /** Short-term memory of the open conversation: summary and pinned decisions. */
  thread: ThreadState | null;
  /** Latest compaction status by conversation (a faint status line in the chat). */
  compaction: Record<string, CompactionStatus>;
  tokenEstimate: number | null;
  watchThread(conversationId: string | null): void;
  watchCompaction(): void;
  /** By the decision's id, never by its position in a list that may have changed. */
  unpinDecision(decisionId: string): Promise<void>;
  refreshTokenEstimate(): void;
}

/** What the thread slice reads of the other slices. */
interface ThreadReads {
  activeId: string | null;
  composer: Record<string, string>;
  draftMode: ChatMode;
  settings: Pick<Settings, 'language'>;
  modelSettings(conversationId?: string | null): Pick<ModelSettings, 'instructions'>;
  bootStatus: 'booting' | 'ready' | 'failed';
}

export const createThreadSlice: Slice<ThreadSlice, ThreadReads> =
  ({ worker, timing }) =>
  (set, get) => {
    let stopThread: (() => void) | null = null;
    let stopCompaction: (() => void) | null = null;
    let estimateTimer: ReturnType<typeof setTimeout> | null = null;

    return {
      thread: null,
      compaction: {},
      tokenEstimate: null,

      watchThread(conversationId) {
        stopThread?.();
        stopThread = null;
        set({ thread: null });
        if (!conversationId) return;
        stopThread = worker.subscribeThread({
          conversationId,
          onChange: (thread) => {
            if (get().activeId === conversationId) set({ thread });
          },
        });
      },

      watchCompaction() {
        stopCompaction?.();
        stopCompaction = worker.subscribeCompaction({
          onChange: (status) => set((s) => ({ compaction: { ...s.compaction, [status.conversationId]: status } })),
        });
      },

      async unpinDecision(decisionId) {
        const { activeId } = get();
        if (activeId) await worker.unpinDecision({ conversationId: activeId, decisionId });
      },

      /** Debounced: the estimate is computed in the worker from the same context a send would use. */
      refreshTokenEstimate() {
        if (estimateTimer) clearTimeout(estimateTimer);
        estimateTimer = setTimeout(async () => {
          const { activeId, composer, draftMode, settings, bootStatus } = get();
          if (bootStatus !== 'ready') return;
          // Counted as the request will send them: the custom instructions and this chat's system prompt.
          const { instructions } = get().modelSettings(activeId);
          const n = await worker.estimateNextRequestTokens({
            conversationId: activeId,
            draftText: composer[composerKey(activeId)] ?? '',
            mode: draftMode,
            language: settings.language,
            ...(instructions ? { instructions } : {}),
          });
          if (n.ok) set({ tokenEstimate: n.value });
        }, timing.tokenEstimateDebounceMs);
      },
    };
  };
