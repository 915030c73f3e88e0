import { codePointLength } from '../record/normalize';
import { EVIDENCE_MAX } from '../record/schema';
import { isInformative, matchForm, trimEdges } from './evidence';
import { ownWordSegments } from './ownWords';

// Grounding: a candidate is kept only when the user said it. The model quotes the user's own words as
// `evidence`; the program, not the model, checks that the quote is really there — in a user message of
// the turn, outside anything the user pasted or quoted — so the assistant's suggestion, a tool result
// or a pasted article can never become a memory about the user.

export interface GroundingTurn {
  readonly messages: readonly { readonly role: 'user' | 'assistant' | 'tool'; readonly text: string }[];
}

export interface GroundingCandidate {
  readonly evidence?: string | null;
  readonly text: string;
}

export type GroundingResult = { readonly ok: true } | { readonly ok: false; readonly reason: 'ungrounded' };

const UNGROUNDED: GroundingResult = { ok: false, reason: 'ungrounded' };

/** A quote may elide with "…" or "..."; every piece must be the user's own words. */
const ELLIPSIS = /\s*(?:…|\.{3,})\s*/u;

export function checkGrounding(candidate: GroundingCandidate, turn: GroundingTurn): GroundingResult {
  const raw = candidate.evidence;
  if (typeof raw !== 'string' || codePointLength(raw) > EVIDENCE_MAX) return UNGROUNDED;
  const evidence = matchForm(raw);
  const pieces = evidence
    .split(ELLIPSIS)
    .map(trimEdges)
    .filter((p) => p !== '');
  if (pieces.length === 0 || !isInformative(pieces.join(' '))) return UNGROUNDED;
  const own = turn.messages.filter((m) => m.role === 'user').flatMap((m) => ownWordSegments(m.text).map(matchForm));
  return pieces.every((piece) => own.some((segment) => segment.includes(piece))) ? { ok: true } : UNGROUNDED;
}

/**
 * Which of several turns (oldest first) grounds a candidate: the newest one whose user messages hold its
 * evidence, so a batch of turns credits each memory to the turn where the user said it; -1 when none does.
 * The program decides this from the quote, never from anything the model claims about the turn.
 */
export function groundingTurnIndex(candidate: GroundingCandidate, turns: readonly GroundingTurn[]): number {
  for (let i = turns.length - 1; i >= 0; i -= 1) if (checkGrounding(candidate, turns[i]!).ok) return i;
  return -1;
}
