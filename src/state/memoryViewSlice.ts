import { MAX_IMPORT_BYTES, type ImportProgress, type Result } from '../shared';
import type {
  ImportReport,
  InspectorFailure,
  MemoryDraft,
  MemoryFilter,
  MemoryPatch,
  MemoryQueryResult,
  MemoryUse,
  TransferFailure,
  TurnMemoryChange,
} from '../worker/contract';
import type { WorkerClient } from '../worker/client';
import { withProgressUntilAnswered } from './progressUntilAnswered';
import type { Slice } from './slice';

/** Refused before a byte is read: a file this size could freeze the page or crash the worker. */
const tooLargeImport = (bytes: number): Result<never, TransferFailure> => ({
  ok: false,
  error: { code: 'too_large', values: { sizeBytes: bytes, limitBytes: MAX_IMPORT_BYTES } },
});

export type InspectorTab = 'memories' | 'rejections' | 'transfer';

export interface MemoryViewSlice {
  inspectorOpen: boolean;
  inspectorTab: InspectorTab;
  memoryFilter: MemoryFilter;
  memoryResult: MemoryQueryResult | null;
  memoryError: InspectorFailure | null;
  /** Memories used per assistant message of the open conversation (counts). */
  recallCounts: Record<string, number>;
  /** What each turn's extraction changed, by assistant message id, for the notice at that turn (watched with the recalls). */
  turnMemoryChanges: Record<string, TurnMemoryChange[]>;
  /** Why each turn's extraction refused a memory (reasons only), for a quiet line at that turn. */
  turnRefusals: Record<string, string[]>;
  undoTurnMemoryChange(historyId: number): Promise<Result<unknown, InspectorFailure>>;
  openInspector(tab?: InspectorTab): void;
  /**
   * "View in Memory" from a turn: the memory view opens searching for that memory. The search is the
   * link's, not the user's, so closing the view clears it; the view is whole again next time.
   */
  viewMemoryFromTurn(text: string): void;
  closeInspector(): void;
  setInspectorTab(tab: InspectorTab): void;
  setMemoryFilter(patch: Partial<MemoryFilter>): void;
  suppressMemory(key: string): Promise<Result<unknown, InspectorFailure>>;
  restoreMemory(key: string): Promise<Result<unknown, InspectorFailure>>;
  deleteMemory(key: string): Promise<Result<unknown, InspectorFailure>>;
  editMemory(key: string, patch: MemoryPatch): Promise<Result<unknown, InspectorFailure>>;
  addMemory(draft: MemoryDraft): Promise<Result<unknown, InspectorFailure>>;
  memoryHistory(key: string): ReturnType<WorkerClient['memoryHistory']>;
  rejectionLog(): ReturnType<WorkerClient['rejectionLog']>;
  /** null: nothing was recalled for that answer (or it could not be read). */
  memoriesUsed(assistantMessageId: string): Promise<MemoryUse[] | null>;
  watchRecalls(conversationId: string | null): void;
  exportData(includeConversations: boolean): ReturnType<WorkerClient['exportData']>;
  /** A File is read in the worker (refused unread over MAX_IMPORT_BYTES); a worker failure is an error Result. */
  importData(source: string | Blob, onProgress?: (p: ImportProgress) => void): Promise<Result<ImportReport, TransferFailure>>;
}

/** What the memory view reads of the other slices. */
interface MemoryViewReads {
  activeId: string | null;
}

export const createMemoryViewSlice: Slice<MemoryViewSlice, MemoryViewReads> =
  ({ worker, timing }) =>
  (set, get) => {
    let stopWatching: (() => void) | null = null;
    let stopRecalls: (() => void) | null = null;
    let stopTurnChanges: (() => void) | null = null;
    let stopTurnRefusals: (() => void) | null = null;
    /** The current search was set by "View in Memory", not typed. */
    let linkedSearch = false;
    let queryTimer: ReturnType<typeof setTimeout> | null = null;

    /** Debounced: typing in the search box filters the worker's in-memory copy, never IndexedDB. */
    function requery(delayMs = timing.memoryQueryDebounceMs) {
      if (queryTimer) clearTimeout(queryTimer);
      queryTimer = setTimeout(async () => {
        const filter = get().memoryFilter;
        const result = await worker.queryMemories({ filter });
        if (get().memoryFilter !== filter) return;
        if (result.ok) set({ memoryResult: result.value, memoryError: null });
        else set({ memoryError: result.error });
      }, delayMs);
    }

    const act = async <T>(run: () => Promise<Result<T, InspectorFailure>>) => {
      const result = await run();
      requery(0);
      return result;
    };

    return {
      inspectorOpen: false,
      inspectorTab: 'memories',
      memoryFilter: { type: 'all', status: 'all', search: '', sort: 'updated' },
      memoryResult: null,
      memoryError: null,
      recallCounts: {},
      turnMemoryChanges: {},
      turnRefusals: {},
      undoTurnMemoryChange: (historyId) => act(() => worker.undoTurnMemoryChange({ historyId })),

      openInspector(tab) {
        set({ inspectorOpen: true, inspectorTab: tab ?? get().inspectorTab });
        stopWatching?.();
        stopWatching = worker.watchMemories({ onChange: () => requery() });
        requery(0);
      },
      viewMemoryFromTurn(text) {
        set({ memoryFilter: { ...get().memoryFilter, search: text, status: 'all', type: 'all' } });
        linkedSearch = true;
        get().openInspector('memories');
      },
      closeInspector() {
        stopWatching?.();
        stopWatching = null;
        set({ inspectorOpen: false, ...(linkedSearch ? { memoryFilter: { ...get().memoryFilter, search: '' } } : {}) });
        linkedSearch = false;
      },
      setInspectorTab: (inspectorTab) => set({ inspectorTab }),
      setMemoryFilter(patch) {
        set({ memoryFilter: { ...get().memoryFilter, ...patch } });
        // A search the user changed is theirs to keep.
        if (patch.search !== undefined) linkedSearch = false;
        requery();
      },
      suppressMemory: (stableKey) => act(() => worker.suppressMemory({ stableKey })),
      restoreMemory: (stableKey) => act(() => worker.restoreMemory({ stableKey })),
      deleteMemory: (stableKey) => act(() => worker.deleteMemory({ stableKey })),
      editMemory: (stableKey, patch) => act(() => worker.editMemory({ stableKey, patch })),
      addMemory: (draft) => act(() => worker.addMemory({ draft })),
      memoryHistory: (stableKey) => worker.memoryHistory({ stableKey }),
      rejectionLog: () => worker.rejectionLog({}),
      async memoriesUsed(assistantMessageId) {
        const used = await worker.memoriesUsed({ assistantMessageId });
        return used.ok ? used.value : null;
      },
      exportData: (includeConversations) => worker.exportData({ includeConversations }),
      async importData(source, onProgress) {
        if (typeof source !== 'string' && source.size > MAX_IMPORT_BYTES) return tooLargeImport(source.size);
        let result: Result<ImportReport, TransferFailure>;
        try {
          result = await withProgressUntilAnswered(onProgress, (report) =>
            worker.importData({ source, ...(report ? { onProgress: report } : {}) }),
          );
        } catch (e) {
          // The worker crashed while reading or writing (it is restarted): an error, never an unhandled rejection.
          result = { ok: false, error: { code: 'import_failed', values: { detail: String((e as Error)?.message ?? e) } } };
        }
        requery(0);
        return result;
      },
      watchRecalls(conversationId) {
        stopRecalls?.();
        stopTurnChanges?.();
        stopTurnRefusals?.();
        stopRecalls = null;
        stopTurnChanges = null;
        stopTurnRefusals = null;
        set({ recallCounts: {}, turnMemoryChanges: {}, turnRefusals: {} });
        if (!conversationId) return;
        stopRecalls = worker.subscribeRecalls({
          conversationId,
          onChange: (recallCounts) => {
            if (get().activeId === conversationId) set({ recallCounts });
          },
        });
        stopTurnChanges = worker.subscribeTurnMemoryChanges({
          conversationId,
          onChange: (turnMemoryChanges) => {
            if (get().activeId === conversationId) set({ turnMemoryChanges });
          },
        });
        stopTurnRefusals = worker.subscribeTurnRefusals({
          conversationId,
          onChange: (turnRefusals) => {
            if (get().activeId === conversationId) set({ turnRefusals });
          },
        });
      },
    };
  };
