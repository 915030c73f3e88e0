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
import { getThread, type ChatDb, type MemoryDb, type OutboxJob } from '../../../storage';
import { writeCandidates, type GroundingSource } from './candidateWriter';
import { loadTurn, type LoadedTurn } from './turnTriage';

export interface MemoryCallSettings {
  apiKey: string;
  baseURL: string;
  memoryModel: string;
  /** The origin the key belongs to; a job never sends it anywhere else, even after the base URL changed. */
  keyOrigin?: string;
}

/** `stopped`: memory was paused (or the session switched) while the model answered; nothing was written. */
export type JobResult = { kind: 'done' } | { kind: 'dropped' } | { kind: 'stopped' } | { kind: 'model_failed'; error: LlmError };

export interface JobContext {
  chatDb: ChatDb;
  memoryDb: MemoryDb;
  settings: MemoryCallSettings;
  now: () => string;
  namespace: readonly string[];
  /** The recall index over the active memories; scanning every memory here stalled the worker's chat. */
  recallIndex: () => Promise<RecallIndex>;
  /** False once memory was paused or the session switched: an answer that arrives after that is not written. */
  mayWrite?: () => boolean;
}

/** Long enough for a slow local model; short enough that one stuck call does not hold the queue for long. */
const EXTRACTION_TIMEOUT_MS = 45_000;

/**
 * The model input, rebuilt from the chat database now and nothing else: the batch's turns (no tool
 * results, no other messages), the summary, the pinned decisions and related memories. Long texts are cut
 * by buildExtractionMessages, never refused.
 */
async function buildInput(turns: readonly LoadedTurn[], ctx: JobContext): Promise<ExtractionInput> {
  const latest = turns[turns.length - 1]!;
  const thread = await getThread(ctx.chatDb, latest.job.conversationId);
  const userTexts = turns.map((t) => t.userText).join('\n');
  const related = relatedFromIndex(await ctx.recallIndex(), userTexts, EXTRACTION_LIMITS.relatedMemories);
  const decisions: readonly PinnedDecision[] = thread?.pinnedDecisions ?? [];
  return {
    userText: latest.userText,
    assistantText: latest.assistantText,
    ...(turns.length > 1 ? { earlierTurns: turns.slice(0, -1).map(({ userText, assistantText }) => ({ userText, assistantText })) } : {}),
    summary: thread?.summary ?? '',
    pinnedDecisions: decisions.slice(-EXTRACTION_LIMITS.pinnedDecisions),
    relatedMemories: related.map((m) => ({ type: m.type, identity: m.identity, text: m.text })),
  };
}

/** What a candidate may rest on: each turn's user message (the assistant's text is there to be refused). */
const groundingOf = (turn: LoadedTurn): GroundingSource => ({
  turnId: turn.job.assistantMessageId,
  messages: [
    { role: 'user', text: turn.userText },
    { role: 'assistant', text: turn.assistantText },
  ],
});

/**
 * One attempt at a batch: the turns of one conversation's jobs (oldest first) in one call. Read (storage),
 * call the model outside any transaction (llm), then ground, validate and write each candidate alone,
 * credited to the turn whose user message holds its evidence. `dropped` when every turn is gone. Storage
 * errors are thrown to the runner, which keeps the jobs pending and reports the store unavailable.
 */
export async function runExtractionJob(batch: OutboxJob | readonly OutboxJob[], ctx: JobContext): Promise<JobResult> {
  const jobs = Array.isArray(batch) ? (batch as readonly OutboxJob[]) : [batch as OutboxJob];
  const turns = (await Promise.all(jobs.map((job) => loadTurn(ctx.chatDb, job)))).filter((t): t is LoadedTurn => t !== undefined);
  const latest = turns[turns.length - 1];
  if (!latest) return { kind: 'dropped' };
  const input = await buildInput(turns, ctx);
  const answer = await proposeCandidates(ctx.settings, buildExtractionMessages(input));
  if (!answer.ok) return { kind: 'model_failed', error: answer.error };
  if (ctx.mayWrite && !ctx.mayWrite()) return { kind: 'stopped' };
  await writeCandidates(ctx.memoryDb, answer.value, {
    at: ctx.now(),
    conversationId: latest.job.conversationId,
    namespace: ctx.namespace,
    origin: 'extraction',
    source: 'eligible_completed_turn',
    secrets: [ctx.settings.apiKey],
    turnId: latest.job.assistantMessageId,
    grounding: turns.map(groundingOf),
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
