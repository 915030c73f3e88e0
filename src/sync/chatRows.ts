import type { Conversation, Message, TaskRun, ThreadState } from '../chat';
import type { Rev } from './clock';
import type { FoldedConversation, FoldedMessage, FoldedTaskRun, FoldedThread, RecordFold } from './chatFold';
import {
  PAYLOAD_VERSION,
  SYNCED_MESSAGE_STATUSES,
  type ConversationSlot,
  type MessageSlot,
  type MessageValue,
  type TaskRunSlot,
  type ThreadSlot,
} from './payloads';
import { canonicalJson, type Register } from './registers';

// From stored chat rows to this device's slots. Registers the row did not change keep the rev they
// copy; a changed one takes the new `rev`. `known` is the fold this device last applied for the record.

const present = <T>(known: RecordFold<T>): T | undefined => (known.kind === 'present' ? known.record : undefined);

/** A removal this device knows stays in its slot, so rewriting the slot (say, after re-importing a file) never undoes it. */
const keptDel = <T>(known: RecordFold<T>) => (known.kind === 'deleted' ? { del: known.del } : {});

function keepOrSet<T>(before: Register<T> | undefined, value: T, rev: Rev): Register<T> {
  return before && canonicalJson(before.value) === canonicalJson(value) ? before : { rev, value };
}

/** Undefined for a temporary chat: it never leaves the device. */
export function conversationSlotFromRow(row: Conversation, known: RecordFold<FoldedConversation>, rev: Rev): ConversationSlot | undefined {
  if (row.temporary) return undefined;
  const before = present(known);
  const value = { title: row.title, mode: row.mode, createdAt: row.createdAt, lastActiveAt: row.lastActiveAt };
  return {
    v: PAYLOAD_VERSION,
    t: 'conversation',
    k: row.id,
    rev,
    ...keptDel(known),
    first: before?.first ?? rev,
    titleRev: before && before.value.title === row.title ? before.titleRev : rev,
    value: before ? { ...value, mode: before.value.mode, createdAt: before.value.createdAt } : value,
  };
}

const isSynced = (status: Message['status']): status is MessageValue['status'] =>
  (SYNCED_MESSAGE_STATUSES as readonly string[]).includes(status);

/** Undefined while the message streams: only final messages sync. `seq` stays local. */
export function messageSlotFromRow(row: Message, known: RecordFold<FoldedMessage>, rev: Rev): MessageSlot | undefined {
  if (!isSynced(row.status)) return undefined;
  const { id, conversationId, seq: _local, ...rest } = row;
  const value: MessageValue = { ...rest, status: row.status };
  return {
    v: PAYLOAD_VERSION,
    t: 'message',
    k: id,
    rev,
    ...keptDel(known),
    c: conversationId,
    content: keepOrSet(present(known)?.content, value, rev),
  };
}

/** `through`: the rank + 1 of compactedThroughMessageId in the conversation here (0 when not compacted). */
export function threadSlotFromRow(row: ThreadState, through: number, known: RecordFold<FoldedThread>, rev: Rev): ThreadSlot {
  const { conversationId, ...thread } = row;
  return {
    v: PAYLOAD_VERSION,
    t: 'thread',
    k: conversationId,
    rev,
    ...keptDel(known),
    state: keepOrSet(present(known)?.state, { thread, through }, rev),
  };
}

export function taskRunSlotFromRow(conversationId: string, run: TaskRun, known: RecordFold<FoldedTaskRun>, rev: Rev): TaskRunSlot {
  return { v: PAYLOAD_VERSION, t: 'taskRun', k: conversationId, rev, ...keptDel(known), state: keepOrSet(present(known)?.state, run, rev) };
}

/** A deleted message (regenerated, edited and resent, or deleted with its conversation). */
export const messageTombstoneSlot = (id: string, conversationId: string, rev: Rev): MessageSlot => ({
  v: PAYLOAD_VERSION,
  t: 'message',
  k: id,
  rev,
  del: rev,
  c: conversationId,
});

/** A deleted conversation: its thread and task run are removed with it, on every device. */
export const conversationTombstoneSlot = (id: string, rev: Rev): ConversationSlot => ({
  v: PAYLOAD_VERSION,
  t: 'conversation',
  k: id,
  rev,
  del: rev,
});
