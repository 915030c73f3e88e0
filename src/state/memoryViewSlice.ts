import type { Slice } from './store';
import type { ImportReport, InspectorFailure, MemoryDraft, MemoryFilter, MemoryQueryResult, MemoryUse, TransferFailure } from '../worker/api';
import { MAX_IMPORT_BYTES, type ImportProgress, type MemoryType, type Result } from '../shared';
import { workerClient } from '../worker/client';

/** Refused before a byte is read (issue 16): a file this size could freeze the page or crash the worker. */
const tooLargeImport = (bytes: number): Result<never, TransferFailure> => ({
  ok: false,
  error: { code: 'too_large', message: `The file is ${Math.round(bytes / 2 ** 20)} MB; imports are limited to ${MAX_IMPORT_BYTES / 2 ** 20} MB.` },
});

export type InspectorTab = 'memories' | 'rejections' | 'transfer';

export interface MemoryViewSlice {
  inspectorOpen: boolean;
  inspectorTab: InspectorTab;
  memoryFilter: MemoryFilter;
  memoryResult: MemoryQueryResult | null;
  memoryError: string | null;
  /** Memories used per assistant message of the open conversation (counts). */
  recallCounts: Record<string, number>;
  openInspector(tab?: InspectorTab): void;
  closeInspector(): void;
  setInspectorTab(tab: InspectorTab): void;
  setMemoryFilter(patch: Partial<MemoryFilter>): void;
  suppressMemory(key: string): Promise<Result<unknown, InspectorFailure>>;
  restoreMemory(key: string): Promise<Result<unknown, InspectorFailure>>;
  deleteMemory(key: string): Promise<Result<unknown, InspectorFailure>>;
  editMemory(key: string, patch: { text: string; tags: string[]; type: MemoryType }): Promise<Result<unknown, InspectorFailure>>;
  addMemory(draft: MemoryDraft): Promise<Result<unknown, InspectorFailure>>;
  memoryHistory: typeof workerClient.memoryHistory;
  rejectionLog: typeof workerClient.rejectionLog;
  memoriesUsed(assistantMessageId: string): Promise<MemoryUse[] | null>;
  watchRecalls(conversationId: string | null): void;
  exportData: typeof workerClient.exportData;
  /** A File is read in the worker (refused unread over MAX_IMPORT_BYTES); a worker failure is an error Result. */
  importData(source: string | Blob, onProgress?: (p: ImportProgress) => void): Promise<Result<ImportReport, TransferFailure>>;
}

let stopWatching: (() => void) | null = null;
let stopRecalls: (() => void) | null = null;
let queryTimer: ReturnType<typeof setTimeout> | null = null;

export const createMemoryViewSlice: Slice<MemoryViewSlice> = (set, get) => {
  /** Debounced: typing in the search box filters the worker's in-memory copy, never IndexedDB. */
  function requery(delayMs = 60) {
    if (queryTimer) clearTimeout(queryTimer);
    queryTimer = setTimeout(async () => {
      const filter = get().memoryFilter;
      const result = await workerClient.queryMemories(filter);
      if (get().memoryFilter !== filter) return;
      if (result.ok) set({ memoryResult: result.value, memoryError: null });
      else set({ memoryError: result.error.message });
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

    openInspector(tab) {
      set({ inspectorOpen: true, inspectorTab: tab ?? get().inspectorTab });
      stopWatching?.();
      stopWatching = workerClient.watchMemories(() => requery());
      requery(0);
    },
    closeInspector() {
      stopWatching?.();
      stopWatching = null;
      set({ inspectorOpen: false });
    },
    setInspectorTab: (inspectorTab) => set({ inspectorTab }),
    setMemoryFilter(patch) {
      set({ memoryFilter: { ...get().memoryFilter, ...patch } });
      requery();
    },
    suppressMemory: (key) => act(() => workerClient.suppressMemory(key)),
    restoreMemory: (key) => act(() => workerClient.restoreMemory(key)),
    deleteMemory: (key) => act(() => workerClient.deleteMemory(key)),
    editMemory: (key, patch) => act(() => workerClient.editMemory(key, patch)),
    addMemory: (draft) => act(() => workerClient.addMemory(draft)),
    memoryHistory: (key) => workerClient.memoryHistory(key),
    rejectionLog: () => workerClient.rejectionLog(),
    memoriesUsed: (id) => workerClient.memoriesUsed(id),
    exportData: (includeConversations) => workerClient.exportData(includeConversations),
    async importData(source, onProgress) {
      if (typeof source !== 'string' && source.size > MAX_IMPORT_BYTES) return tooLargeImport(source.size);
      let result: Result<ImportReport, TransferFailure>;
      try {
        result = await workerClient.importData(source, onProgress);
      } catch (e) {
        // The worker crashed while reading or writing (it is restarted): an error, never an unhandled rejection.
        result = { ok: false, error: { code: 'write_failed', message: (e as Error).message } };
      }
      requery(0);
      return result;
    },
    watchRecalls(conversationId) {
      stopRecalls?.();
      stopRecalls = null;
      set({ recallCounts: {} });
      if (!conversationId) return;
      stopRecalls = workerClient.subscribeRecalls(conversationId, (recallCounts) => {
        if (get().activeId === conversationId) set({ recallCounts });
      });
    },
  };
};
