import { err, ok } from '../../../shared';
import { listActiveMemories } from '../../../storage';
import type { HandlerMap } from '../../answer';
import type { MemorySession } from '../memory';
import type { AssistantImport } from './assistantImport';
import type { MemoryImportApi } from './contract';

export interface MemoryImportHandlerDeps {
  assistantImport: AssistantImport;
  memory: MemorySession;
}

export function createMemoryImportHandlers({ assistantImport, memory }: MemoryImportHandlerDeps): HandlerMap<MemoryImportApi> {
  return {
    previewAssistantImport: ({ runId, text, onProgress }) => assistantImport.preview(runId, text, onProgress),
    cancelAssistantImport: async ({ runId }) => assistantImport.cancel(runId),
    applyAssistantImport: ({ runId, indexes }) => assistantImport.apply(runId, indexes),
    // Read straight from storage, without the memory rules' chunk: handing memory over works offline.
    async memoriesForAssistant() {
      const db = memory.database();
      if (!db) return err({ code: 'memory_unavailable' });
      return ok((await listActiveMemories(db)).map(({ type, text }) => ({ type, text })));
    },
  };
}
