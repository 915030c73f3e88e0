import type { Slice } from './store';
import type { ImportReport, InspectorFailure, MemoryDraft, MemoryFilter, MemoryQueryResult, MemoryUse, TransferFailure, TurnMemoryChange } from '../worker/api';
import type { MemoryType, Result } from '../shared';
import { workerClient } from '../worker/client';

export type InspectorTab = 'memories' | 'rejections' | 'transfer';

export interface MemoryViewSlice {
  inspectorOpen: boolean;
  inspectorTab: InspectorTab;
  memoryFilter: MemoryFilter;
  memoryResult: MemoryQueryResult | null;
  memoryError: string | null;
  /** Memories used per assistant message of the open conversation (counts). */
  recallCounts: Record<string, number>;
  /** Issue 14: what each turn's extraction changed, by assistant message id (watched with the recalls). */
  turnMemoryChanges: Record<string, TurnMemoryChange[]>;
  undoTurnMemoryChange(historyId: number): Promise<Result<unknown, InspectorFailure>>;
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
  importData(text: string): Promise<Result<ImportReport, TransferFailure>>;
}

let stopWatching: (() => void) | null = null;
let stopRecalls: (() => void) | null = null;
let stopTurnChanges: (() => void) | null = null;
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
    turnMemoryChanges: {},
    undoTurnMemoryChange: (historyId) => act(() => workerClient.undoTurnMemoryChange(historyId)),

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
    async importData(text) {
      const result = await workerClient.importData(text);
      requery(0);
      return result;
    },
    watchRecalls(conversationId) {
      stopRecalls?.();
      stopTurnChanges?.();
      stopRecalls = null;
      stopTurnChanges = null;
      set({ recallCounts: {}, turnMemoryChanges: {} });
      if (!conversationId) return;
      stopRecalls = workerClient.subscribeRecalls(conversationId, (recallCounts) => {
        if (get().activeId === conversationId) set({ recallCounts });
      });
      stopTurnChanges = workerClient.subscribeTurnMemoryChanges(conversationId, (turnMemoryChanges) => {
        if (get().activeId === conversationId) set({ turnMemoryChanges });
      });
    },
  };
};
