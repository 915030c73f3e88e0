import type { Message, MessageStatus } from './records';

/**
 * Builders for the chat tests (imported only by `*.test.ts`). Messages get ids `m1`, `m2`, … and
 * `seq` 1, 2, … in the order given, with fixed timestamps, so every test reads its own input.
 */
export interface MessageSpec {
  readonly role: Message['role'];
  readonly text: string;
  readonly status?: MessageStatus;
}

export function buildMessages(specs: readonly MessageSpec[], conversationId = 'c1', firstSeq = 1): Message[] {
  return specs.map((spec, i) => ({
    id: `m${firstSeq + i}`,
    conversationId,
    role: spec.role,
    text: spec.text,
    status: spec.status ?? 'complete',
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, firstSeq + i)).toISOString(),
    seq: firstSeq + i,
  }));
}

export const user = (text: string, status: MessageStatus = 'complete'): MessageSpec => ({ role: 'user', text, status });
export const assistant = (text: string, status: MessageStatus = 'complete'): MessageSpec => ({ role: 'assistant', text, status });

/** `count` complete turns; each user and assistant text is exactly `charsPerMessage` long. */
export function completeTurns(count: number, charsPerMessage = 10): MessageSpec[] {
  return Array.from({ length: count }, (_, i) => [
    user(`u${i + 1}`.padEnd(charsPerMessage, '.')),
    assistant(`a${i + 1}`.padEnd(charsPerMessage, '.')),
  ]).flat();
}
