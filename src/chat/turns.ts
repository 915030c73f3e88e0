import type { Message } from './records';

/**
 * A turn is one user message and the assistant answer(s) that follow it (a retry adds a second
 * answer to the same turn). Assistant messages before the first user message form a turn of their
 * own with `user: null`, so no message is ever lost from the grouping.
 */
export interface Turn {
  readonly user: Message | null;
  readonly answers: readonly Message[];
}

/** Messages in conversation order. `seq` decides; `createdAt` can tie within one millisecond. */
export const sortBySeq = (messages: readonly Message[]): Message[] => [...messages].sort((a, b) => a.seq - b.seq);

export function groupTurns(messages: readonly Message[]): Turn[] {
  const turns: { user: Message | null; answers: Message[] }[] = [];
  for (const message of sortBySeq(messages)) {
    const current = turns.at(-1);
    if (message.role === 'user' || current === undefined) {
      turns.push(message.role === 'user' ? { user: message, answers: [] } : { user: null, answers: [message] });
    } else {
      current.answers.push(message);
    }
  }
  return turns;
}

export const turnMessages = (turn: Turn): Message[] => (turn.user ? [turn.user, ...turn.answers] : [...turn.answers]);

/** A turn is unfinished while any of its messages is still streaming. */
export const isTurnStreaming = (turn: Turn): boolean => turnMessages(turn).some((m) => m.status === 'streaming');

/**
 * Complete: a user message whose last answer finished normally. An older turn whose answer failed is
 * still history that may be summarised, but a summary never ends on one.
 */
export const isTurnComplete = (turn: Turn): boolean =>
  turn.user !== null && !isTurnStreaming(turn) && turn.answers.at(-1)?.status === 'complete';

/**
 * Whether a message's text is sent to the model. User messages always are (nothing the user typed
 * is lost); an assistant answer is when it completed or was interrupted with some text, because the
 * partial text is what the user saw. Failed and still-streaming answers are not.
 */
export function isSentToModel(message: Message): boolean {
  if (message.role === 'user') return true;
  if (message.text.trim() === '') return false;
  return message.status === 'complete' || message.status === 'interrupted';
}

/**
 * The recent window: the messages after `compactedThroughMessageId`, in `seq` order. When that id is
 * null, or no longer among the messages, the whole history is the window: sending too much is safe,
 * silently dropping turns is not.
 */
export function recentWindow(messages: readonly Message[], compactedThroughMessageId: string | null): Message[] {
  const sorted = sortBySeq(messages);
  if (compactedThroughMessageId === null) return sorted;
  const index = sorted.findIndex((m) => m.id === compactedThroughMessageId);
  return index === -1 ? sorted : sorted.slice(index + 1);
}

export const countTurns = (messages: readonly Message[]): number => groupTurns(messages).length;

/** Characters (UTF-16 units) of the messages that would be sent to the model. */
export const countChars = (messages: readonly Message[]): number =>
  messages.reduce((sum, m) => (isSentToModel(m) ? sum + m.text.length : sum), 0);
