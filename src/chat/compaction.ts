import type { PinnedDecision, ThreadState, Message } from './records';
import { countChars, groupTurns, isTurnComplete, isTurnStreaming, recentWindow, turnMessages, type Turn } from './turns';

/**
 * When the recent window grows past either limit, its oldest turns are folded into the thread
 * summary and pinned decisions by the model, and the newest `keepTurns` stay verbatim.
 * Both limits are user settings; these are the defaults.
 */
export interface CompactionLimits {
  readonly maxTurns: number;
  readonly maxChars: number;
  readonly keepTurns: number;
}
export const COMPACTION_DEFAULTS: CompactionLimits = Object.freeze({ maxTurns: 8, maxChars: 12000, keepTurns: 4 });
/** The smallest limits a user may set: below them compaction would run on nearly every turn. */
export const COMPACTION_MINIMUMS = Object.freeze({ maxTurns: 5, maxChars: 2000 });

export interface CompactionPlan {
  /** Oldest turns of the window, to be folded into the summary. Never empty. */
  readonly turnsToCompress: readonly Turn[];
  /** The turns that stay verbatim (at least `keepTurns`, more when an unfinished turn blocks the cut). */
  readonly keptTurns: readonly Turn[];
  /** The last message folded in: the new `compactedThroughMessageId`. */
  readonly throughMessageId: string;
}

/** A pinned decision's quote of the user's words, as the model gave it (untrusted until grounded). */
export interface DecisionEvidence {
  readonly text: string;
  readonly evidence: string;
}

/** What the model returns, after `parseCompactionOutput` vetted it. */
export interface CompactionOutput {
  readonly summary: string;
  readonly pinnedDecisions: readonly PinnedDecision[];
  /** The decisions that quote the user's words (by decision text); never stored with the thread. */
  readonly decisionEvidence?: readonly DecisionEvidence[];
}

/**
 * `null` while the recent window holds at most `maxTurns` turns and at most `maxChars` chars (a
 * window exactly at a limit is not compacted). Otherwise a plan that compresses every turn but the
 * last `keepTurns`, ending on a complete turn: a turn still streaming is never compressed, and neither
 * is anything after it, and the compressed block never ends on a failed or interrupted answer.
 * Returns `null` too when there is nothing that may be compressed.
 */
export function planCompaction(
  messages: readonly Message[],
  thread: Pick<ThreadState, 'compactedThroughMessageId'>,
  limits: CompactionLimits = COMPACTION_DEFAULTS,
): CompactionPlan | null {
  const window = recentWindow(messages, thread.compactedThroughMessageId);
  const turns = groupTurns(window);
  if (turns.length <= limits.maxTurns && countChars(window) <= limits.maxChars) return null;

  const candidates = turns.slice(0, Math.max(0, turns.length - Math.max(0, limits.keepTurns)));
  const firstStreaming = candidates.findIndex(isTurnStreaming);
  let end = firstStreaming === -1 ? candidates.length : firstStreaming;
  while (end > 0 && !isTurnComplete(candidates[end - 1]!)) end -= 1;
  if (end === 0) return null;

  const turnsToCompress = turns.slice(0, end);
  const lastMessage = turnMessages(turnsToCompress.at(-1)!).at(-1)!;
  return { turnsToCompress, keptTurns: turns.slice(end), throughMessageId: lastMessage.id };
}

/**
 * The thread after a successful compaction. Pure: the thread and the output given are not changed.
 * The caller should apply it only if `compactedThroughMessageId` did not move while the model was
 * working (another tab may have compacted first).
 */
export function applyCompaction(
  thread: ThreadState,
  output: CompactionOutput,
  at: { readonly throughMessageId: string; readonly now: string },
): ThreadState {
  return {
    ...thread,
    summary: output.summary,
    pinnedDecisions: output.pinnedDecisions.map((d) => ({ ...d })),
    compactedThroughMessageId: at.throughMessageId,
    lastCompactedAt: at.now,
  };
}
