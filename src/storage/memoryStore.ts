import type { UserMemory, WriteOutcome, WritePlan } from '../memory';
import type { MemoryDb, MemoryHistoryEntry, RecallLogEntry, RejectionEntry } from './memoryDb';

// Small transactional operations on the memory database. Storage may not call the pure core (only
// its types), so the caller hands in the decision as pure functions that run inside the transaction:
// that keeps "read existing → plan → write" atomic against the inspector or another tab.

/** The pure decisions behind one write, supplied by the worker (planMemoryWrite underneath). */
export interface MemoryWriteDecision {
  /** What to do, given the memory now stored under the candidate's key. */
  plan(existing: UserMemory | undefined): WritePlan;
  /** The suppressed form of the active opposite-polarity preference (preference reversal). */
  suppressOpposite(active: UserMemory): UserMemory;
}

export interface MemoryWriteMeta {
  at: string;
  conversationId: string;
  /** Set by extraction: the turn (assistant message id) the change came from. */
  turnId?: string;
  /** Set by extraction: the user's words the change rests on, already grounded and vetted. */
  evidence?: string;
}

const CHANGES: ReadonlySet<WriteOutcome> = new Set(['written', 'updated', 'restored', 'suppressed']);

/** One write of a batch: the key of the memory it decides about, the decision, and its history fields. */
export interface MemoryWrite {
  stableKey: string;
  decision: MemoryWriteDecision;
  meta: MemoryWriteMeta;
}

/**
 * Applies one write plan in ONE transaction: the memory put, the suppression of the opposite
 * preference when it is active, and a history entry for each change, so the memory view can show and undo it.
 * Returns the main outcome; `duplicate` and `not_found` write nothing.
 */
export async function applyMemoryWrite(
  db: MemoryDb,
  stableKey: string,
  decision: MemoryWriteDecision,
  meta: MemoryWriteMeta,
): Promise<WriteOutcome> {
  const [outcome] = await applyMemoryWrites(db, [{ stableKey, decision, meta }]);
  return outcome ?? 'duplicate';
}

/**
 * Applies write plans in order, in ONE transaction, with the outcomes and history that applyMemoryWrite
 * gives for each in turn (each plan sees what the earlier ones wrote), but the stored memories are read
 * in one request and the changes written in two, not a few requests per memory: a large import is mostly
 * these round trips.
 */
export async function applyMemoryWrites(db: MemoryDb, writes: readonly MemoryWrite[]): Promise<WriteOutcome[]> {
  if (writes.length === 0) return [];
  return db.transaction('rw', db.memories, db.history, async () => {
    const keys = [...new Set(writes.map((w) => w.stableKey))];
    const stored = await db.memories.bulkGet(keys);
    const current = new Map<string, UserMemory | undefined>(keys.map((key, i) => [key, stored[i]]));
    const read = async (key: string) => {
      if (!current.has(key)) current.set(key, await db.memories.get(key));
      return current.get(key);
    };
    const changed = new Map<string, UserMemory>();
    const change = (memory: UserMemory) => {
      current.set(memory.stableKey, memory);
      changed.set(memory.stableKey, memory);
    };
    const entries: MemoryHistoryEntry[] = [];
    const outcomes: WriteOutcome[] = [];
    for (const { stableKey, decision, meta } of writes) {
      const existing = current.get(stableKey);
      const plan = decision.plan(existing);
      if (plan.memory && CHANGES.has(plan.outcome)) {
        change(plan.memory);
        entries.push({ stableKey, outcome: plan.outcome, ...meta, ...(existing ? { before: existing } : {}), after: plan.memory });
      }
      const opposite = plan.alsoSuppress ? await read(plan.alsoSuppress) : undefined;
      if (opposite && opposite.status === 'active') {
        const suppressed = decision.suppressOpposite(opposite);
        change(suppressed);
        entries.push({ stableKey: opposite.stableKey, outcome: 'suppressed', ...meta, before: opposite, after: suppressed });
      }
      outcomes.push(plan.outcome);
    }
    if (changed.size > 0) await db.memories.bulkPut([...changed.values()]);
    if (entries.length > 0) await db.history.bulkAdd(entries);
    return outcomes;
  });
}

/**
 * Runs `work` as ONE transaction over memories, history and rejections: the writes of this module it makes
 * (applyMemoryWrite, recordRejections) join it, so a batch of memories is written whole or not at all.
 * `work` must await nothing but this database.
 */
export function inOneMemoryTransaction<T>(db: MemoryDb, work: () => Promise<T>): Promise<T> {
  return db.transaction('rw', db.memories, db.history, db.rejections, work);
}

export async function getMemory(db: MemoryDb, stableKey: string): Promise<UserMemory | undefined> {
  return db.memories.get(stableKey);
}

export async function listActiveMemories(db: MemoryDb): Promise<UserMemory[]> {
  return db.memories.where('status').equals('active').toArray();
}

/**
 * A cheap fingerprint of the memory set's content, from indexes only. The history id moves with every
 * planned write, the counts with a physical delete or a status change, the newest `updatedAt` with an
 * edit that wrote no history; a clock that repeats itself (two writes in one millisecond) therefore
 * cannot hide a change. Recording use (`lastUsedAt`) leaves it alone on purpose: it does not change
 * what recall selects, so a cached recall index stays valid.
 */
export async function memoriesFingerprint(db: MemoryDb): Promise<string> {
  return db.transaction('r', db.memories, db.history, async () => {
    const [count, active, newest, lastChange] = await Promise.all([
      db.memories.count(),
      db.memories.where('status').equals('active').count(),
      db.memories.orderBy('updatedAt').last(),
      db.history.orderBy('id').lastKey(),
    ]);
    return `${count}|${active}|${newest?.updatedAt ?? ''}|${String(lastChange ?? '')}`;
  });
}

/** Every rejected candidate leaves a trace; the entry type has no room for its text (see RejectionEntry). */
export async function recordRejections(db: MemoryDb, entries: readonly RejectionEntry[]): Promise<void> {
  if (entries.length === 0) return;
  // Copy field by field so that nothing else a caller's object carries can reach storage.
  const clean = entries.map(({ at, conversationId, reason, type, stableKey, source, turnId }) => ({
    at,
    conversationId,
    reason,
    source,
    ...(type ? { type } : {}),
    ...(stableKey ? { stableKey } : {}),
    ...(turnId ? { turnId } : {}),
  }));
  await db.rejections.bulkAdd(clean);
}

/** The recall log entry for an answer and `lastUsedAt` of each memory it used, together. */
export async function recordRecall(db: MemoryDb, entry: RecallLogEntry): Promise<void> {
  await db.transaction('rw', db.memories, db.recallLog, async () => {
    await db.recallLog.add(entry);
    for (const item of entry.items) await db.memories.update(item.stableKey, { lastUsedAt: entry.at });
  });
}

export async function listRecallLog(db: MemoryDb, assistantMessageId: string): Promise<RecallLogEntry[]> {
  return db.recallLog.where('assistantMessageId').equals(assistantMessageId).toArray();
}
