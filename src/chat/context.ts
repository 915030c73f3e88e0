import { formatPinnedDecisions } from './pinned';
import type { Message, PinnedDecision } from './records';
import { isSentToModel, sortBySeq } from './turns';

export interface ModelMessage {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}

export interface ContextInput {
  /** Base, mode and output-policy prompts (`systemPromptsFor`); blank ones are skipped. */
  readonly systemPrompts: readonly string[];
  /** The user's custom instructions and this chat's own system prompt (`instructionPrompts`); blank ones are skipped. */
  readonly instructions?: readonly string[];
  /** The long-term memory message from the worker, `null` when nothing was selected. */
  readonly memoryMessage: string | null;
  readonly summary: string;
  readonly pinnedDecisions: readonly PinnedDecision[];
  /** The recent window of this conversation, with or without the latest user message. */
  readonly recent: readonly Message[];
  readonly latestUserText: string;
}

const SUMMARY_HEADER =
  'Summary of the earlier part of this conversation (those turns are no longer shown verbatim; the recent turns and the latest message take precedence):';

const isBlank = (text: string | null): boolean => text === null || text.trim() === '';

/**
 * The messages of a chat request, in this order, most stable first:
 * system prompts → the user's instructions → long-term memory → summary → pinned decisions → recent messages → latest user
 * message. A slot with nothing in it is left out, so no empty system message is ever sent.
 *
 * Recent messages: user messages always; assistant answers that completed, or were interrupted with
 * some text (the partial answer is what the user saw and may refer to); failed and streaming answers
 * never. The latest user message goes last exactly once: if, after that filter, the recent window
 * ends with a user message of the same text (the caller passed the stored latest message along, or a
 * failed send is being retried), that message is dropped. The caller may therefore pass the window
 * straight from the database.
 */
export function assembleContext(input: ContextInput): ModelMessage[] {
  const system = (content: string): ModelMessage => ({ role: 'system', content });
  const prompts = [...input.systemPrompts, ...(input.instructions ?? [])];
  const messages: ModelMessage[] = prompts.filter((p) => !isBlank(p)).map(system);

  if (input.memoryMessage !== null && !isBlank(input.memoryMessage)) messages.push(system(input.memoryMessage));
  if (!isBlank(input.summary)) messages.push(system(`${SUMMARY_HEADER}\n${input.summary.trim()}`));
  const pinned = formatPinnedDecisions(input.pinnedDecisions);
  if (pinned !== null) messages.push(system(pinned));

  const recent = sortBySeq(input.recent).filter(isSentToModel);
  const last = recent.at(-1);
  if (last?.role === 'user' && last.text.trim() === input.latestUserText.trim()) recent.pop();
  messages.push(...recent.map((m): ModelMessage => ({ role: m.role, content: m.text })));

  messages.push({ role: 'user', content: input.latestUserText });
  return messages;
}
