import type { MessageError } from '../../chat/records';
import type { ErrorValues } from '../../shared';

/**
 * Storage failures lose nothing the worker still holds. A write of user data that failed (a
 * full disk above all) is kept here, in memory, and tried again every `retryMs` until it succeeds, or at
 * once when `retryNow` is called (space was freed). The stored row says what happened meanwhile.
 */
export interface UnsavedWrites {
  /** Keeps `write` until it succeeds; `onSaved` runs once it has. */
  hold(id: string, write: () => Promise<void>, onSaved?: () => void | Promise<void>): void;
  has(id: string): boolean;
  /** Tries every held write now; resolves with how many are still unsaved. */
  retryNow(): Promise<number>;
  count(): number;
}

export function createUnsavedWrites(retryMs = 5_000): UnsavedWrites {
  const held = new Map<string, { write: () => Promise<void>; onSaved?: () => void | Promise<void> }>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<number> | null = null;

  const schedule = () => {
    if (timer === null && held.size > 0) timer = setTimeout(() => void retryAll(), retryMs);
  };

  async function retryOnce(): Promise<number> {
    for (const [id, entry] of [...held]) {
      try {
        await entry.write();
      } catch {
        continue; // still failing: kept, tried again on the next round
      }
      held.delete(id);
      await Promise.resolve(entry.onSaved?.()).catch(() => undefined); // follow-up work only; the write itself is saved
    }
    return held.size;
  }

  function retryAll(): Promise<number> {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    running ??= retryOnce().finally(() => {
      running = null;
      schedule();
    });
    return running;
  }

  return {
    hold(id, write, onSaved) {
      held.set(id, { write, onSaved });
      schedule();
    },
    has: (id) => held.has(id),
    retryNow: retryAll,
    count: () => held.size,
  };
}

/** True for a failed write because the origin's storage quota is used up (directly or wrapped by Dexie). */
export function isStorageFull(e: unknown): boolean {
  for (let x: unknown = e, depth = 0; x && depth < 4; depth++) {
    const name = (x as { name?: unknown }).name;
    if (name === 'QuotaExceededError') return true;
    x = (x as { inner?: unknown; cause?: unknown }).inner ?? (x as { cause?: unknown }).cause;
  }
  return false;
}

type Estimate = () => Promise<{ usage?: number; quota?: number } | null>;

/** The worker's own view of its storage use (for the "storage is full" message); null where unknown. */
export const estimateStorage: Estimate = async () =>
  typeof navigator !== 'undefined' && navigator.storage?.estimate ? navigator.storage.estimate() : null;

/** How full the storage is, for the "storage is full" sentence, when the browser gives an estimate. */
export async function storageFullValues(estimate: Estimate = estimateStorage): Promise<ErrorValues> {
  const est = await estimate().catch(() => null);
  return est?.usage !== undefined && est.quota !== undefined ? { usedBytes: est.usage, quotaBytes: est.quota } : {};
}

/** The error stored on a message whose final write failed; says how full the storage is when it can. */
export async function storageWriteError(e: unknown, estimate: Estimate = estimateStorage): Promise<MessageError> {
  if (!isStorageFull(e)) return { code: 'storage_failed', ...((e as Error)?.message ? { values: { detail: (e as Error).message } } : {}) };
  return { code: 'storage_full', values: await storageFullValues(estimate) };
}
