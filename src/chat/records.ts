import { z } from 'zod';
import { CHAT_MODES, MEMORY_TYPES, type ErrorValues } from '../shared';
import { countCodePoints, TITLE_MAX_CODE_POINTS } from './title';

/** Records of the chat database. Ids are strings made by the shell; times are ISO strings. */
export const conversationSchema = z.object({
  id: z.string().min(1),
  title: z.string().refine((t) => countCodePoints(t) <= TITLE_MAX_CODE_POINTS, 'title longer than 80 characters'),
  mode: z.enum(CHAT_MODES),
  /** A temporary chat: no memory read or write, and removed once it is closed. */
  temporary: z.boolean().optional(),
  /**
   * Kept at the top of the list, or moved out of it into the archive (still searchable, kept in full).
   * Not indexed (the list is read whole and arranged by the page), so adding them needed no new database version.
   */
  pinned: z.boolean().optional(),
  archived: z.boolean().optional(),
  /**
   * Set once any message got a second version (regenerated, or an earlier message edited): only then is
   * the shown path worked out from the message tree; a chat without versions reads in seq order as always.
   */
  branched: z.boolean().optional(),
  /** The version the user picked, or the message written last: the chat shows the path through it. */
  shownMessageId: z.string().optional(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const MESSAGE_STATUSES = ['complete', 'streaming', 'interrupted', 'error'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The values a failure's sentence needs (shared ErrorValues), as stored: the UI words them in its language. */
export const errorValuesSchema = z
  .object({
    status: z.number(),
    retryAfterSeconds: z.number(),
    model: z.string(),
    baseUrl: z.string(),
    usedBytes: z.number(),
    quotaBytes: z.number(),
    sizeBytes: z.number(),
    limitBytes: z.number(),
    version: z.string(),
    expectedVersion: z.string(),
    seconds: z.number(),
    limit: z.number(),
    detail: z.string(),
  })
  .partial();
// Stops compiling when the stored shape and the shared one drift apart.
const _storedValuesAreErrorValues: Required<z.infer<typeof errorValuesSchema>> extends Required<ErrorValues> ? true : never = true;

/**
 * A failure stored on a message: its code and values, with the endpoint and model the failed request used
 * (errors are worded with them, not with later settings). Rows written before errors carried values have an
 * English `message` and top-level status/retry-after/base URL/model instead: still read, never written.
 */
export const messageErrorSchema = z.object({
  code: z.string(),
  values: errorValuesSchema.optional(),
  message: z.string().optional(),
  status: z.number().optional(),
  retryAfterSeconds: z.number().optional(),
  baseURL: z.string().optional(),
  model: z.string().optional(),
});
export type MessageError = z.infer<typeof messageErrorSchema>;

/**
 * One tool call of a tool-assisted answer, kept on the assistant message for display only: it is never
 * sent to the model again and never part of an extraction input: a tool result is not something the user said.
 */
export const toolCallRecordSchema = z.object({
  name: z.string(),
  arguments: z.string(),
  ok: z.boolean(),
  content: z.string(),
});
export type ToolCallRecord = z.infer<typeof toolCallRecordSchema>;

/**
 * What a reasoning model thought before it answered, kept beside the answer for display only: never part of
 * the answer text, never sent to the model again, never part of extraction, compaction or a title.
 * `durationMs`: from its first reasoning piece to its first answer piece (or the end); absent while it streams.
 */
export const reasoningRecordSchema = z.object({
  text: z.string(),
  durationMs: z.number().int().nonnegative().optional(),
});
export type ReasoningRecord = z.infer<typeof reasoningRecordSchema>;

export const messageSchema = z.object({
  id: z.string().min(1),
  conversationId: z.string().min(1),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  createdAt: z.string(),
  /** Monotonic order inside a conversation (createdAt can tie within one millisecond). */
  seq: z.number().int().nonnegative(),
  error: messageErrorSchema.optional(),
  /** Not indexed, so adding it needed no new database version. */
  toolCalls: z.array(toolCallRecordSchema).optional(),
  /** Not indexed either: older rows simply have none. */
  reasoning: reasoningRecordSchema.optional(),
  /**
   * The message this one follows (null: the first). Versions of an answer share their question as parent;
   * an edited message shares its parent with the original. Absent on rows written before: each follows the
   * message before it in seq order.
   */
  parentId: z.string().nullable().optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const pinnedDecisionSchema = z
  .object({
    /** Stable id: unpin is by id, so a list that changed meanwhile never loses the wrong one. */
    id: z.string().min(1).max(100).optional(),
    text: z.string().min(1).max(300),
    subject: z.string().min(1).max(80),
    type: z.enum(MEMORY_TYPES),
  })
  .strict();
export type PinnedDecision = z.infer<typeof pinnedDecisionSchema>;

export const threadStateSchema = z.object({
  conversationId: z.string().min(1),
  summary: z.string().max(2500),
  pinnedDecisions: z.array(pinnedDecisionSchema).max(20),
  /** Decisions the user unpinned (their match keys): a later compaction never brings one back. */
  unpinnedDecisions: z.array(z.string().max(300)).max(50).optional(),
  compactedThroughMessageId: z.string().nullable(),
  lastCompactedAt: z.string().nullable(),
});
export type ThreadState = z.infer<typeof threadStateSchema>;

export const emptyThreadState = (conversationId: string): ThreadState => ({
  conversationId,
  summary: '',
  pinnedDecisions: [],
  compactedThroughMessageId: null,
  lastCompactedAt: null,
});
