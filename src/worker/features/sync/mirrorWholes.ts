import type { ThreadState } from '../../../chat';
import type { ChatDb } from '../../../storage';
import {
  canonicalJson,
  foldConversationSlots,
  foldTaskRunSlots,
  foldThreadSlots,
  taskRunFromFold,
  taskRunSlotFromRow,
  threadRowFromFold,
  threadSlotFromRow,
  type ConversationSlot,
  type FoldedThread,
  type Rev,
  type SlotPayload,
  type TaskRunSlot,
  type ThreadSlot,
} from '../../../sync';

// The records kept whole per conversation: its thread (summary and pinned decisions) and its task run.

export interface WholesDeps {
  chatDb(): ChatDb;
  slotsOf<S extends SlotPayload>(t: S['t'], k: string): S[];
  push(payload: SlotPayload): Promise<void>;
  nextRev(): Rev;
  now(): number;
}

/**
 * The thread this device stores for a fold: a summary another device made over a different history
 * than the one merged here is stale, and loses its compaction point, so the next compaction rebuilds it
 * over the merged messages (from the old summary, which it starts from).
 */
function threadHere(fold: FoldedThread, orderedIds: readonly string[]): ThreadState {
  const { row, stale } = threadRowFromFold(fold, orderedIds);
  return stale ? { ...row, compactedThroughMessageId: null } : row;
}

async function orderedIdsOf(db: ChatDb, conversationId: string): Promise<string[]> {
  return (await db.messages.where('[conversationId+seq]').between([conversationId, -Infinity], [conversationId, Infinity]).toArray()).map(
    (m) => m.id,
  );
}

export function createWholesMirror(deps: WholesDeps) {
  const conversationGone = (id: string) => foldConversationSlots(deps.slotsOf<ConversationSlot>('conversation', id)).kind !== 'present';

  /** This device's changes to threads and task runs of synced conversations. What it stores as a copy of the fold is no change. */
  async function scan(conversationIds: ReadonlySet<string>) {
    const db = deps.chatDb();
    for (const row of await db.threads.toArray()) {
      if (!conversationIds.has(row.conversationId)) continue;
      const known = foldThreadSlots(deps.slotsOf<ThreadSlot>('thread', row.conversationId));
      if (known.kind === 'deleted') continue;
      const ids = await orderedIdsOf(db, row.conversationId);
      if (known.kind === 'present' && canonicalJson(threadHere(known.record, ids)) === canonicalJson(row)) continue;
      const at = row.compactedThroughMessageId === null ? 0 : ids.indexOf(row.compactedThroughMessageId) + 1;
      await deps.push(threadSlotFromRow(row, at, known, deps.nextRev()));
    }
    for (const stored of await db.taskRuns.toArray()) {
      if (!conversationIds.has(stored.conversationId)) continue;
      const known = foldTaskRunSlots(deps.slotsOf<TaskRunSlot>('taskRun', stored.conversationId));
      if (known.kind === 'deleted') continue;
      if (known.kind === 'present' && canonicalJson(taskRunFromFold(known.record)) === canonicalJson(stored.run)) continue;
      await deps.push(taskRunSlotFromRow(stored.conversationId, stored.run, known, deps.nextRev()));
    }
  }

  async function applyThread(conversationId: string) {
    const db = deps.chatDb();
    const fold = foldThreadSlots(deps.slotsOf<ThreadSlot>('thread', conversationId));
    if (fold.kind === 'deleted') return void (await db.threads.delete(conversationId));
    if (fold.kind !== 'present' || conversationGone(conversationId) || !(await db.conversations.get(conversationId))) return;
    const row = threadHere(fold.record, await orderedIdsOf(db, conversationId));
    const local = await db.threads.get(conversationId);
    if (!local || canonicalJson(local) !== canonicalJson(row)) await db.threads.put(row);
  }

  /** A run working on another device arrives paused: this device never starts calling the model on its own. */
  async function applyTaskRun(conversationId: string) {
    const db = deps.chatDb();
    const fold = foldTaskRunSlots(deps.slotsOf<TaskRunSlot>('taskRun', conversationId));
    if (fold.kind === 'deleted') return void (await db.taskRuns.delete(conversationId));
    if (fold.kind !== 'present' || conversationGone(conversationId) || !(await db.conversations.get(conversationId))) return;
    const run = taskRunFromFold(fold.record);
    const local = await db.taskRuns.get(conversationId);
    if (!local || canonicalJson(local.run) !== canonicalJson(run))
      await db.taskRuns.put({ conversationId, run, updatedAt: new Date(deps.now()).toISOString() });
  }

  return { scan, applyThread, applyTaskRun };
}
