import type { UserMemory } from '../memory';
import type { MemoryDb, MemoryHistoryEntry, RecallLogEntry, RejectionEntry } from './memoryDb';

// What the memory inspector reads and the few writes only a person may make (physical delete, import).

export async function listAllMemories(db: MemoryDb): Promise<UserMemory[]> {
  return db.memories.toArray();
}

export async function listHistory(db: MemoryDb, stableKey: string): Promise<MemoryHistoryEntry[]> {
  return db.history.where('stableKey').equals(stableKey).sortBy('at');
}

/** Changes made by the extraction of this conversation's turns, oldest first (no index: history stays small). */
export async function listTurnHistory(db: MemoryDb, conversationId: string): Promise<MemoryHistoryEntry[]> {
  const entries = await db.history.filter((e) => e.conversationId === conversationId && typeof e.turnId === 'string').toArray();
  return entries.sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
}

/** Refusals of this conversation's turns' extraction (no index: the log is short and read per open chat). */
export async function listTurnRejections(db: MemoryDb, conversationId: string): Promise<RejectionEntry[]> {
  return db.rejections.filter((e) => e.conversationId === conversationId && typeof e.turnId === 'string').toArray();
}

export async function getHistoryEntry(db: MemoryDb, id: number): Promise<MemoryHistoryEntry | undefined> {
  return db.history.get(id);
}

export async function listRejections(db: MemoryDb, limit: number): Promise<RejectionEntry[]> {
  return db.rejections.orderBy('at').reverse().limit(limit).toArray();
}

export async function latestRecall(db: MemoryDb, assistantMessageId: string): Promise<RecallLogEntry | undefined> {
  const entries = await db.recallLog.where('assistantMessageId').equals(assistantMessageId).sortBy('at');
  return entries.at(-1);
}

/**
 * Physical delete, only ever asked for by the user: the memory and its history go together (the history
 * holds copies of the text, and "delete" must mean gone). Recall-log entries keep only the stable key.
 */
export async function deleteMemoryPhysically(db: MemoryDb, stableKey: string): Promise<boolean> {
  return db.transaction('rw', db.memories, db.history, async () => {
    const existing = await db.memories.get(stableKey);
    if (!existing) return false;
    await db.history.where('stableKey').equals(stableKey).delete();
    await db.memories.delete(stableKey);
    return true;
  });
}

/** Replaces a memory under a new stable key (an edit that changed its type), in one transaction. */
export async function moveMemory(db: MemoryDb, fromKey: string, next: UserMemory, entry: MemoryHistoryEntry): Promise<boolean> {
  return db.transaction('rw', db.memories, db.history, async () => {
    if (!(await db.memories.get(fromKey)) || (await db.memories.get(next.stableKey))) return false;
    await db.memories.delete(fromKey);
    await db.history.where('stableKey').equals(fromKey).modify({ stableKey: next.stableKey });
    await db.memories.put(next);
    await db.history.add(entry);
    return true;
  });
}

/** An import is never half-applied: every record and its history entry in one transaction. */
/**
 * Imports memories with the merge plan decided inside the write transaction: `plan` sees the
 * memories as they are at that moment, so a memory another tab or the outbox wrote after the file was
 * read is merged with, never overwritten by a stale snapshot. `plan` must be pure and synchronous.
 */
export async function applyMemoryImport<P extends { toPut: readonly UserMemory[] }>(
  db: MemoryDb,
  plan: (existing: UserMemory[]) => P,
  at: string,
): Promise<P> {
  return db.transaction('rw', db.memories, db.history, async () => {
    const decided = plan(await db.memories.toArray());
    await putImportedMemories(db, decided.toPut, at);
    return decided;
  });
}

/** Each memory (keys distinct) with its history entry; the stored versions are read in one request and all written in two. */
export async function putImportedMemories(db: MemoryDb, memories: readonly UserMemory[], at: string): Promise<void> {
  if (memories.length === 0) return;
  await db.transaction('rw', db.memories, db.history, async () => {
    const stored = await db.memories.bulkGet(memories.map((m) => m.stableKey));
    const entries = memories.map((memory, i): MemoryHistoryEntry => {
      const before = stored[i];
      const suppressedNow = before?.status === 'active' && memory.status === 'suppressed';
      return {
        stableKey: memory.stableKey,
        outcome: suppressedNow ? 'suppressed' : before ? 'updated' : 'written',
        at,
        conversationId: memory.sourceConversationId,
        ...(before ? { before } : {}),
        after: memory,
      };
    });
    await db.memories.bulkPut(memories);
    await db.history.bulkAdd(entries);
  });
}

/** Recall-log entries of one conversation (which answers used memory). */
export async function listRecallsForConversation(db: MemoryDb, conversationId: string): Promise<RecallLogEntry[]> {
  return db.recallLog.where('conversationId').equals(conversationId).toArray();
}
