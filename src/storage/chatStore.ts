import type { ChatDb, ChatTables } from './chatDb';
import type { Conversation, Message, MessageError, MessageStatus, ReasoningRecord, ThreadState, ToolCallRecord } from '../chat/records';
import { writeSearchable } from './searchLogApply';

/**
 * Small transactional operations on the chat database; nothing but IndexedDB work inside a transaction.
 * A write the user searches for next (a message sent or finished, a rename, a delete) goes through
 * `writeSearchable`, which updates the search index in the same transaction.
 */

export async function listConversations(db: ChatDb): Promise<Conversation[]> {
  return db.conversations.orderBy('lastActiveAt').reverse().toArray();
}

export async function getConversation(db: ChatDb, id: string): Promise<Conversation | undefined> {
  return db.conversations.get(id);
}

export async function listMessages(db: ChatDb, conversationId: string): Promise<Message[]> {
  return db.messages.where('[conversationId+seq]').between([conversationId, -Infinity], [conversationId, Infinity]).toArray();
}

export async function getMessage(db: ChatDb, id: string): Promise<Message | undefined> {
  return db.messages.get(id);
}

export async function getThread(db: ChatDb, conversationId: string): Promise<ThreadState | undefined> {
  return db.threads.get(conversationId);
}

/**
 * The next free seq of a conversation. Call it only inside the transaction that appends: read outside,
 * two tabs sending at once get the same seq, so the append functions below allocate it themselves.
 */
export async function nextSeq(db: ChatDb, conversationId: string): Promise<number> {
  const last = await db.messages.where('[conversationId+seq]').between([conversationId, -Infinity], [conversationId, Infinity]).last();
  return last ? last.seq + 1 : 0;
}

/** The draft rule: a new chat is stored only with its first message, the conversation row and that message written together. */
export async function startConversation(db: ChatDb, conversation: Conversation, first: Message[]): Promise<void> {
  await writeSearchable(db, [db.conversations, db.messages], async () => {
    await db.conversations.add(conversation);
    await db.messages.bulkAdd(first);
  });
}

/** The messages with consecutive seqs from `first`, in the given order. */
const withSeqs = (messages: readonly Omit<Message, 'seq'>[], first: number): Message[] =>
  messages.map((m, i) => ({ ...m, seq: first + i }) as Message);

/**
 * The drafts chained one after another: the first follows `after` unless it names its own parent, each
 * later one follows the draft before it (unless it names its own).
 */
export const chained = (drafts: readonly Omit<Message, 'seq'>[], after: string | null): Omit<Message, 'seq'>[] =>
  drafts.map((m, i) => (m.parentId !== undefined ? m : { ...m, parentId: i === 0 ? after : drafts[i - 1]!.id }));

/** The last message of a conversation in seq order (inside a transaction: the one a new message follows). */
async function lastMessage(db: ChatDb, conversationId: string): Promise<Message | undefined> {
  return db.messages.where('[conversationId+seq]').between([conversationId, -Infinity], [conversationId, Infinity]).last();
}

/** Inside a transaction: messages after the last one, with their seqs, and the conversation touched. */
async function appendAfterLast(
  db: ChatDb,
  conversationId: string,
  messages: readonly Omit<Message, 'seq'>[],
  now: string,
): Promise<Message[]> {
  const last = await lastMessage(db, conversationId);
  // Without a named parent a message follows the last one: right for a chat without versions; a chat with
  // versions names the parent (the end of the shown path), and what is added becomes the shown version.
  const stored = withSeqs(chained(messages, last?.id ?? null), last ? last.seq + 1 : 0);
  await db.messages.bulkAdd(stored);
  const conversation = await db.conversations.get(conversationId);
  await db.conversations.update(conversationId, {
    lastActiveAt: now,
    ...(conversation?.branched ? { shownMessageId: stored.at(-1)?.id } : {}),
  });
  return stored;
}

/**
 * Appends messages after the conversation's last one and touches the conversation, atomically. The seqs
 * are allocated inside the same transaction (IndexedDB serialises it against every other tab's append),
 * so concurrent sends get distinct, ordered seqs; the stored messages are returned.
 */
export async function appendMessages(
  db: ChatDb,
  conversationId: string,
  messages: readonly Omit<Message, 'seq'>[],
  now: string,
): Promise<Message[]> {
  return writeSearchable(db, [db.conversations, db.messages], async () => {
    return appendAfterLast(db, conversationId, messages, now);
  });
}

/**
 * Adds another version beside existing messages (a regenerated answer, an edited message and its answer):
 * nothing is removed. The conversation then has versions, and shows the one added.
 */
export async function addVersion(
  db: ChatDb,
  conversationId: string,
  messages: readonly Omit<Message, 'seq'>[],
  now: string,
): Promise<Message[]> {
  return writeSearchable(db, [db.conversations, db.messages], async () => {
    const stored = withSeqs(chained(messages, null), await nextSeq(db, conversationId));
    await db.messages.bulkAdd(stored);
    await db.conversations.update(conversationId, { lastActiveAt: now, branched: true, shownMessageId: stored.at(-1)?.id });
    return stored;
  });
}

/** Shows another version: the chat then shows the path through `messageId`. */
export async function showVersion(db: ChatDb, conversationId: string, messageId: string): Promise<boolean> {
  return (await db.conversations.update(conversationId, { shownMessageId: messageId })) === 1;
}

/**
 * Deletes one version of a message with everything that follows it and shows `showId` instead, in one step;
 * no other message is touched. A summary compressed through a deleted message holds its words, so it goes
 * with it (the kept path is compressed again when it grows); pinned decisions stay.
 */
export async function deleteVersion(db: ChatDb, conversationId: string, removeIds: readonly string[], showId: string): Promise<boolean> {
  return writeSearchable(db, [db.conversations, db.messages, db.threads], async () => {
    if ((await db.conversations.update(conversationId, { shownMessageId: showId })) !== 1) return false;
    await db.messages.bulkDelete([...removeIds]);
    const thread = await db.threads.get(conversationId);
    if (thread?.compactedThroughMessageId && removeIds.includes(thread.compactedThroughMessageId))
      await db.threads.put({ ...thread, summary: '', compactedThroughMessageId: null, lastCompactedAt: null });
    return true;
  });
}

export async function touchConversation(db: ChatDb, id: string, now: string): Promise<void> {
  await db.conversations.update(id, { lastActiveAt: now });
}

export async function writeMessageText(db: ChatDb, id: string, text: string): Promise<void> {
  await db.messages.update(id, { text });
}

/** A reasoning model's thoughts so far, written in batches like the text, so a reload keeps them. */
export async function writeMessageReasoning(db: ChatDb, id: string, reasoning: ReasoningRecord): Promise<void> {
  await db.messages.update(id, { reasoning });
}

export async function finishMessage(
  db: ChatDb,
  id: string,
  patch: { text: string; status: MessageStatus; error?: MessageError; toolCalls?: ToolCallRecord[]; reasoning?: ReasoningRecord },
): Promise<void> {
  const { toolCalls, reasoning, ...rest } = patch;
  // `error: undefined` removes an earlier error from the row.
  await writeSearchable(db, [db.messages], () =>
    db.messages.update(id, {
      ...rest,
      error: patch.error,
      ...(toolCalls && toolCalls.length > 0 ? { toolCalls } : {}),
      ...(reasoning ? { reasoning } : {}),
    }),
  );
}

/** Status and error only (no text): small enough to succeed when a full disk refused the whole answer. */
export async function markMessageFailed(db: ChatDb, id: string, error: MessageError): Promise<void> {
  await db.messages.update(id, { status: 'error', error });
}

/**
 * Removes the given messages (regenerate / edit-and-resend) and appends the replacements in one step,
 * their seqs allocated inside the transaction like appendMessages; the stored replacements are returned.
 */
export async function replaceTail(
  db: ChatDb,
  conversationId: string,
  removeIds: string[],
  patchUser: { id: string; text: string } | null,
  add: readonly Omit<Message, 'seq'>[],
  now: string,
): Promise<Message[]> {
  return writeSearchable(db, [db.conversations, db.messages], async () => {
    await db.messages.bulkDelete(removeIds);
    if (patchUser) await db.messages.update(patchUser.id, { text: patchUser.text });
    return appendAfterLast(db, conversationId, add, now);
  });
}

export async function renameConversation(db: ChatDb, id: string, title: string): Promise<boolean> {
  return (await writeSearchable(db, [db.conversations], () => db.conversations.update(id, { title }))) === 1;
}

/**
 * Pins or archives a conversation (an archived one is never pinned). Only these two fields change; `false`
 * removes the field, so a chat that was never pinned or archived looks exactly as before.
 */
export async function placeConversation(db: ChatDb, id: string, place: { pinned?: boolean; archived?: boolean }): Promise<boolean> {
  const changes: { pinned?: true; archived?: true } = {};
  if (place.pinned !== undefined) changes.pinned = place.pinned ? true : undefined;
  if (place.archived !== undefined) changes.archived = place.archived ? true : undefined;
  if (place.archived) changes.pinned = undefined;
  return (await db.conversations.update(id, changes)) === 1;
}

export async function deleteConversation(db: ChatDb, id: string): Promise<void> {
  await writeSearchable(db, [db.conversations, db.messages, db.threads, db.taskRuns], () => deleteConversationIn(db, id));
}

/** The same, in the transaction these tables belong to (the database's own, or a transaction's bound tables). */
export async function deleteConversationIn(t: ChatTables, id: string): Promise<void> {
  await t.messages.where('conversationId').equals(id).delete();
  await t.threads.delete(id);
  await t.taskRuns.delete(id);
  await t.conversations.delete(id);
}

/** Temporary chats are not kept once closed; those a closed tab left behind are found here. */
export async function listTemporaryConversationIds(db: ChatDb): Promise<string[]> {
  // One read of every row, filtered here: a filtered cursor takes a round trip per conversation (2,000 over a
  // year of chats), during the start-up work the sidebar's list waits for.
  return (await db.conversations.toArray()).filter((c) => c.temporary === true).map((c) => c.id);
}

export async function putThread(db: ChatDb, thread: ThreadState): Promise<void> {
  await db.threads.put(thread);
}

/**
 * Stores a compacted thread only if no other compaction (another tab) moved the thread meanwhile and the
 * conversation still exists. Returns whether it was stored.
 */
export async function putThreadIfUnchanged(db: ChatDb, next: ThreadState, expectedThroughId: string | null): Promise<boolean> {
  return db.transaction('rw', db.threads, db.conversations, async () => {
    if (!(await db.conversations.get(next.conversationId))) return false;
    const current = await db.threads.get(next.conversationId);
    if ((current?.compactedThroughMessageId ?? null) !== expectedThroughId) return false;
    await db.threads.put(next);
    return true;
  });
}

/**
 * Stores a compacted thread built from the thread as it is inside the transaction: a decision
 * unpinned while the model worked is seen by `build`, so it never comes back. Refused, returning false,
 * when the conversation is gone or another compaction moved the thread meanwhile. `build` must be pure.
 */
export async function putCompactedThread(
  db: ChatDb,
  conversationId: string,
  expectedThroughId: string | null,
  build: (current: ThreadState | undefined) => ThreadState,
): Promise<ThreadState | null> {
  return db.transaction('rw', db.threads, db.conversations, async () => {
    if (!(await db.conversations.get(conversationId))) return null;
    const current = await db.threads.get(conversationId);
    if ((current?.compactedThroughMessageId ?? null) !== expectedThroughId) return null;
    const next = build(current);
    await db.threads.put(next);
    return next;
  });
}

/** Read-modify-write of one thread in one transaction; `change` must be pure. False when there is no thread. */
export async function updateThread(db: ChatDb, conversationId: string, change: (thread: ThreadState) => ThreadState): Promise<boolean> {
  return db.transaction('rw', db.threads, async () => {
    const current = await db.threads.get(conversationId);
    if (!current) return false;
    const next = change(current);
    if (next !== current) await db.threads.put(next);
    return true;
  });
}

/** Messages left `streaming` by a closed tab; the caller decides which are really orphaned. */
export async function listStreamingMessages(db: ChatDb): Promise<Message[]> {
  return db.messages.where('status').equals('streaming').toArray();
}

export async function markInterrupted(db: ChatDb, ids: string[], error: MessageError): Promise<void> {
  if (ids.length === 0) return;
  await db.transaction('rw', db.messages, async () => {
    for (const id of ids) await db.messages.update(id, { status: 'interrupted', error });
  });
}

/** Imported conversations with their messages and threads, all or nothing. */
export async function putConversationBundles(
  db: ChatDb,
  bundles: readonly { conversation: Conversation; messages: readonly Message[]; thread?: ThreadState }[],
): Promise<void> {
  await db.transaction('rw', db.conversations, db.messages, db.threads, async () => {
    for (const b of bundles) {
      await db.conversations.add(b.conversation);
      await db.messages.bulkAdd([...b.messages]);
      // Older export files carry decisions without ids; unpin needs one.
      if (b.thread)
        await db.threads.put({
          ...b.thread,
          pinnedDecisions: b.thread.pinnedDecisions.map((d) => (d.id ? d : { ...d, id: crypto.randomUUID() })),
        });
    }
  });
}

/**
 * Imports conversations with the plan decided inside the write transaction, against the ids
 * stored at that moment, so a conversation written meanwhile is never overwritten. `plan` must be pure.
 */
export async function applyConversationImport<
  P extends { toPut: readonly { conversation: Conversation; messages: readonly Message[]; thread?: ThreadState }[] },
>(db: ChatDb, plan: (existing: { conversationIds: ReadonlySet<string>; messageIds: ReadonlySet<string> }) => P): Promise<P> {
  return db.transaction('rw', db.conversations, db.messages, db.threads, async () => {
    const conversationIds = new Set((await db.conversations.toCollection().primaryKeys()) as string[]);
    const messageIds = new Set((await db.messages.toCollection().primaryKeys()) as string[]);
    const decided = plan({ conversationIds, messageIds });
    await putConversationBundles(db, decided.toPut);
    return decided;
  });
}

export async function listMessageIds(db: ChatDb): Promise<string[]> {
  return (await db.messages.toCollection().primaryKeys()) as string[];
}
