import { err, lazyModule, type Result } from '../../../shared';
import type { MemoryImportFailure } from '../../errors';
import type { AssistantImport, AssistantImportDeps, createAssistantImport } from './assistantImport';

/**
 * The import from another assistant, built from its module on first use: it needs the memory core and the
 * model call, which the worker's start-up code leaves out. A chunk that cannot be fetched answers
 * `module_unavailable`; the next use tries again. The same instance answers every call, so a cancel
 * reaches the preview it names.
 */
export function createAssistantImportOnDemand(
  deps: AssistantImportDeps,
  load: () => Promise<{ createAssistantImport: typeof createAssistantImport }> = () => import('./assistantImport'),
): AssistantImport {
  let loaded: AssistantImport | null = null;
  const useCase = lazyModule('The import from another assistant', async () => (loaded = (await load()).createAssistantImport(deps)));
  const act = async <T>(run: (u: AssistantImport) => Promise<Result<T, MemoryImportFailure>>): Promise<Result<T, MemoryImportFailure>> => {
    let ready: AssistantImport;
    try {
      ready = await useCase();
    } catch {
      return err({ code: 'module_unavailable' });
    }
    return run(ready);
  };
  return {
    preview: (runId, text, onProgress) => act((u) => u.preview(runId, text, onProgress)),
    // Nothing to cancel before the module is here: a preview only starts once it is.
    cancel: (runId) => (loaded ? loaded.cancel(runId) : { ok: true, value: null }),
    apply: (runId, indexes) => act((u) => u.apply(runId, indexes)),
  };
}
