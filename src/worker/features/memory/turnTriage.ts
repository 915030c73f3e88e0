import { isExplicitMemoryRequest, mayHoldMemory } from '../../../memory/extraction/mayHoldMemory';
import { getMessage, type ChatDb, type OutboxJob } from '../../../storage';

/**
 * What a job's turn needs before any call: `gone` (deleted or regenerated: nothing to learn from),
 * `no_memory_signal` (the pre-check found nothing that could be a lasting fact: no call), `explicit` (a
 * remember or forget request: called at once, the user waits to see it kept) or `eligible`.
 */
export type TurnTriage = 'gone' | 'no_memory_signal' | 'explicit' | 'eligible';

/** A job's turn as the chat database holds it now, or undefined when it is gone or not finished. */
export async function loadTurn(chatDb: ChatDb, job: OutboxJob) {
  const [user, assistant] = await Promise.all([getMessage(chatDb, job.userMessageId), getMessage(chatDb, job.assistantMessageId)]);
  const isTurn = (m: typeof user, role: 'user' | 'assistant') => m?.role === role && m.conversationId === job.conversationId;
  if (!user || !assistant || !isTurn(user, 'user') || !isTurn(assistant, 'assistant') || assistant.status !== 'complete') return undefined;
  return { job, userText: user.text, assistantText: assistant.text };
}

export type LoadedTurn = NonNullable<Awaited<ReturnType<typeof loadTurn>>>;

/**
 * The pre-check, on the turn as stored now: turns that cannot hold a memory never reach the model. It reads the
 * user's words only (mayHoldMemory.ts), so it lives in a chunk of its own, small beside the gates' (rules/
 * memoryTriageChunk.ts): every finished turn asks it at once, and the gates load only when a batch goes to the model.
 */
export async function triageExtractionJob(job: OutboxJob, chatDb: ChatDb): Promise<TurnTriage> {
  const turn = await loadTurn(chatDb, job);
  if (!turn) return 'gone';
  if (isExplicitMemoryRequest(turn.userText)) return 'explicit';
  return mayHoldMemory(turn.userText) ? 'eligible' : 'no_memory_signal';
}
