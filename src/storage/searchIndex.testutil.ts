// Rows and a terms function for the storage tests of the search index (not a test file: vitest runs *.test.ts only).
import { randomBytes } from 'node:crypto';
import type { Conversation, Message } from '../chat/records';
import { openChatDb, type ChatDb } from './chatDb';
import type { IndexTerms } from './searchIndexStore';

export const NOW = '2026-01-01T00:00:00.000Z';
export const conv = (id: string, title: string): Conversation => ({ id, title, mode: 'ordinary_chat', createdAt: NOW, lastActiveAt: NOW });
export const msg = (id: string, conversationId: string, seq: number, text: string): Message => ({
  id,
  conversationId,
  role: 'user',
  text,
  status: 'complete',
  createdAt: NOW,
  seq,
});

/** Words split at spaces, lower-cased; a title's marked like the app's. */
export const words: IndexTerms = (kind, text) =>
  text
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w) => (kind === 'c' ? `\u0001${w}` : w));

/** Two connections to one new database (two tabs); `opened` collects them for the test's clean-up. */
export async function twoTabs(opened: ChatDb[]): Promise<{ db: ChatDb; other: ChatDb }> {
  const hash = randomBytes(8).toString('hex');
  const db = openChatDb(hash);
  const other = openChatDb(hash);
  await Promise.all([db.open(), other.open()]);
  opened.push(db, other);
  return { db, other };
}

/** Closes the connections a test opened and deletes their database. */
export async function closeAll(opened: ChatDb[]): Promise<void> {
  const all = opened.splice(0);
  all.forEach((d) => d.close());
  await all[0]?.delete();
}
