import { recoverTaskRun, type Conversation, type Message, type TaskRun, type ThreadState } from '../chat';
import { compareRevs, type Rev } from './clock';
import type { ConversationSlot, ConversationValue, MessageSlot, MessageValue, TaskRunSlot, ThreadSlot, ThreadStateValue } from './payloads';
import { canonicalJson, earliestRev, latestRegister, latestRev, type Register } from './registers';

/**
 * The fold of one chat record. `deleted`: a tombstone exists, and chat ids are never reused, so it wins
 * over everything (for a conversation: its messages, thread and task run go too). `absent`: nothing usable.
 */
export type RecordFold<T> =
  { readonly kind: 'present'; readonly record: T } | { readonly kind: 'deleted'; readonly del: Rev } | { readonly kind: 'absent' };

const tombstone = (slots: readonly { del?: Rev }[]): Rev | undefined => latestRev(slots.map((s) => s.del));

export interface FoldedConversation {
  readonly id: string;
  readonly value: ConversationValue;
  readonly titleRev: Rev;
  readonly first: Rev;
}

const timeOf = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? -Infinity : ms;
};

/** Title: the latest rename. Last active: the latest. Mode and creation time: the first write's. */
export function foldConversationSlots(slots: readonly ConversationSlot[]): RecordFold<FoldedConversation> {
  const del = tombstone(slots);
  if (del) return { kind: 'deleted', del };
  const live = slots.filter((s): s is ConversationSlot & Required<Pick<ConversationSlot, 'value' | 'titleRev' | 'first'>> =>
    Boolean(s.value && s.titleRev && s.first),
  );
  if (live.length === 0) return { kind: 'absent' };
  const title = latestRegister(live.map((s) => ({ rev: s.titleRev, value: s.value.title })))!;
  const first = earliestRev(live.map((s) => s.first))!;
  const origin = live
    .filter((s) => compareRevs(s.first, first) === 0)
    .map((s) => canonicalJson({ mode: s.value.mode, createdAt: s.value.createdAt }))
    .sort()[0]!;
  const lastActiveAt = live
    .map((s) => s.value.lastActiveAt)
    .reduce((a, b) => (timeOf(b) > timeOf(a) || (timeOf(b) === timeOf(a) && b > a) ? b : a));
  const { mode, createdAt } = JSON.parse(origin) as Pick<ConversationValue, 'mode' | 'createdAt'>;
  return {
    kind: 'present',
    record: { id: slots[0]!.k, value: { title: title.value, mode, createdAt, lastActiveAt }, titleRev: title.rev, first },
  };
}

export const conversationRowFromFold = (c: FoldedConversation): Conversation => ({ id: c.id, ...c.value });

export interface FoldedMessage {
  readonly id: string;
  readonly conversationId: string;
  readonly content: Register<MessageValue>;
}

/** A message's content (text, status, error, tool calls) is one register: the latest edit wins. */
export function foldMessageSlots(slots: readonly MessageSlot[]): RecordFold<FoldedMessage> {
  const del = tombstone(slots);
  if (del) return { kind: 'deleted', del };
  const winner = latestRegister(slots.filter((s) => s.content).map((s) => ({ rev: s.content!.rev, value: s.content!.value, c: s.c })));
  if (!winner) return { kind: 'absent' };
  return { kind: 'present', record: { id: slots[0]!.k, conversationId: winner.c, content: { rev: winner.rev, value: winner.value } } };
}

/** `seq` is this device's: the message's rank in its conversation (messageOrder.ts). */
export const messageRowFromFold = (m: FoldedMessage, seq: number): Message => ({
  id: m.id,
  conversationId: m.conversationId,
  ...m.content.value,
  seq,
});

/** A record kept whole, by conversation (a thread, a task run): the latest version wins. */
export interface FoldedWhole<T> {
  readonly conversationId: string;
  readonly state: Register<T>;
}
export type FoldedThread = FoldedWhole<ThreadStateValue>;
export type FoldedTaskRun = FoldedWhole<TaskRun>;

function foldWholeSlots<T>(slots: readonly { k: string; del?: Rev; state?: Register<T> }[]): RecordFold<FoldedWhole<T>> {
  const del = tombstone(slots);
  if (del) return { kind: 'deleted', del };
  const state = latestRegister(slots.map((s) => s.state));
  return state ? { kind: 'present', record: { conversationId: slots[0]!.k, state } } : { kind: 'absent' };
}

export const foldThreadSlots = (slots: readonly ThreadSlot[]): RecordFold<FoldedThread> => foldWholeSlots(slots);
export const foldTaskRunSlots = (slots: readonly TaskRunSlot[]): RecordFold<FoldedTaskRun> => foldWholeSlots(slots);

/**
 * The thread a device stores, and whether its summary must be rebuilt: when the messages up to the
 * compaction point here are not as many as the summary covered where it was made (a merge inserted or
 * removed messages before that point, or the point itself is gone), the next compaction rebuilds it
 * over the merged history.
 */
export function threadRowFromFold(t: FoldedThread, orderedIds: readonly string[]): { readonly row: ThreadState; readonly stale: boolean } {
  const { thread, through } = t.state.value;
  const at = thread.compactedThroughMessageId === null ? -1 : orderedIds.indexOf(thread.compactedThroughMessageId);
  const stale = thread.compactedThroughMessageId !== null && (at === -1 || at + 1 !== through);
  return { row: { conversationId: t.conversationId, ...thread }, stale };
}

/**
 * A run that was working on another device arrives paused, as after a reload: this device must not
 * start calling the model on its own. Resume on any device writes a newer rev.
 */
export const taskRunFromFold = (t: FoldedTaskRun): TaskRun => recoverTaskRun(t.state.value);
