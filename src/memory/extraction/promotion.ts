import type { MemoryType } from '../../shared';
import { normalizeForStorage, normalizeTags } from '../record/normalize';
import { splitRuns, toToken } from '../record/tokenize';

// Pinned-decision promotion: after a compaction, decisions that are new or changed
// become candidates and take exactly the same validation and write path as the model's.

export interface PinnedDecisionLike {
  readonly text: string;
  readonly subject: string;
  readonly type?: MemoryType | null;
}

export const PROMOTION_CONFIDENCE = 0.85;
const EXTRA_TAGS = 3;
/** Verbs every decision shares ("decided to use…"): useless as retrieval anchors. */
const DECISION_FILLER: ReadonlySet<string> = new Set([
  'decided',
  'decide',
  'use',
  'uses',
  'using',
  'chose',
  'choose',
  'picked',
  'settled',
  'agreed',
  'go',
  'going',
]);

/** Whitespace, width and invisible characters do not make a decision "changed". */
const decisionKey = (d: PinnedDecisionLike): string => normalizeForStorage(d.text).toLowerCase();

/** Decisions of `next` whose normalised text did not appear in `previous`, in `next` order. */
export function diffPinnedDecisionsForPromotion<T extends PinnedDecisionLike>(previous: readonly T[], next: readonly T[]): T[] {
  const known = new Set(previous.map(decisionKey));
  const seen = new Set<string>();
  return next.filter((d) => {
    const key = decisionKey(d);
    if (!key || known.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Program-derived tags: the subject, then a few distinctive English words of the text (CJK text
 * has no word boundaries, so it contributes through the subject only).
 */
function deriveDecisionTags(d: PinnedDecisionLike): string[] {
  // Kept as written (not in folded recall form), because tags are shown to the user.
  const words = splitRuns(d.text)
    .filter((r) => !r.cjk && toToken(r.text) !== undefined && !DECISION_FILLER.has(r.text) && !/^\d+$/.test(r.text))
    .map((r) => r.text);
  return normalizeTags([d.subject, ...words]).slice(0, 1 + EXTRA_TAGS);
}

/**
 * The raw candidate a decision becomes; still untrusted until `validateCandidate` passes it.
 * A decision is something the user settled on, so a preference is promoted as "prefer".
 */
export function candidateFromPinnedDecision(decision: PinnedDecisionLike): Record<string, unknown> {
  const type = decision.type ?? 'standing_instruction';
  return {
    type,
    text: decision.text,
    tags: deriveDecisionTags(decision),
    confidence: PROMOTION_CONFIDENCE,
    stability: 'stable',
    identity: { subject: decision.subject, facet: null, polarity: type === 'user_preference' ? 'prefer' : null },
    action: 'add',
    sourceSignal: 'pinned_decision_signal',
    reason: null,
    conflictSignal: null,
  };
}
