import type { ChatDb, StoredTaskRun } from './chatDb';
import type { TaskRun } from '../chat/taskRun';
import type { Conversation, Message } from '../chat/records';
import type { Result } from '../shared';

/** Task-list runs in the chat database: one per conversation, changed only through pure transitions. */

export async function getTaskRun(db: ChatDb, conversationId: string): Promise<StoredTaskRun | undefined> {
  return db.taskRuns.get(conversationId);
}

export async function putTaskRun(db: ChatDb, stored: StoredTaskRun): Promise<void> {
  await db.taskRuns.put(stored);
}

/**
 * Reads the run, applies a pure transition and stores the result in one transaction, so a pause from
 * the page and a finished item from the work loop never overwrite each other. The transition's refusal
 * comes back unchanged; a missing run (conversation deleted) is a refusal too.
 */
export async function updateTaskRun(
  db: ChatDb,
  conversationId: string,
  transition: (run: TaskRun) => Result<TaskRun, string>,
  now: string,
): Promise<Result<TaskRun, string>> {
  return db.transaction('rw', db.taskRuns, async () => {
    const stored = await db.taskRuns.get(conversationId);
    if (!stored) return { ok: false as const, error: 'this task run no longer exists' };
    const next = transition(stored.run);
    if (next.ok) await db.taskRuns.put({ conversationId, run: next.value, updatedAt: now });
    return next;
  });
}

export async function listTaskRuns(db: ChatDb): Promise<StoredTaskRun[]> {
  return db.taskRuns.toArray();
}

/** A task-list conversation starts with its goal message and its run in one transaction (the draft rule). */
export async function startTaskConversation(
  db: ChatDb,
  conversation: Conversation,
  goal: Message,
  run: TaskRun,
  now: string,
): Promise<void> {
  await db.transaction('rw', [db.conversations, db.messages, db.taskRuns], async () => {
    await db.conversations.add(conversation);
    await db.messages.add(goal);
    await db.taskRuns.add({ conversationId: conversation.id, run, updatedAt: now });
  });
}

/** Records why planning failed (or clears it with null), leaving the run itself as it is. */
export async function setTaskRunError(
  db: ChatDb,
  conversationId: string,
  error: StoredTaskRun['error'] | null,
  now: string,
): Promise<void> {
  await db.taskRuns.update(conversationId, { error: error ?? undefined, updatedAt: now });
}
