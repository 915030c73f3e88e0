import type { UserMemory, WriteOutcome } from '../../../memory';
import { incomingTransaction, type MemoryDb } from '../../../storage';

/** The conversation a history entry names when the change came from another device through sync. */
export const SYNC_HISTORY_CONVERSATION = 'sync';

function outcomeOf(before: UserMemory | undefined, after: UserMemory): WriteOutcome {
  if (!before) return 'written';
  if (before.status === 'active' && after.status === 'suppressed') return 'suppressed';
  if (before.status === 'suppressed' && after.status === 'active') return 'restored';
  return 'updated';
}

/**
 * A memory as sync folded it and, with `from`, a history entry naming the device that made the change
 * (null: its name is not known here yet), together: the memory view then says what changed here and where.
 */
export async function putIncomingMemory(
  db: MemoryDb,
  before: UserMemory | undefined,
  after: UserMemory,
  from: { device: string | null; at: string } | null,
): Promise<void> {
  await incomingTransaction(db, ['memories', 'history'], async () => {
    await db.memories.put(after);
    if (!from) return;
    await db.history.add({
      stableKey: after.stableKey,
      outcome: outcomeOf(before, after),
      at: from.at,
      conversationId: SYNC_HISTORY_CONVERSATION,
      ...(from.device ? { device: from.device } : {}),
      ...(before ? { before } : {}),
      after,
    });
  });
}

/**
 * Suppresses an active memory whose opposite preference is newer (see preferenceRepairs), with the history
 * entry that says so and names the device the opposite came from (null: this one, or a device not named
 * here yet), together. Nothing happens to a memory that is not here or already suppressed, so a repair
 * seen again before its change has gone out writes no second entry.
 */
export async function suppressForOpposite(db: MemoryDb, stableKey: string, at: string, device: string | null): Promise<void> {
  await db.transaction('rw', db.memories, db.history, async () => {
    const before = await db.memories.get(stableKey);
    if (before?.status !== 'active') return;
    const after: UserMemory = { ...before, status: 'suppressed', suppressedAt: at, updatedAt: at };
    await db.memories.put(after);
    await db.history.add({
      stableKey,
      outcome: 'suppressed',
      at,
      conversationId: SYNC_HISTORY_CONVERSATION,
      cause: 'opposite_preference',
      ...(device ? { device } : {}),
      before,
      after,
    });
  });
}
