import { z } from 'zod';
import { MEMORY_TYPES } from '../../shared';
import { codePointLength } from './normalize';

// The memory enums. Zod schemas are the source of the types below.
export const memoryTypeSchema = z.enum(MEMORY_TYPES);
export const STABILITIES = ['stable', 'temporary', 'speculative'] as const;
export const MEMORY_ACTIONS = ['add', 'suppress'] as const;
export const POLARITIES = ['prefer', 'avoid'] as const;
export const MEMORY_STATUSES = ['active', 'suppressed'] as const;
export const SOURCE_SIGNALS = [
  'explicit_memory_intent',
  'implicit_stable_preference',
  'standing_instruction_signal',
  'forget_or_negation',
  'pinned_decision_signal',
] as const;
export const MEMORY_SOURCES = ['eligible_completed_turn', 'pinned_decision_promotion', 'user_edit', 'import'] as const;

export const REJECTION_REASONS = [
  'duplicate',
  'empty',
  'full_transcript',
  'irrelevant',
  'low_confidence',
  'raw_runtime_state',
  'sensitive_personal_information',
  'speculative',
  'temporary',
  'too_long',
  'ungrounded',
  'unsafe',
  'unsupported_type',
] as const;

export const stabilitySchema = z.enum(STABILITIES);
export const memoryActionSchema = z.enum(MEMORY_ACTIONS);
export const polaritySchema = z.enum(POLARITIES);
export const memoryStatusSchema = z.enum(MEMORY_STATUSES);
export const sourceSignalSchema = z.enum(SOURCE_SIGNALS);
export const memorySourceSchema = z.enum(MEMORY_SOURCES);
export const rejectionReasonSchema = z.enum(REJECTION_REASONS);

export const SUBJECT_MAX = 80;
export const TEXT_MAX = 300;
export const REASON_MAX = 200;
/** The user's own words quoted as support for a candidate (grounding, extraction/grounding.ts). */
export const EVIDENCE_MAX = 200;
export const TAGS_MAX = 8;
/** Below this a candidate is refused (gate: low_confidence) and a stored memory is never recalled. */
export const MIN_CONFIDENCE = 0.7;
export const TAG_MAX = 48;

/**
 * A string whose length is counted in characters (code points), as the gates count them: 41 emoji are
 * 41 characters, not 82 UTF-16 units.
 */
const charString = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .refine((s) => codePointLength(s) <= max, { message: `at most ${max} characters` });

/**
 * OpenAI strict structured output makes the model send every key, so an optional field arrives as
 * `null`; `null` means absent and is turned into `undefined` here, once.
 */
const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);

/** Untrusted: what the model (or an import, or an edit) proposes. Lengths of text are judged later. */
export const candidateSchema = z
  .object({
    type: memoryTypeSchema,
    text: z.string(),
    tags: nullable(z.array(z.string()).max(TAGS_MAX)),
    confidence: z.number().min(0).max(1),
    stability: stabilitySchema,
    identity: z
      .object({
        subject: charString(1, SUBJECT_MAX),
        // An empty facet counts as absent (normalisation drops it), so no minimum here.
        facet: nullable(charString(0, SUBJECT_MAX)),
        polarity: nullable(polaritySchema),
      })
      .strict(),
    action: memoryActionSchema,
    sourceSignal: nullable(sourceSignalSchema),
    reason: nullable(z.string().max(REASON_MAX)),
    conflictSignal: nullable(z.boolean()),
    // Any string is accepted here so a long or odd quote never turns a candidate `unsafe`: whether it
    // grounds the candidate (length included) is checkGrounding's decision, not the shape check's.
    evidence: nullable(z.string()),
  })
  .strict();

/** Stored strings are never empty. */
const storedString = (max: number) => charString(1, max);

// Field checks for records read back from a file (untrusted input): ids have one format and a length cap,
// times are strict ISO 8601 with a real calendar date, the namespace is short. Nothing unbounded.
export const ID_MAX = 128;
export const NAMESPACE_PART_MAX = 64;
const ID_FORMAT = /^[A-Za-z0-9_][A-Za-z0-9_.:-]*$/;
const idString = z.string().min(1).max(ID_MAX).regex(ID_FORMAT, { message: 'not an id' });

// zod's ISO pattern also knows month lengths and leap years: "2025-02-30T00:00:00Z" is refused.
const isoTime = z.iso.datetime({ offset: true });

export const memoryIdentitySchema = z
  .object({
    subject: storedString(SUBJECT_MAX),
    facet: storedString(SUBJECT_MAX).optional(),
    polarity: polaritySchema.optional(),
  })
  .strict();

export const USER_MEMORY_SCHEMA_VERSION = 'user-memory.v1';

/** Vetted: a stored long-term memory. Never holds stability, action, conflictSignal or source text. */
export const userMemorySchema = z
  .object({
    schemaVersion: z.literal(USER_MEMORY_SCHEMA_VERSION),
    namespace: z.array(z.string().min(1).max(NAMESPACE_PART_MAX)).min(1).max(8),
    stableKey: z.string().min(1).max(160),
    type: memoryTypeSchema,
    text: storedString(TEXT_MAX),
    identity: memoryIdentitySchema,
    tags: z.array(storedString(TAG_MAX)).max(TAGS_MAX),
    confidence: z.number().min(0).max(1),
    status: memoryStatusSchema,
    source: memorySourceSchema,
    sourceSignal: sourceSignalSchema.optional(),
    sourceConversationId: idString,
    createdAt: isoTime,
    updatedAt: isoTime,
    lastUsedAt: isoTime.optional(),
    suppressedAt: isoTime.optional(),
    suppressedByConversationId: idString.optional(),
    reason: storedString(REASON_MAX).optional(),
  })
  .strict();

export type Stability = z.infer<typeof stabilitySchema>;
export type MemoryAction = z.infer<typeof memoryActionSchema>;
export type Polarity = z.infer<typeof polaritySchema>;
export type MemoryStatus = z.infer<typeof memoryStatusSchema>;
export type SourceSignal = z.infer<typeof sourceSignalSchema>;
export type MemorySource = z.infer<typeof memorySourceSchema>;
export type RejectionReason = z.infer<typeof rejectionReasonSchema>;
/** Untrusted proposal, after the strict parse (nulls already turned into absent). */
export type Candidate = z.infer<typeof candidateSchema>;
export type MemoryIdentity = z.infer<typeof memoryIdentitySchema>;
export type UserMemory = z.infer<typeof userMemorySchema>;

/** A candidate that passed every gate: normalised text, identity and tags, plus its stable key. */
export interface ValidatedCandidate {
  readonly type: UserMemory['type'];
  readonly text: string;
  readonly identity: MemoryIdentity;
  readonly tags: readonly string[];
  readonly confidence: number;
  readonly action: MemoryAction;
  readonly source: MemorySource;
  readonly sourceSignal?: SourceSignal;
  readonly reason?: string;
  readonly conflictSignal?: boolean;
  readonly sourceConversationId: string;
  readonly stableKey: string;
}
