import { z } from 'zod';
import { parseStructuredOutput } from './structuredOutput';
import { MEMORY_TYPES, ok, type Result } from '../shared';
import type { CompactionOutput } from './compaction';

/** Limits of ThreadState; the model's answer is held to them, never silently cut. */
export const SUMMARY_MAX_CHARS = 2500;
export const PINNED_DECISIONS_MAX = 20;
export const DECISION_TEXT_MAX_CHARS = 300;
export const DECISION_SUBJECT_MAX_CHARS = 80;
/** A decision's quote of the user's words; longer than a memory's evidence may be, so a long quote only fails grounding. */
export const DECISION_EVIDENCE_MAX_CHARS = 1000;

export const COMPACTION_SCHEMA_NAME = 'thread_compaction';

/**
 * The `response_format.json_schema.schema` for OpenAI strict structured output: every key required,
 * no undeclared keys. Length limits are stated in descriptions because strict mode and many
 * compatible servers do not enforce `maxLength`; `compactionOutputSchema` enforces them.
 */
export const compactionJsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['summary', 'pinnedDecisions'],
  properties: {
    summary: {
      type: 'string',
      description: `Merged account of the earlier conversation, at most ${SUMMARY_MAX_CHARS} characters.`,
    },
    pinnedDecisions: {
      type: 'array',
      description: `Key conclusions still in force, at most ${PINNED_DECISIONS_MAX}.`,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['text', 'subject', 'type', 'evidence'],
        properties: {
          text: { type: 'string', description: `One conclusion, at most ${DECISION_TEXT_MAX_CHARS} characters.` },
          subject: {
            type: 'string',
            description: `What it is about, a short noun phrase of at most ${DECISION_SUBJECT_MAX_CHARS} characters.`,
          },
          type: { type: 'string', enum: [...MEMORY_TYPES] },
          evidence: {
            type: ['string', 'null'],
            description:
              "The user's own words that settled it, copied verbatim from a User message (at most 200 characters), or null when only the assistant said it.",
          },
        },
      },
    },
  },
} as const;

// `evidence` may be missing: an answer in the older shape still compacts; its decisions are just never promoted.
const decisionOutputSchema = z.strictObject({
  text: z.string().trim().min(1).max(DECISION_TEXT_MAX_CHARS),
  subject: z.string().trim().min(1).max(DECISION_SUBJECT_MAX_CHARS),
  type: z.enum(MEMORY_TYPES),
  evidence: z.string().max(DECISION_EVIDENCE_MAX_CHARS).nullable().optional(),
});

/** Strict: an undeclared key, a wrong type or an over-long field rejects the whole answer. */
export const compactionOutputSchema = z.strictObject({
  summary: z.string().trim().max(SUMMARY_MAX_CHARS),
  pinnedDecisions: z.array(decisionOutputSchema).max(PINNED_DECISIONS_MAX),
});

type DecisionOutput = z.infer<typeof decisionOutputSchema>;

/** Two decisions that read the same (case and spacing aside) are one; the first is kept. */
const dedupeDecisions = (decisions: readonly DecisionOutput[]): DecisionOutput[] => {
  const seen = new Set<string>();
  return decisions.filter((d) => {
    const key = d.text.toLowerCase().replace(/\s+/gu, ' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/**
 * Vets the model's answer: a parsed object, or the raw JSON text of a `json_object` fallback.
 * The error is a short description for the log; it never quotes the answer itself. The quotes leave the
 * decisions here: the thread keeps a decision as before, and only promotion to long-term memory reads them.
 */
export function parseCompactionOutput(raw: unknown): Result<CompactionOutput, string> {
  const parsed = parseStructuredOutput(raw, compactionOutputSchema, 'compaction output');
  if (!parsed.ok) return parsed;
  const decisions = dedupeDecisions(parsed.value.pinnedDecisions);
  const decisionEvidence = decisions.flatMap(({ text, evidence }) => (evidence?.trim() ? [{ text, evidence }] : []));
  return ok({
    summary: parsed.value.summary,
    pinnedDecisions: decisions.map(({ text, subject, type }) => ({ text, subject, type })),
    ...(decisionEvidence.length > 0 ? { decisionEvidence } : {}),
  });
}
