import type { MemoryType } from '../../shared';
import { checkGrounding } from '../extraction/grounding';
import { validateCandidate } from '../gates';
import { planMemoryWrite } from '../record/writePlan';
import type { RejectionReason, UserMemory } from '../record/schema';
import type { PastedLine } from './pastedList';
import { ASSISTANT_IMPORT_CONVERSATION_ID } from './assistantImportSource';

// The preview of an import from another assistant: each candidate the memory model proposed for a batch
// of pasted lines is mapped back to the line it quotes, passes the same gates and write plan as an
// extracted one, and is classified against the memories stored now. Nothing is written here.

/** A pasted line holding one of these is refused whatever the candidate's text kept of it. */
const PRIVATE_REASONS: ReadonlySet<RejectionReason> = new Set(['sensitive_personal_information', 'raw_runtime_state']);

export interface ProposedCandidate {
  /** The model's candidate as it arrived (untrusted). */
  readonly raw: unknown;
  /** The pasted lines of the request that proposed it. */
  readonly batch: readonly PastedLine[];
}

export type AssistantImportItem =
  | {
      readonly kind: 'add';
      readonly index: number;
      readonly line: number;
      readonly type: MemoryType;
      readonly text: string;
      readonly stableKey: string;
    }
  | {
      readonly kind: 'update';
      readonly index: number;
      readonly line: number;
      readonly type: MemoryType;
      readonly text: string;
      readonly oldText: string;
      readonly stableKey: string;
    }
  /** Already remembered word for word: nothing to import. */
  | { readonly kind: 'unchanged'; readonly index: number; readonly line: number; readonly stableKey: string }
  /** Refused: the reason only (and the line, when known), never the text. */
  | { readonly kind: 'refused'; readonly index: number; readonly line?: number; readonly reason: RejectionReason };

export interface AssistantImportContext {
  readonly now: string;
  readonly namespace: readonly string[];
  /** The user's API key: a candidate holding it is refused like any other secret. */
  readonly secrets?: readonly string[];
}

/**
 * The pasted line a candidate's evidence quotes (each line its own message, so no quote spans two), or
 * undefined: its own batch first, then the rest of the paste (all of it is the user's own text).
 */
export function lineOfEvidence(raw: unknown, batch: readonly PastedLine[], pasted: readonly PastedLine[] = []): PastedLine | undefined {
  const candidate = typeof raw === 'object' && raw !== null ? (raw as { evidence?: unknown; text?: unknown }) : {};
  const evidence = typeof candidate.evidence === 'string' ? candidate.evidence : null;
  const grounding = { evidence, text: typeof candidate.text === 'string' ? candidate.text : '' };
  const quotes = (line: PastedLine) => checkGrounding(grounding, { messages: [{ role: 'user', text: line.text }] }).ok;
  return batch.find(quotes) ?? pasted.find(quotes);
}

/** The gates' verdict on the pasted line itself, read as the candidate's text: only a privacy reason counts. */
function linePrivacyReason(raw: unknown, line: PastedLine, ctx: AssistantImportContext): RejectionReason | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const checked = validateCandidate({ ...raw, text: line.text, evidence: null }, validationContext(ctx));
  return !checked.ok && PRIVATE_REASONS.has(checked.reason) ? checked.reason : undefined;
}

const validationContext = (ctx: AssistantImportContext) => ({
  sourceConversationId: ASSISTANT_IMPORT_CONVERSATION_ID,
  source: 'import' as const,
  ...(ctx.secrets ? { secrets: ctx.secrets } : {}),
});

/**
 * Classifies every proposed candidate, in order: refused by a gate, by grounding (its evidence is not a
 * pasted line) or by its line's private content; otherwise added, updated (with the old text) or
 * unchanged, as planMemoryWrite decides against `existing`. A later candidate for a key an earlier one in
 * the same paste already took is refused as `duplicate`; a candidate repeated exactly (the same answer for
 * two batches) is listed once. A withdrawal (`suppress`) is not something a list of remembered items can
 * ask for, so it is refused as `irrelevant`. `pasted` is every line of the paste, for evidence that quotes
 * a line outside its own batch. Pure; inputs are not mutated.
 */
export function previewAssistantImport(
  proposed: readonly ProposedCandidate[],
  existing: readonly UserMemory[],
  ctx: AssistantImportContext,
  pasted: readonly PastedLine[] = [],
): AssistantImportItem[] {
  const stored = new Map(existing.map((m) => [m.stableKey, m]));
  const taken = new Set<string>();
  const planCtx = { now: ctx.now, conversationId: ASSISTANT_IMPORT_CONVERSATION_ID, namespace: ctx.namespace };
  const seen = new Set<string>();
  return proposed.flatMap(({ raw, batch }, index): AssistantImportItem[] => {
    const repeat = JSON.stringify(raw);
    if (seen.has(repeat)) return [];
    seen.add(repeat);
    return [classify(raw, lineOfEvidence(raw, batch, pasted), index)];
  });

  function classify(raw: unknown, line: PastedLine | undefined, index: number): AssistantImportItem {
    const checked = validateCandidate(raw, validationContext(ctx));
    const at = line ? { line: line.n } : {};
    if (!checked.ok) return { kind: 'refused', index, ...at, reason: checked.reason };
    if (!line) return { kind: 'refused', index, reason: 'ungrounded' };
    const privacy = linePrivacyReason(raw, line, ctx);
    if (privacy) return { kind: 'refused', index, line: line.n, reason: privacy };
    const c = checked.candidate;
    if (c.action === 'suppress') return { kind: 'refused', index, line: line.n, reason: 'irrelevant' };
    if (taken.has(c.stableKey)) return { kind: 'refused', index, line: line.n, reason: 'duplicate' };
    taken.add(c.stableKey);
    const before = stored.get(c.stableKey);
    const plan = planMemoryWrite(before, c, planCtx);
    if (plan.outcome === 'duplicate' || !plan.memory) return { kind: 'unchanged', index, line: line.n, stableKey: c.stableKey };
    const shown = { index, line: line.n, type: c.type, text: c.text, stableKey: c.stableKey };
    return before ? { kind: 'update', ...shown, oldText: before.text } : { kind: 'add', ...shown };
  }
}
