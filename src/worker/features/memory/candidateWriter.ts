import {
  groundingTurnIndex,
  planMemoryWrite,
  suppressedOpposite,
  validateCandidate,
  type GroundingTurn,
  type MemorySource,
  type ValidatedCandidate,
  type WriteOutcome,
} from '../../../memory';
import { MEMORY_TYPES, type MemoryType } from '../../../shared';
import { applyMemoryWrite, recordRejections, type MemoryDb, type MemoryWriteDecision, type RejectionEntry } from '../../../storage';
import { evidenceOf, keptEvidence } from './evidenceGate';

// The one write path for proposed memories, shared by extraction and pinned-decision promotion
// (a promoted decision is vetted exactly like an extracted fact): each candidate is validated alone, a
// valid one is planned and applied in its own transaction, a refused one leaves a text-free trace.

export interface CandidateWriteContext {
  at: string;
  conversationId: string;
  namespace: readonly string[];
  origin: RejectionEntry['source'];
  /** Overrides the source inferred from the candidate's signal (promotion sets it). */
  source?: MemorySource;
  /** The user's API key: a candidate holding it (or 12 characters of it) is refused. */
  secrets?: readonly string[];
  /** The turn (assistant message id) an extraction came from; kept in history for the chat's notices. */
  turnId?: string;
  /**
   * Where the candidates may come from: the job's turns, oldest first (extraction), or the conversation's
   * user messages (promotion). A candidate is kept only when its evidence is the user's own words in one of
   * them, and its change is credited to that turn when it has one.
   */
  grounding?: readonly GroundingSource[];
}

/** What a candidate may rest on: messages, and the assistant message id where its notice shows (a turn's). */
export interface GroundingSource extends GroundingTurn {
  turnId?: string;
}

export interface CandidateWriteSummary {
  outcomes: WriteOutcome[];
  rejections: RejectionEntry['reason'][];
}

/** The type is kept in the rejection log only if it is one we know: anything else is model text. */
function knownType(raw: unknown): MemoryType | undefined {
  const type = typeof raw === 'object' && raw !== null ? (raw as { type?: unknown }).type : undefined;
  return MEMORY_TYPES.find((t) => t === type);
}

function decisionFor(candidate: ValidatedCandidate, ctx: CandidateWriteContext): MemoryWriteDecision {
  const planCtx = { now: ctx.at, conversationId: ctx.conversationId, namespace: ctx.namespace };
  return {
    plan: (existing) => planMemoryWrite(existing, candidate, planCtx),
    // Reversal reuses the planner's own suppress rule, applied to the opposite memory.
    suppressOpposite: (active) => suppressedOpposite(active, planCtx),
  };
}

const validationFor = (ctx: CandidateWriteContext) => ({
  sourceConversationId: ctx.conversationId,
  ...(ctx.source ? { source: ctx.source } : {}),
  ...(ctx.secrets ? { secrets: ctx.secrets } : {}),
});

export async function writeCandidates(db: MemoryDb, raws: readonly unknown[], ctx: CandidateWriteContext): Promise<CandidateWriteSummary> {
  const summary: CandidateWriteSummary = { outcomes: [], rejections: [] };
  const rejected: RejectionEntry[] = [];
  const base = { at: ctx.at, conversationId: ctx.conversationId, source: ctx.origin };
  for (const raw of raws) {
    const grounded = ctx.grounding ? groundingTurnIndex(evidenceOf(raw), ctx.grounding) : -1;
    // Decided before the gates: a claim the user never made is refused as such, whatever else it holds.
    const turnId = ctx.grounding?.[grounded]?.turnId ?? ctx.turnId;
    const ofTurn = turnId ? { turnId } : {};
    if (ctx.grounding && grounded < 0) {
      const type = knownType(raw);
      rejected.push({ ...base, ...ofTurn, reason: 'ungrounded', ...(type ? { type } : {}) });
      summary.rejections.push('ungrounded');
      continue;
    }
    const checked = validateCandidate(raw, validationFor(ctx));
    if (!checked.ok) {
      const type = knownType(raw);
      rejected.push({ ...base, ...ofTurn, reason: checked.reason, ...(type ? { type } : {}) });
      summary.rejections.push(checked.reason);
      continue;
    }
    const candidate = checked.candidate;
    const source = ctx.grounding?.[grounded];
    const evidence = source ? keptEvidence(raw, validationFor(ctx)) : undefined;
    const outcome = await applyMemoryWrite(db, candidate.stableKey, decisionFor(candidate, ctx), {
      at: ctx.at,
      conversationId: ctx.conversationId,
      ...(turnId ? { turnId } : {}),
      ...(evidence ? { evidence } : {}),
    });
    summary.outcomes.push(outcome);
    // A vetted candidate that changes nothing is rejected as `duplicate`, so the rejection log says why.
    if (outcome === 'duplicate') {
      rejected.push({ ...base, ...ofTurn, reason: 'duplicate', type: candidate.type, stableKey: candidate.stableKey });
      summary.rejections.push('duplicate');
    }
  }
  await recordRejections(db, rejected);
  return summary;
}
