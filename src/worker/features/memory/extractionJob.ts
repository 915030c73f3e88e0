import type { PinnedDecision } from '../../../chat/records';
import { completeStructured, type LlmError } from '../../../llm';
import {
  buildExtractionMessages,
  EXTRACTION_LIMITS,
  EXTRACTION_SCHEMA_NAME,
  extractionJsonSchema,
  relatedFromIndex,
  type RecallIndex,
  parseExtractionResponse,
  type ExtractionInput,
  type ExtractionMessage,
} from '../../../memory';
import { err } from '../../../shared';
import { getMessage, getThread, type ChatDb, type MemoryDb, type OutboxJob } from '../../../storage';
import { writeCandidates } from './candidateWriter';

export interface MemoryCallSettings {
  apiKey: string;
  baseURL: string;
  memoryModel: string;
  /** The origin the key belongs to; a job never sends it anywhere else, even after the base URL changed. */
  keyOrigin?: string;
}

export type JobResult = { kind: 'done' } | { kind: 'dropped' } | { kind: 'model_failed'; error: LlmError };

export interface JobContext {
  chatDb: ChatDb;
  memoryDb: MemoryDb;
  settings: MemoryCallSettings;
  now: () => string;
  namespace: readonly string[];
  /** The recall index over the active memories; scanning every memory here stalled the worker's chat. */
  recallIndex: () => Promise<RecallIndex>;
}

/** Long enough for a slow local model; short enough that one stuck call does not hold the queue for long. */
const EXTRACTION_TIMEOUT_MS = 45_000;

/**
 * The model input, rebuilt from the chat database now and nothing else: no tool results,
 * no older messages. Long texts are cut by buildExtractionMessages, never refused. `undefined` when
 * the turn is gone (conversation deleted, answer regenerated): there is nothing left to learn from.
 */
async function buildInput(job: OutboxJob, ctx: JobContext): Promise<ExtractionInput | undefined> {
  const [user, assistant, thread] = await Promise.all([
    getMessage(ctx.chatDb, job.userMessageId),
    getMessage(ctx.chatDb, job.assistantMessageId),
    getThread(ctx.chatDb, job.conversationId),
  ]);
  const isTurn = (m: typeof user, role: 'user' | 'assistant') => m?.role === role && m.conversationId === job.conversationId;
  if (!user || !assistant || !isTurn(user, 'user') || !isTurn(assistant, 'assistant') || assistant.status !== 'complete') return undefined;
  const related = relatedFromIndex(await ctx.recallIndex(), user.text, EXTRACTION_LIMITS.relatedMemories);
  const decisions: readonly PinnedDecision[] = thread?.pinnedDecisions ?? [];
  return {
    userText: user.text,
    assistantText: assistant.text,
    summary: thread?.summary ?? '',
    pinnedDecisions: decisions.slice(-EXTRACTION_LIMITS.pinnedDecisions),
    relatedMemories: related.map((m) => ({ type: m.type, identity: m.identity, text: m.text })),
  };
}

/**
 * One attempt at one job: read (storage), call the model outside any transaction (llm), then
 * validate and write each candidate alone. Storage errors are thrown to the runner, which keeps the
 * job pending and reports the store unavailable.
 */
export async function runExtractionJob(job: OutboxJob, ctx: JobContext): Promise<JobResult> {
  const input = await buildInput(job, ctx);
  if (!input) return { kind: 'dropped' };
  const answer = await proposeCandidates(ctx.settings, buildExtractionMessages(input));
  if (!answer.ok) return { kind: 'model_failed', error: answer.error };
  await writeCandidates(ctx.memoryDb, answer.value, {
    at: ctx.now(),
    conversationId: job.conversationId,
    namespace: ctx.namespace,
    origin: 'extraction',
    source: 'eligible_completed_turn',
    secrets: [ctx.settings.apiKey],
    turnId: job.assistantMessageId,
  });
  return { kind: 'done' };
}

/**
 * The memory model's call: the extraction schema, its top-level check and timeout. Each candidate it
 * returns is still untrusted. Shared with the import from another assistant, which sends its own messages.
 */
export function proposeCandidates(settings: MemoryCallSettings, messages: readonly ExtractionMessage[], signal?: AbortSignal) {
  return completeStructured(settings, {
    model: settings.memoryModel,
    messages: messages.map((m) => ({ role: m.role, content: m.content })),
    schemaName: EXTRACTION_SCHEMA_NAME,
    jsonSchema: extractionJsonSchema,
    // Top-level shape only: a wrong shape fails the call, a bad candidate is refused alone later.
    parse: (raw) => {
      const parsed = parseExtractionResponse(raw);
      return parsed.ok ? parsed : err(parsed.error.message);
    },
    timeoutMs: EXTRACTION_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
}
