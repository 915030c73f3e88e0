/**
 * Web Locks that say "a live tab is still working on this": a stream being written, a task run being
 * worked, a temporary chat still open. Another tab that starts meanwhile leaves those alone instead of
 * treating them as left behind by a reload. Where Web Locks are missing (old browsers, Node tests) nothing
 * is held, so everything counts as left behind.
 */
const lockName = (key: string) => `mindkeep-${key}`;

const locks = (): LockManager | undefined => (typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined);

export async function isTabLockHeld(key: string): Promise<boolean> {
  const manager = locks();
  if (!manager) return false;
  const state = await manager.query();
  return (state.held ?? []).some((l) => l.name === lockName(key));
}

/** Holds the lock until `done` settles. */
export function holdTabLock(key: string, done: Promise<unknown>): void {
  const manager = locks();
  if (!manager) return;
  // Only the lock's lifetime hangs on `done`; its failure is the caller's to handle (no data is written here).
  void manager.request(lockName(key), () => done.catch(() => undefined));
}

/** The key of an answer being streamed. */
export const streamLockKey = (messageId: string) => `stream-${messageId}`;
