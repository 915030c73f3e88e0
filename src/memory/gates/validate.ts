import { isDraftId } from '../../shared';
import { canonicalize } from './canonical';
import { isPlaceholder } from './contentGates';
import { clip, codePointLength, collapseWhitespace, normalizeText } from '../record/normalize';
import {
  candidateSchema,
  MIN_CONFIDENCE,
  REASON_MAX,
  SUBJECT_MAX,
  TEXT_MAX,
  type Candidate,
  type MemoryIdentity,
  type MemorySource,
  type RejectionReason,
  type ValidatedCandidate,
} from '../record/schema';
import { judgeContent, type ScanFields } from './scanSurface';
import { withoutBareKeywords } from './bareKeywordFields';
import { buildStableKey, resolveTags } from '../record/stableKey';
import { volatileStabilityOf } from './wording/volatileWording';
import { isCoordinatePair } from './contacts/coordinates';

export type ValidationResult =
  { readonly ok: true; readonly candidate: ValidatedCandidate } | { readonly ok: false; readonly reason: RejectionReason };

export interface ValidationContext {
  readonly sourceConversationId: string | null | undefined;
  /** Where the candidate comes from; by default inferred from its sourceSignal. */
  readonly source?: MemorySource;
  /**
   * Strings that must never be stored, such as the user's own API key: a candidate holding
   * one, or any 12-character run of one, is refused as `raw_runtime_state`.
   */
  readonly secrets?: readonly string[];
}

const clipStored = (s: string, max: number): string => clip(s, max).trim();

const reject = (reason: RejectionReason): ValidationResult => ({ ok: false, reason });

/**
 * Gate 2. Zod reports every problem at once; the rejection log keeps one reason, chosen by priority: an
 * undeclared key anywhere means the output is not what we asked for (unsafe) even if `type` is also
 * wrong; then a missing or unknown `type` is `unsupported_type`; anything else is unsafe.
 */
function parseCandidate(raw: unknown): { ok: true; value: Candidate } | { ok: false; reason: RejectionReason } {
  const parsed = candidateSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues;
  if (issues.some((issue) => issue.code === 'unrecognized_keys')) return { ok: false, reason: 'unsafe' };
  if (issues.some((issue) => issue.path.length === 1 && issue.path[0] === 'type')) return { ok: false, reason: 'unsupported_type' };
  return { ok: false, reason: 'unsafe' };
}

/** A normalised field as given (line breaks kept) and with whitespace collapsed, as it is stored. */
const textForms = (multiline: string, collapsed = collapseWhitespace(multiline)): string[] =>
  collapsed === multiline ? [multiline] : [multiline, collapsed];

/**
 * Gates 8–10 for the optional reason: a reason that fails them alone is dropped and the fact kept; one that
 * only fails together with the other fields (a value split between them) refuses the candidate.
 */
function judgeReason(fields: ScanFields, multiline: string, stored: string, secrets: readonly string[] | undefined) {
  const opts = secrets ? { secrets } : {};
  const alone = judgeContent({ given: textForms(multiline), stored: [stored], keyForms: [] }, opts);
  if (alone) return { keep: false } as const;
  const together = judgeContent({ given: [], stored: [...fields.stored, stored], keyForms: [] }, opts);
  return together ? ({ keep: false, refuse: together } as const) : ({ keep: true } as const);
}

const inferSource = (c: Candidate): MemorySource =>
  c.sourceSignal === 'pinned_decision_signal' ? 'pinned_decision_promotion' : 'eligible_completed_turn';

/**
 * The deterministic gates (docs/memory-gates.md), in order; the first failure decides the reason.
 * Never throws, whatever `raw` is.
 */
/** A text that ends with a full stop, a question or an exclamation mark, in any script. */
const SENTENCE_END = /[.!?。！？]\s*$/u;

export function validateCandidate(raw: unknown, ctx: ValidationContext): ValidationResult {
  const conversationId = typeof ctx.sourceConversationId === 'string' ? ctx.sourceConversationId.trim() : '';
  if (!conversationId || isDraftId(conversationId)) return reject('unsafe');

  const parsed = parseCandidate(raw);
  if (!parsed.ok) return reject(parsed.reason);
  const c = parsed.value;

  const multilineText = normalizeText(c.text);
  const text = collapseWhitespace(multilineText);
  if (!text) return reject('empty');
  if (codePointLength(text) > TEXT_MAX) return reject('too_long');
  if (c.stability === 'temporary') return reject('temporary');
  if (c.stability === 'speculative') return reject('speculative');
  if (c.confidence < MIN_CONFIDENCE) return reject('low_confidence');

  // The stored forms are built before gates 8–9, because those gates must judge what would be stored.
  // NFKC can lengthen a string (one ligature becomes letters): clip back to the stored limit.
  const given = {
    subject: normalizeText(c.identity.subject),
    facet: normalizeText(c.identity.facet ?? ''),
    // A tag is stored cut to 48 characters; it is scanned up to the text's own limit, which bounds the
    // work on a huge tag and still sees a value moved from the text into a tag.
    tags: (c.tags ?? []).map((t) => clip(normalizeText(t), TEXT_MAX)),
  };
  const subject = clipStored(collapseWhitespace(given.subject), SUBJECT_MAX);
  const facet = clipStored(collapseWhitespace(given.facet), SUBJECT_MAX);
  const polarity = c.type === 'user_preference' ? c.identity.polarity : undefined;
  const identity: MemoryIdentity = {
    subject,
    ...(facet ? { facet } : {}),
    ...(polarity ? { polarity } : {}),
  };
  const tags = resolveTags(c.tags, identity);
  const stableKey = buildStableKey(c.type, identity);

  // Gates 8–10 judge one canonical surface built from every field as given (line breaks kept) and as
  // stored (whitespace collapsed, clipped): "138  1234  5678" only becomes a phone number once collapsed.
  // The key forms (final tags, stable key) turn "138.1234.5678" into "138-1234-5678", so they are
  // scanned too, but for number shapes only: key form breaks e-mail addresses (a@b.com → a-b-com).
  const storedTags = given.tags.map(collapseWhitespace);
  const fields: ScanFields = {
    given: [multilineText, ...given.tags, given.subject, given.facet],
    stored: [text, ...storedTags, subject, facet],
    keyForms: [
      ...resolveTags(
        c.tags?.filter((t) => !isCoordinatePair(t)),
        identity,
      ),
      stableKey,
    ],
  };
  const scanOptions = ctx.secrets ? { secrets: ctx.secrets } : {};
  const verdict = judgeContent(fields, scanOptions);
  // A tag or subject that is only the word for a credential, card or document names a topic (bareKeywordFields.ts).
  const bareSetAside = verdict && verdict !== 'full_transcript' ? withoutBareKeywords(fields) : undefined;
  if (verdict && !(bareSetAside && judgeContent(bareSetAside, scanOptions) === undefined)) return reject(verdict);

  const multilineReason = normalizeText(c.reason ?? '');
  const reason = clipStored(collapseWhitespace(multilineReason), REASON_MAX);
  const reasonVerdict = reason ? judgeReason(fields, multilineReason, reason, ctx.secrets) : { keep: false as const };
  if ('refuse' in reasonVerdict && reasonVerdict.refuse) return reject(reasonVerdict.refuse);

  // Stable-marked text that says "today" or "maybe" is temporary or speculative after all.
  // Judged after the content gates, so a secret or an identifier is always reported as such; on the
  // text run together with its tags, so "tod" + "ay" (or "busy" + "right now") still reads as said.
  // Each tag is judged only until one reads as volatile: the first one found is the reason.
  // A text that ends its sentence joins no word with a tag, so only an open end is read run into each tag.
  const wording = { project: c.type === 'project_context', ownText: canonicalize(text) };
  let volatile = volatileStabilityOf(canonicalize([text, ...storedTags].join(' ')), wording);
  const closed = SENTENCE_END.test(text);
  for (const t of storedTags) if (!closed || storedTags.length > 1) volatile ??= volatileStabilityOf(canonicalize(text + t), wording);
  if (volatile) return reject(volatile);
  if (isPlaceholder(text)) return reject('irrelevant');

  // Gate 12: the subject must be non-empty after text normalisation (not in key form: a subject such
  // as "!!!" or an emoji is kept, and its key body is `general`, see stableKey.ts).
  if (!subject) return reject('unsafe');
  if (c.type === 'user_preference' && !polarity) return reject('unsafe');

  const candidate: ValidatedCandidate = {
    type: c.type,
    text,
    identity,
    tags,
    confidence: c.confidence,
    action: c.action,
    source: ctx.source ?? inferSource(c),
    ...(c.sourceSignal ? { sourceSignal: c.sourceSignal } : {}),
    ...(reason && reasonVerdict.keep ? { reason } : {}),
    ...(c.conflictSignal === undefined ? {} : { conflictSignal: c.conflictSignal }),
    sourceConversationId: conversationId,
    stableKey,
  };
  return { ok: true, candidate };
}
