import type { ChatDb } from './chatDb';
import type { Message } from '../chat/records';

/** Reads for work over many messages at once: the search index build and snippets, and opening a chat. */

/** Reads messages in primary-key order, `limit` at a time, after `afterId` (null: from the start). */
export async function readMessagePage(db: ChatDb, afterId: string | null, limit: number): Promise<Message[]> {
  const range = afterId === null ? db.messages.toCollection() : db.messages.where(':id').above(afterId);
  return range.limit(limit).toArray();
}

export async function countMessages(db: ChatDb): Promise<number> {
  return db.messages.count();
}

export async function getMessages(db: ChatDb, ids: readonly string[]): Promise<(Message | undefined)[]> {
  return db.messages.bulkGet([...ids]);
}

/** The newest `limit` messages of a conversation, oldest first (what a freshly opened chat shows). */
export async function listRecentMessages(db: ChatDb, conversationId: string, limit: number): Promise<Message[]> {
  const newest = await db.messages
    .where('[conversationId+seq]')
    .between([conversationId, -Infinity], [conversationId, Infinity])
    .reverse()
    .limit(limit)
    .toArray();
  return newest.reverse();
}
