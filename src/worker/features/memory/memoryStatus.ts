import type { MeaningFallback, WorkerError } from '../../errors';
import type { MeaningStatus, MemoryStatus } from './contract';

export type { MeaningFallback, MeaningStatus, MemoryStatus };

export interface StatusTracker {
  get(): MemoryStatus;
  setUnavailable(reason: WorkerError): void;
  setAvailable(): void;
  setPaused(paused: boolean): void;
  isPaused(): boolean;
  setPendingJobs(count: number): void;
  /** Turns the pre-check finished without a model call (this session's outbox). */
  setSkippedTurns(count: number): void;
  setMeaning(meaning: MeaningStatus): void;
  subscribe(cb: (s: MemoryStatus) => void): () => void;
}

const MAX_DETAIL = 200;

/**
 * Keeps the three facts apart (store health, the user's pause, the queue length) and derives one
 * status from them. A broken store outranks the pause: it is the fact the user cannot see otherwise.
 * Listeners hear only real changes, so a busy outbox does not flood the page.
 */
export function createStatusTracker(): StatusTracker {
  let unavailable: WorkerError | null = { code: 'memory_not_open' };
  let paused = false;
  let pendingJobs = 0;
  let skippedTurns = 0;
  let meaning: MeaningStatus | undefined;
  let last = '';
  const listeners = new Set<(s: MemoryStatus) => void>();

  const get = (): MemoryStatus => {
    const extra = {
      ...(skippedTurns > 0 ? { skippedTurns } : {}),
      ...(meaning && meaning.state !== 'off' ? { meaning } : {}),
    };
    if (unavailable !== null) return { state: 'unavailable', reason: unavailable, pendingJobs, ...extra };
    return { state: paused ? 'paused' : 'on', pendingJobs, ...extra };
  };
  const emit = (): void => {
    const now = get();
    const key = JSON.stringify(now);
    if (key === last) return;
    last = key;
    for (const cb of [...listeners]) {
      try {
        cb(now);
      } catch {
        // A faulty listener must not break memory work or the other listeners.
      }
    }
  };

  return {
    get,
    setUnavailable(reason) {
      const detail = reason.values?.detail;
      unavailable =
        detail && detail.length > MAX_DETAIL
          ? { ...reason, values: { ...reason.values, detail: `${detail.slice(0, MAX_DETAIL)}…` } }
          : reason;
      emit();
    },
    setAvailable() {
      unavailable = null;
      emit();
    },
    setPaused(value) {
      paused = value;
      emit();
    },
    isPaused: () => paused,
    setPendingJobs(count) {
      pendingJobs = count;
      emit();
    },
    setSkippedTurns(count) {
      skippedTurns = count;
      emit();
    },
    setMeaning(value) {
      meaning = value;
      emit();
    },
    subscribe(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
  };
}

/**
 * The contract's form of a recall's fallback reason as the recall log stores it ("timeout", "dimension
 * mismatch", "error: rate_limited", "error: DatabaseClosedError"…): a code, and the failure's name as detail.
 */
export function toMeaningFallback(reason: string): MeaningFallback {
  if (reason === 'off' || reason === 'offline' || reason === 'timeout' || reason === 'indexing') return { code: reason };
  if (reason === 'dimension mismatch') return { code: 'dimension_mismatch' };
  const failure = reason.replace(/^error:\s*/, '');
  // An embedding call fails with a snake_case code; anything else is the name of a store exception.
  return /^[a-z_]+$/.test(failure) && failure !== 'storage'
    ? { code: 'embed_failed', values: { detail: failure } }
    : { code: 'storage_failed', values: { detail: failure } };
}
