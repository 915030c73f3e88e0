// Conversation and message rows for the search tests (not a test file itself: vitest runs *.test.ts only).
import type { Conversation, Message } from '../../../chat/records';

export const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();
export const conv = (id: string, title: string, n: number, temporary?: boolean): Conversation => ({
  id,
  title,
  mode: 'ordinary_chat',
  createdAt: at(n),
  lastActiveAt: at(n),
  ...(temporary ? { temporary } : {}),
});
export const msg = (id: string, conversationId: string, seq: number, text: string, status: Message['status'] = 'complete'): Message => ({
  id,
  conversationId,
  role: seq % 2 === 0 ? 'user' : 'assistant',
  text,
  status,
  createdAt: at(seq),
  seq,
});
