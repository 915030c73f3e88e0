import type { Result } from '../shared';
import type {
  AssistantImportPreview,
  AssistantImportProgress,
  AssistantImportResult,
  MemoryForAssistant,
  MemoryImportFailure,
} from '../worker/contract';
import { withProgressUntilAnswered } from './progressUntilAnswered';
import type { Slice } from './slice';

/** A worker that crashed mid-call (it is restarted) answers like any failure, never as an unhandled rejection. */
const crashed = (): { ok: false; error: MemoryImportFailure } => ({ ok: false, error: { code: 'import_failed' } });

/** Bring memory along from another assistant, and hand it to one (memory view). */
export interface AssistantImportSlice {
  /** The preview being run now (Cancel stops it), or null. */
  assistantImportRunId: string | null;
  /** Asks the memory model about the pasted text in batches; writes nothing. */
  previewAssistantImport(
    text: string,
    onProgress?: (p: AssistantImportProgress) => void,
  ): Promise<Result<AssistantImportPreview, MemoryImportFailure>>;
  cancelAssistantImport(): void;
  /** Writes the chosen items of a preview in one transaction. */
  applyAssistantImport(runId: string, indexes: number[]): Promise<Result<AssistantImportResult, MemoryImportFailure>>;
  memoriesForAssistant(): Promise<Result<MemoryForAssistant[], MemoryImportFailure>>;
}

export const createAssistantImportSlice: Slice<AssistantImportSlice> =
  ({ worker }) =>
  (set, get) => ({
    assistantImportRunId: null,
    async previewAssistantImport(text, onProgress) {
      const runId = crypto.randomUUID();
      set({ assistantImportRunId: runId });
      try {
        return await withProgressUntilAnswered(onProgress, (report) =>
          worker.previewAssistantImport({ runId, text, ...(report ? { onProgress: report } : {}) }),
        );
      } catch {
        return crashed();
      } finally {
        if (get().assistantImportRunId === runId) set({ assistantImportRunId: null });
      }
    },
    cancelAssistantImport() {
      const runId = get().assistantImportRunId;
      if (runId) void worker.cancelAssistantImport({ runId });
    },
    async applyAssistantImport(runId, indexes) {
      try {
        return await worker.applyAssistantImport({ runId, indexes });
      } catch {
        return crashed();
      }
    },
    async memoriesForAssistant() {
      try {
        return await worker.memoriesForAssistant({});
      } catch {
        return { ok: false, error: { code: 'memory_unavailable' } };
      }
    },
  });
