import type { MeaningStatus, MemoryStatus } from './contract';

export type { MeaningStatus, MemoryStatus };

export interface StatusTracker {
  get(): MemoryStatus;
  setUnavailable(reason: string): void;
  setAvailable(): void;
  setPaused(paused: boolean): void;
  isPaused(): boolean;
  setPendingJobs(count: number): void;
  setMeaning(meaning: MeaningStatus): void;
  subscribe(cb: (s: MemoryStatus) => void): () => void;
}

const MAX_REASON = 200;

/**
 * Keeps the three facts apart (store health, the user's pause, the queue length) and derives one
 * status from them. A broken store outranks the pause: it is the fact the user cannot see otherwise.
 * Listeners hear only real changes, so a busy outbox does not flood the page.
 */
export function createStatusTracker(): StatusTracker {
  let unavailable: string | null = 'The memory database is not open yet.';
  let paused = false;
  let pendingJobs = 0;
  let meaning: MeaningStatus | undefined;
  let last = '';
  const listeners = new Set<(s: MemoryStatus) => void>();

  const get = (): MemoryStatus => {
    const extra = meaning && meaning.state !== 'off' ? { meaning } : {};
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
      unavailable = reason.length > MAX_REASON ? `${reason.slice(0, MAX_REASON)}…` : reason;
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
