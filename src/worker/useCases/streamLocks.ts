/**
 * While a tab streams an answer it holds a Web Lock named after the message, so another tab that starts
 * meanwhile does not mistake the live stream for one orphaned by a reload. Where Web Locks are missing
 * (old browsers, Node tests) nothing is held and every `streaming` row counts as orphaned.
 */
const lockName = (messageId: string) => `mindkeep-stream-${messageId}`;

const locks = (): LockManager | undefined =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;

export async function isStreamLockHeld(messageId: string): Promise<boolean> {
  const manager = locks();
  if (!manager) return false;
  const state = await manager.query();
  return (state.held ?? []).some((l) => l.name === lockName(messageId));
}

/** Holds the message's lock until `done` settles. */
export function holdStreamLock(messageId: string, done: Promise<unknown>): void {
  const manager = locks();
  if (!manager) return;
  void manager.request(lockName(messageId), () => done.catch(() => undefined));
}
