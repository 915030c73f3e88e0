import type { Slice } from './store';
import type { CompactionStatus, ThreadState } from '../worker/api';
import { workerClient } from '../worker/client';
import { composerKey } from './chatSlice';

export interface ThreadSlice {
  /** Short-term memory of the open conversation: summary and pinned decisions. */
  thread: ThreadState | null;
  /** Latest compaction status by conversation (a faint status line in the chat). */
  compaction: Record<string, CompactionStatus>;
  tokenEstimate: number | null;
  watchThread(conversationId: string | null): void;
  watchCompaction(): void;
  /** By the decision's id (issue 16), never by its position in a list that may have changed. */
  unpinDecision(decisionId: string): Promise<void>;
  refreshTokenEstimate(): void;
}

let stopThread: (() => void) | null = null;
let stopCompaction: (() => void) | null = null;
let estimateTimer: ReturnType<typeof setTimeout> | null = null;

export const createThreadSlice: Slice<ThreadSlice> = (set, get) => ({
  thread: null,
  compaction: {},
  tokenEstimate: null,

  watchThread(conversationId) {
    stopThread?.();
    stopThread = null;
    set({ thread: null });
    if (!conversationId) return;
    stopThread = workerClient.subscribeThread(conversationId, (thread) => {
      if (get().activeId === conversationId) set({ thread });
    });
  },

  watchCompaction() {
    stopCompaction?.();
    stopCompaction = workerClient.subscribeCompaction((status) => set((s) => ({ compaction: { ...s.compaction, [status.conversationId]: status } })));
  },

  async unpinDecision(decisionId) {
    const { activeId } = get();
    if (activeId) await workerClient.unpinDecision(activeId, decisionId);
  },

  /** Debounced: the estimate is computed in the worker from the same context a send would use. */
  refreshTokenEstimate() {
    if (estimateTimer) clearTimeout(estimateTimer);
    estimateTimer = setTimeout(async () => {
      const { activeId, composer, draftMode, settings, bootStatus } = get();
      if (bootStatus !== 'ready') return;
      const n = await workerClient.estimateNextRequestTokens(activeId, composer[composerKey(activeId)] ?? '', draftMode, settings.language);
      set({ tokenEstimate: n });
    }, 250);
  },
});
