import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { Conversation, Message } from '../chat/records';
import type { UserMemory } from '../memory';
import { openChatDb } from './chatDb';
import { deleteConversation } from './chatStore';
import { openMemoryDb } from './memoryDb';
import { clearSyncLog, incomingTransaction, logSyncChanges, readSyncLog, takeSyncLog } from './syncLog';

const hash = () => randomBytes(8).toString('hex');
/** A database of a session with a sync space: its changes are logged. */
const synced = <D extends { name: string }>(db: D): D => (logSyncChanges([db.name], true), db);
const AT = '2026-03-01T10:00:00.000Z';
const conversation = (id: string): Conversation => ({ id, title: id, createdAt: AT, lastActiveAt: AT }) as Conversation;
const message = (id: string, conversationId: string, seq: number): Message =>
  ({ id, conversationId, seq, role: 'user', text: `text ${id}`, status: 'complete', createdAt: AT }) as Message;
const memory = (key: string): UserMemory =>
  ({
    schemaVersion: 'user-memory.v1',
    namespace: ['mindkeep', 'user-memory', 'v1', 'h'],
    stableKey: key,
    type: 'user_preference',
    text: 'likes tea',
    identity: { subject: 'tea', polarity: 'prefer' },
    tags: ['tea'],
    confidence: 0.9,
    status: 'active',
    source: 'eligible_completed_turn',
    sourceConversationId: 'c1',
    createdAt: AT,
    updatedAt: AT,
  }) as UserMemory;
const keysOf = async (db: Parameters<typeof readSyncLog>[0]) => (await readSyncLog(db)).map((e) => `${e.t}:${e.k}`).sort();

describe('sync log', () => {
  it('given writes to synced tables, when they commit, then each record has one entry, written in the same transaction', async () => {
    const db = synced(openChatDb(hash()));
    await db.conversations.put(conversation('c1'));
    await db.messages.bulkPut([message('m1', 'c1', 0), message('m2', 'c1', 1)]);
    await db.messages.update('m1', { text: 'edited' });
    await db.threads.put({ conversationId: 'c1', summary: '', pinnedDecisions: [], compactedThroughMessageId: null } as never);
    expect(await keysOf(db)).toEqual(['conversation:c1', 'message:m1', 'message:m2', 'thread:c1']);
    // Tables sync never sends are not logged.
    await db.searchMeta.put({ key: 'x', value: 1 } as never);
    expect((await readSyncLog(db)).length).toBe(4);
    db.close();
  });

  it('given a transaction that aborts, when it fails after a write, then neither the write nor its entry is kept', async () => {
    const db = synced(openChatDb(hash()));
    await expect(
      db.transaction('rw', db.conversations, async () => {
        await db.conversations.put(conversation('c1'));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await db.conversations.count()).toBe(0);
    expect(await readSyncLog(db)).toEqual([]);
    db.close();
  });

  it('given deletes by query and by clear, when they run, then every deleted key is logged', async () => {
    const db = synced(openChatDb(hash()));
    await db.conversations.bulkPut([conversation('c1'), conversation('c2')]);
    await db.messages.bulkPut([message('m1', 'c1', 0), message('m2', 'c1', 1), message('m3', 'c2', 0)]);
    await clearSyncLog(db);
    await deleteConversation(db, 'c1');
    expect(await keysOf(db)).toEqual(['conversation:c1', 'message:m1', 'message:m2', 'taskRun:c1', 'thread:c1']);
    await clearSyncLog(db);
    await db.conversations.clear();
    expect(await keysOf(db)).toEqual(['conversation:c2']);
    db.close();
  });

  it('given an incoming transaction, when sync applies another device’s records in it, then nothing is logged; a later local write is', async () => {
    const db = synced(openMemoryDb(hash()));
    await incomingTransaction(db, ['memories', 'history'], async () => {
      await db.memories.put(memory('k1'));
      await db.history.add({ stableKey: 'k1', outcome: 'written', at: AT, conversationId: 'sync', after: memory('k1') } as never);
    });
    expect(await readSyncLog(db)).toEqual([]);
    await db.memories.update('k1', { status: 'suppressed' });
    expect(await keysOf(db)).toEqual(['memory:k1']);
    db.close();
  });

  it('given entries read before a record was written again, when they are taken, then only the unchanged ones leave the log', async () => {
    const db = synced(openMemoryDb(hash()));
    await db.memories.bulkPut([memory('k1'), memory('k2')]);
    const seen = await readSyncLog(db);
    await db.memories.update('k2', { text: 'likes green tea' });
    await takeSyncLog(db, seen);
    expect(await keysOf(db)).toEqual(['memory:k2']);
    db.close();
  });

  it('given a session without a sync space, when records are written and deleted, then nothing is logged', async () => {
    const db = openMemoryDb(hash());
    await db.memories.put(memory('k1'));
    await db.memories.delete('k1');
    expect(await readSyncLog(db)).toEqual([]);
    logSyncChanges([db.name], true);
    await db.memories.put(memory('k2'));
    logSyncChanges([db.name], false);
    await db.memories.put(memory('k3'));
    expect(await keysOf(db)).toEqual(['memory:k2']);
    db.close();
  });
});
