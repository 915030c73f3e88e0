import { err, type Err } from './result';

/**
 * A code chunk fetched on first use, so the worker starts with only what the composer needs.
 * Thrown, not returned: it is a broken install or a lost connection mid-update, not an expected answer,
 * and every caller already maps a thrown failure to a clear error.
 */
export class ModuleLoadError extends Error {
  override readonly name = 'ModuleLoadError';
}

/**
 * `load` runs once, on the first call, and every caller shares its promise. A failed load (the chunk could
 * not be fetched) rejects with a ModuleLoadError naming the part, and the next call tries again instead of
 * repeating the old failure.
 */
export function lazyModule<T>(part: string, load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((cause: unknown) => {
      loading = null;
      throw new ModuleLoadError(`${part} could not be loaded. Check the connection, then reload the page.`, { cause });
    }));
}

/**
 * For an answer whose contract has an error case: a ModuleLoadError thrown while producing it becomes
 * `module_unavailable` (the page words it); anything else is a bug and still throws.
 */
export async function unavailableIfNotLoaded<T>(run: () => Promise<T>): Promise<T | Err<{ code: 'module_unavailable' }>> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof ModuleLoadError) return err({ code: 'module_unavailable' });
    throw e;
  }
}
