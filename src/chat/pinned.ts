import type { PinnedDecision, ThreadState } from './records';

const PINNED_HEADER =
  'Decisions already made earlier in this conversation. Treat them as settled unless the user changes them now:';

/** One line per decision; a line break inside a decision would break the bullet list. */
const asBullet = (decision: PinnedDecision): string => `- ${decision.text.replace(/\s+/gu, ' ').trim()}`;

/**
 * The pinned-decisions system message, or `null` when there is nothing to say (never a header
 * without bullets).
 */
export function formatPinnedDecisions(decisions: readonly PinnedDecision[]): string | null {
  const bullets = decisions.filter((d) => d.text.trim() !== '').map(asBullet);
  return bullets.length === 0 ? null : [PINNED_HEADER, ...bullets].join('\n');
}

/**
 * The thread without the decision at `index`. An index that no longer exists (another tab changed the
 * list) returns the thread unchanged: unpinning what is already gone is not an error.
 */
export function unpinDecision(thread: ThreadState, index: number): ThreadState {
  if (!Number.isInteger(index) || index < 0 || index >= thread.pinnedDecisions.length) return thread;
  return { ...thread, pinnedDecisions: thread.pinnedDecisions.filter((_, i) => i !== index) };
}
