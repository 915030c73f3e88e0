import type { ThreadState } from '../../../chat';
import type { ChatDb, ChatTables, StoredTaskRun } from '../../../storage';
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

async function orderedIdsOf(t: ChatTables, conversationId: string): Promise<string[]> {
  return (await t.messages.where('[conversationId+seq]').between([conversationId, -Infinity], [conversationId, Infinity]).toArray()).map(
    (m) => m.id,
  );
}

export function createWholesMirror(deps: WholesDeps) {
  const conversationGone = (id: string) => foldConversationSlots(deps.slotsOf<ConversationSlot>('conversation', id)).kind !== 'present';

  async function threadChange(db: ChatDb, row: ThreadState) {
    const known = foldThreadSlots(deps.slotsOf<ThreadSlot>('thread', row.conversationId));
    if (known.kind === 'deleted') return;
    const ids = await orderedIdsOf(db, row.conversationId);
    if (known.kind === 'present' && canonicalJson(threadHere(known.record, ids)) === canonicalJson(row)) return;
    const at = row.compactedThroughMessageId === null ? 0 : ids.indexOf(row.compactedThroughMessageId) + 1;
    await deps.push(threadSlotFromRow(row, at, known, deps.nextRev()));
  }

  async function taskRunChange(stored: StoredTaskRun) {
    const known = foldTaskRunSlots(deps.slotsOf<TaskRunSlot>('taskRun', stored.conversationId));
    if (known.kind === 'deleted') return;
    if (known.kind === 'present' && canonicalJson(taskRunFromFold(known.record)) === canonicalJson(stored.run)) return;
    await deps.push(taskRunSlotFromRow(stored.conversationId, stored.run, known, deps.nextRev()));
  }

  /** This device's changes to threads and task runs of synced conversations. What it stores as a copy of the fold is no change. */
  async function scan(conversationIds: ReadonlySet<string>) {
    const db = deps.chatDb();
    for (const row of await db.threads.toArray()) if (conversationIds.has(row.conversationId)) await threadChange(db, row);
    for (const stored of await db.taskRuns.toArray()) if (conversationIds.has(stored.conversationId)) await taskRunChange(stored);
  }

  /** The same for the threads and task runs the sync log names (of conversations kept here and not temporary). */
  async function send(threadIds: readonly string[], taskRunIds: readonly string[]) {
    if (threadIds.length === 0 && taskRunIds.length === 0) return;
    const db = deps.chatDb();
    const synced = async (id: string) => {
      const c = await db.conversations.get(id);
      return c !== undefined && !c.temporary;
    };
    for (const row of await db.threads.bulkGet([...threadIds])) if (row && (await synced(row.conversationId))) await threadChange(db, row);
    for (const stored of await db.taskRuns.bulkGet([...taskRunIds]))
      if (stored && (await synced(stored.conversationId))) await taskRunChange(stored);
  }

  /** Writes the fold of this conversation's thread through `t` (an incoming transaction's tables). */
  async function applyThread(conversationId: string, t: ChatTables) {
    const fold = foldThreadSlots(deps.slotsOf<ThreadSlot>('thread', conversationId));
    if (fold.kind === 'deleted') return void (await t.threads.delete(conversationId));
    if (fold.kind !== 'present' || conversationGone(conversationId) || !(await t.conversations.get(conversationId))) return;
    const row = threadHere(fold.record, await orderedIdsOf(t, conversationId));
    const local = await t.threads.get(conversationId);
    if (!local || canonicalJson(local) !== canonicalJson(row)) await t.threads.put(row);
  }

  /** A run working on another device arrives paused: this device never starts calling the model on its own. */
  async function applyTaskRun(conversationId: string, t: ChatTables) {
    const fold = foldTaskRunSlots(deps.slotsOf<TaskRunSlot>('taskRun', conversationId));
    if (fold.kind === 'deleted') return void (await t.taskRuns.delete(conversationId));
    if (fold.kind !== 'present' || conversationGone(conversationId) || !(await t.conversations.get(conversationId))) return;
    const run = taskRunFromFold(fold.record);
    const local = await t.taskRuns.get(conversationId);
    if (!local || canonicalJson(local.run) !== canonicalJson(run))
      await t.taskRuns.put({ conversationId, run, updatedAt: new Date(deps.now()).toISOString() });
  }

  return { scan, send, applyThread, applyTaskRun };
}
