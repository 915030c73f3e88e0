import { storedEvidence, validateCandidate, type GroundingCandidate, type RejectionReason, type ValidationContext } from '../../../memory';

// The evidence of a grounded candidate is the user's own words, but it is still untrusted text from the
// model's answer: it is kept (and shown as "you said: …") only when the gates would let it be stored.

/** What a raw candidate says and quotes, read without trusting its shape. */
export function evidenceOf(raw: unknown): GroundingCandidate {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    evidence: typeof record.evidence === 'string' ? record.evidence : null,
    text: typeof record.text === 'string' ? record.text : '',
  };
}

/**
 * These refusals judge whether the words make a lasting fact ("today", "maybe", a placeholder), not whether
 * they may be kept and shown: the candidate built from them already passed, so the quote stays.
 */
const NOT_ABOUT_SAFETY: ReadonlySet<RejectionReason> = new Set(['temporary', 'speculative', 'irrelevant']);

/**
 * The candidate's evidence in its stored form when it passes the content gates as a memory's text would
 * (a secret, an identifier or raw runtime data in the quote drops the quote, never the vetted memory).
 */
export function keptEvidence(raw: unknown, ctx: ValidationContext): string | undefined {
  const quoted = evidenceOf(raw).evidence;
  if (!quoted) return undefined;
  const evidence = storedEvidence(quoted);
  if (!evidence) return undefined;
  const probe = { ...(raw as Record<string, unknown>), text: evidence, reason: null, evidence: null, stability: 'stable' };
  const verdict = validateCandidate(probe, ctx);
  return verdict.ok || NOT_ABOUT_SAFETY.has(verdict.reason) ? evidence : undefined;
}
