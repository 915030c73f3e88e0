import type { PinnedDecision, ThreadState } from './records';

const PINNED_HEADER = 'Decisions already made earlier in this conversation. Treat them as settled unless the user changes them now:';

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

/** How decisions are matched across compactions: same text up to case, width and spacing. */
export const decisionMatchKey = (d: Pick<PinnedDecision, 'text'>): string =>
  d.text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();

/** How many unpinned decisions are remembered, newest kept. */
export const UNPINNED_MEMORY = 50;

/**
 * The thread without the decision with this id, remembered as unpinned so that no compaction brings it
 * back. An id that no longer exists (another tab changed the list) returns the thread unchanged.
 */
export function unpinDecision(thread: ThreadState, decisionId: string): ThreadState {
  const target = thread.pinnedDecisions.find((d) => d.id === decisionId);
  if (!target) return thread;
  const key = decisionMatchKey(target);
  const unpinned = [...(thread.unpinnedDecisions ?? []).filter((k) => k !== key), key].slice(-UNPINNED_MEMORY);
  return { ...thread, pinnedDecisions: thread.pinnedDecisions.filter((d) => d.id !== decisionId), unpinnedDecisions: unpinned };
}

/**
 * A compaction's decisions merged with the thread as it is now: a decision the user unpinned,
 * even while the compaction was running, is dropped; one still pinned keeps its id; a new one gets
 * `newId()`. The model's order is kept. Pure: ids come in as a function.
 */
export function mergeCompactedDecisions(
  output: readonly PinnedDecision[],
  current: Pick<ThreadState, 'pinnedDecisions' | 'unpinnedDecisions'>,
  newId: () => string,
): PinnedDecision[] {
  const unpinned = new Set(current.unpinnedDecisions ?? []);
  const byKey = new Map(current.pinnedDecisions.filter((d) => d.id).map((d) => [decisionMatchKey(d), d.id!]));
  const seen = new Set<string>();
  const merged: PinnedDecision[] = [];
  for (const d of output) {
    const key = decisionMatchKey(d);
    if (unpinned.has(key) || seen.has(key)) continue;
    seen.add(key);
    merged.push({ ...d, id: byKey.get(key) ?? newId() });
  }
  return merged;
}

/** Ids for decisions stored before they had any (older threads, imported files). */
export function withDecisionIds(decisions: readonly PinnedDecision[], newId: () => string): PinnedDecision[] {
  return decisions.map((d) => (d.id ? d : { ...d, id: newId() }));
}
