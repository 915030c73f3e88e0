import { err, lazyModule, type Result } from '../../../shared';
import type { InspectorFailure } from '../../errors';
import type { createMemoryInspector } from './memoryInspector';
import { createRecallUses } from './recallUses';

/**
 * Use cases the composer does not need, built from their module on first use (so the worker's
 * start-up code stays small). Each stands in for the real one with the same methods, so the API and
 * compose.ts stay as they were; a method added to the real use case fails the type check here until it
 * is forwarded. A chunk that cannot be fetched answers `unavailable` with a sentence saying so.
 *
 * The memory rules the inspector applies load with it; the pipeline and export/import fetch the same rules
 * on their own first need (features/memory/rules/loadMemoryRules.ts), and the bundler keeps the shared part in one common chunk.
 */

export type MemoryInspector = ReturnType<typeof createMemoryInspector>;

const unavailable = () => ({ code: 'module_unavailable' as const });

/** Runs `act` on the loaded use case; a failed load becomes an `unavailable` answer. */
function answerWith<U>(load: () => Promise<U>) {
  return async <T, E>(act: (useCase: U) => Promise<Result<T, E>>): Promise<Result<T, E | ReturnType<typeof unavailable>>> => {
    let useCase: U;
    try {
      useCase = await load();
    } catch {
      return err(unavailable());
    }
    return act(useCase);
  };
}

/**
 * A live subscription on the loaded use case, answered at once with its stop function: stopping before
 * the module has arrived means it never starts.
 */
function watchWith<U>(load: () => Promise<U>, part: string) {
  return (start: (useCase: U) => () => void): (() => void) => {
    let stop: (() => void) | null = null;
    let stopped = false;
    load().then(
      (useCase) => {
        if (!stopped) stop = start(useCase);
      },
      (e: unknown) => console.error(`${part}: live view not started`, e),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  };
}

export function createInspectorOnDemand(
  deps: Parameters<typeof createMemoryInspector>[0],
  load: () => Promise<{ createMemoryInspector: typeof createMemoryInspector }> = () => import('./memoryInspector'),
): MemoryInspector {
  const part = 'The memory inspector';
  const inspector = lazyModule(part, async () => (await load()).createMemoryInspector(deps));
  const answer = answerWith(inspector);
  const watch = watchWith(inspector, part);
  // Asked by the chat view while an answer streams: answered without the inspector's module and its gates.
  const uses = createRecallUses(deps);
  // InspectorFailure's codes include `unavailable`, so each answer keeps the real method's type.
  const act = <T>(run: (i: MemoryInspector) => Promise<Result<T, InspectorFailure>>): Promise<Result<T, InspectorFailure>> => answer(run);
  return {
    watch: (onChange) => watch((i) => i.watch(onChange)),
    query: (filter) => act((i) => i.query(filter)),
    suppress: (key) => act((i) => i.suppress(key)),
    restore: (key) => act((i) => i.restore(key)),
    remove: (key) => act((i) => i.remove(key)),
    add: (draft) => act((i) => i.add(draft)),
    edit: (key, patch) => act((i) => i.edit(key, patch)),
    history: (key) => act((i) => i.history(key)),
    rejections: () => act((i) => i.rejections()),
    watchRecalls: uses.watchRecalls,
    // Not a Result in the contract: a failed load of recall's rules rejects with its ModuleLoadError sentence.
    memoriesUsed: uses.memoriesUsed,
  };
}
