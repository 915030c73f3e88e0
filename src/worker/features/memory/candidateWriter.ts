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
import { applyMemoryWrites, recordRejections, type MemoryDb, type MemoryWriteDecision, type RejectionEntry } from '../../../storage';
import { evidenceOf, keptEvidence } from './evidenceGate';

// The one write path for proposed memories, shared by extraction and pinned-decision promotion
// (a promoted decision is vetted exactly like an extracted fact): each candidate is validated alone, the
// valid ones are planned and applied in order in one transaction, a refused one leaves a text-free trace.

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

/** A candidate after grounding and the gates: a refusal to log, or a write to plan against what is stored. */
type VettedCandidate =
  { readonly refused: RejectionEntry } | { readonly candidate: ValidatedCandidate; readonly turnId?: string; readonly evidence?: string };

/**
 * Grounding and the gates for every candidate, in order. They depend on the candidate and the context only,
 * so a caller holding a transaction open for the writes runs them first (writeVetted writes).
 */
export function vetCandidates(raws: readonly unknown[], ctx: CandidateWriteContext): VettedCandidate[] {
  const base = { at: ctx.at, conversationId: ctx.conversationId, source: ctx.origin };
  return raws.map((raw): VettedCandidate => {
    const grounded = ctx.grounding ? groundingTurnIndex(evidenceOf(raw), ctx.grounding) : -1;
    // Decided before the gates: a claim the user never made is refused as such, whatever else it holds.
    const turnId = ctx.grounding?.[grounded]?.turnId ?? ctx.turnId;
    const ofTurn = turnId ? { turnId } : {};
    const type = knownType(raw);
    const ofType = type ? { type } : {};
    if (ctx.grounding && grounded < 0) return { refused: { ...base, ...ofTurn, reason: 'ungrounded', ...ofType } };
    const checked = validateCandidate(raw, validationFor(ctx));
    if (!checked.ok) return { refused: { ...base, ...ofTurn, reason: checked.reason, ...ofType } };
    const evidence = ctx.grounding?.[grounded] ? keptEvidence(raw, validationFor(ctx)) : undefined;
    return { candidate: checked.candidate, ...ofTurn, ...(evidence ? { evidence } : {}) };
  });
}

/**
 * Plans and applies the vetted candidates in one write (applyMemoryWrites: each plan sees the ones
 * before it), then logs every refusal, and every candidate that changed nothing as `duplicate`.
 */
export async function writeVetted(
  db: MemoryDb,
  vetted: readonly VettedCandidate[],
  ctx: CandidateWriteContext,
): Promise<CandidateWriteSummary> {
  const writes = vetted.flatMap((v) =>
    'refused' in v
      ? []
      : [
          {
            stableKey: v.candidate.stableKey,
            decision: decisionFor(v.candidate, ctx),
            meta: {
              at: ctx.at,
              conversationId: ctx.conversationId,
              ...(v.turnId ? { turnId: v.turnId } : {}),
              ...(v.evidence ? { evidence: v.evidence } : {}),
            },
          },
        ],
  );
  const written = await applyMemoryWrites(db, writes);
  const summary: CandidateWriteSummary = { outcomes: [], rejections: [] };
  const rejected: RejectionEntry[] = [];
  const base = { at: ctx.at, conversationId: ctx.conversationId, source: ctx.origin };
  let next = 0;
  for (const v of vetted) {
    if ('refused' in v) {
      rejected.push(v.refused);
      summary.rejections.push(v.refused.reason);
      continue;
    }
    const outcome = written[next++] ?? 'duplicate';
    summary.outcomes.push(outcome);
    // A vetted candidate that changes nothing is rejected as `duplicate`, so the rejection log says why.
    if (outcome === 'duplicate') {
      const { type, stableKey } = v.candidate;
      rejected.push({ ...base, ...(v.turnId ? { turnId: v.turnId } : {}), reason: 'duplicate', type, stableKey });
      summary.rejections.push('duplicate');
    }
  }
  await recordRejections(db, rejected);
  return summary;
}

export async function writeCandidates(db: MemoryDb, raws: readonly unknown[], ctx: CandidateWriteContext): Promise<CandidateWriteSummary> {
  return writeVetted(db, vetCandidates(raws, ctx), ctx);
}
