import { z } from 'zod';
import { cleanStoredBaseUrl, isDraftId } from '../shared';
import { describeIssuePaths, pickKeys } from '../shared/recordFields';
import {
  conversationSchema,
  messageErrorSchema,
  messageSchema,
  pinnedDecisionSchema,
  reasoningRecordSchema,
  threadStateSchema,
  type Conversation,
  type Message,
  type ThreadState,
} from './records';

// Conversations in the export file (format v1, docs/export-format.md). The envelope and memories are
// the memory core's (memory/exchange/exportFile.ts); this part is here because only the chat core knows its records.

/** One exported conversation: its record, every message, and its thread state when it has one. Strict. */
export const conversationBundleSchema = z
  .object({
    conversation: conversationSchema.strict(),
    messages: z.array(
      messageSchema
        .extend({ error: messageErrorSchema.strict().optional(), reasoning: reasoningRecordSchema.strict().optional() })
        .strict(),
    ),
    thread: threadStateSchema.strict().optional(),
  })
  .strict();
export type ConversationBundle = z.infer<typeof conversationBundleSchema>;

const CONVERSATION_KEYS = Object.keys(conversationSchema.shape) as (keyof Conversation)[];
const MESSAGE_KEYS = Object.keys(messageSchema.shape) as (keyof Message)[];
const ERROR_KEYS = Object.keys(messageErrorSchema.shape) as (keyof NonNullable<Message['error']>)[];
const REASONING_KEYS = Object.keys(reasoningRecordSchema.shape) as (keyof NonNullable<Message['reasoning']>)[];
const THREAD_KEYS = Object.keys(threadStateSchema.shape) as (keyof ThreadState)[];
const DECISION_KEYS = Object.keys(pinnedDecisionSchema.shape) as (keyof ThreadState['pinnedDecisions'][number])[];

/** A stored error's base URL without user-info, query or fragment, on the way out and on the way in, so a credential in a URL never travels in an export file. */
function withCleanBaseUrl<E extends { baseURL?: string; values?: { baseUrl?: string } }>(error: E): E {
  const cleanValues = withCleanValues(error);
  if (cleanValues.baseURL === undefined) return cleanValues;
  const { baseURL, ...rest } = cleanValues;
  const clean = cleanStoredBaseUrl(baseURL);
  return (clean === undefined ? rest : { ...rest, baseURL: clean }) as E;
}

/** The same for the base URL among an error's values (rows written since errors carry values). */
function withCleanValues<E extends { values?: { baseUrl?: string } }>(error: E): E {
  if (error.values?.baseUrl === undefined) return error;
  const { baseUrl, ...rest } = error.values;
  const clean = cleanStoredBaseUrl(baseUrl);
  return { ...error, values: clean === undefined ? rest : { ...rest, baseUrl: clean } };
}

const withCleanError = (m: Message): Message => (m.error ? { ...m, error: withCleanBaseUrl(m.error) } : m);

/** Only declared fields leave the app, whatever else a storage row carries. */
export function toConversationBundle(conversation: Conversation, messages: readonly Message[], thread?: ThreadState): ConversationBundle {
  return {
    conversation: pickKeys(conversation, CONVERSATION_KEYS),
    messages: messages.map((m) => {
      const message = pickKeys(m, MESSAGE_KEYS);
      return {
        ...message,
        ...(m.error ? { error: withCleanBaseUrl(pickKeys(m.error, ERROR_KEYS)) } : {}),
        ...(m.reasoning ? { reasoning: pickKeys(m.reasoning, REASONING_KEYS) } : {}),
      };
    }),
    ...(thread
      ? { thread: { ...pickKeys(thread, THREAD_KEYS), pinnedDecisions: thread.pinnedDecisions.map((d) => pickKeys(d, DECISION_KEYS)) } }
      : {}),
  };
}

/**
 * - `malformed`: fails the strict schemas;
 * - `inconsistent`: a draft id, a message or thread of another conversation, a repeated message id or
 *   seq, or a thread compacted through a message that is not there;
 * - `exists`: the conversation, or one of its message ids, is already stored (imports never overwrite chats).
 */
export type ConversationSkipReason = 'malformed' | 'inconsistent' | 'exists';

export interface SkippedConversation {
  readonly index: number;
  readonly conversationId?: string;
  readonly reason: ConversationSkipReason;
  readonly detail?: string;
}

export interface ConversationImportPlan {
  /** Write all of these in ONE transaction, or none. */
  readonly toPut: ConversationBundle[];
  readonly report: { readonly added: string[]; readonly skipped: SkippedConversation[] };
}

export interface ExistingChatIds {
  readonly conversationIds: ReadonlySet<string>;
  /** Message ids are keys across the whole chat database; a clash would overwrite another chat. */
  readonly messageIds?: ReadonlySet<string>;
}

function inconsistency(b: ConversationBundle): string | undefined {
  const id = b.conversation.id;
  if (isDraftId(id)) return 'draft conversation id';
  if (b.messages.some((m) => m.conversationId !== id)) return 'message of another conversation';
  if (new Set(b.messages.map((m) => m.id)).size !== b.messages.length) return 'repeated message id';
  if (new Set(b.messages.map((m) => m.seq)).size !== b.messages.length) return 'repeated seq';
  if (b.thread && b.thread.conversationId !== id) return 'thread of another conversation';
  const through = b.thread?.compactedThroughMessageId;
  if (through && !b.messages.some((m) => m.id === through)) return 'thread compacted through a missing message';
  return undefined;
}

/** No tab is writing an imported answer: one exported mid-stream is stopped, as after a reload. */
const settled = (m: Message): Message => (m.status === 'streaming' ? { ...m, status: 'interrupted' } : m);

/**
 * Decides which exported conversations to add (docs/export-format.md#import). Each bundle passes the strict record schemas
 * and consistency checks; one already stored is skipped, never merged or overwritten. Pure.
 */
export function planConversationImport(existing: ExistingChatIds, incoming: readonly unknown[]): ConversationImportPlan {
  const takenConversations = new Set(existing.conversationIds);
  const takenMessages = new Set(existing.messageIds ?? []);
  const toPut: ConversationBundle[] = [];
  const skipped: SkippedConversation[] = [];

  incoming.forEach((raw, index) => {
    const parsed = conversationBundleSchema.safeParse(raw);
    if (!parsed.success) return void skipped.push({ index, reason: 'malformed', detail: describeIssuePaths(parsed.error.issues) });
    const bundle = parsed.data;
    const conversationId = bundle.conversation.id;
    const problem = inconsistency(bundle);
    if (problem) return void skipped.push({ index, conversationId, reason: 'inconsistent', detail: problem });
    if (takenConversations.has(conversationId) || bundle.messages.some((m) => takenMessages.has(m.id)))
      return void skipped.push({ index, conversationId, reason: 'exists' });

    takenConversations.add(conversationId);
    for (const m of bundle.messages) takenMessages.add(m.id);
    toPut.push({ ...bundle, messages: bundle.messages.map((m) => withCleanError(settled(m))) });
  });

  return { toPut, report: { added: toPut.map((b) => b.conversation.id), skipped } };
}
