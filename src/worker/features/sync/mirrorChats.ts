import type * as Y from 'yjs';
import type { Conversation, Message } from '../../../chat';
import { deleteConversationIn, type ChatDb, type ChatTables } from '../../../storage';
import {
  canonicalJson,
  conversationRowFromFold,
  conversationSlotFromRow,
  conversationTombstoneSlot,
  foldConversationSlots,
  foldMessageSlots,
  messageSlotFromRow,
  messageRowFromFold,
  messageTombstoneSlot,
  openOrderItem,
  orderMessages,
  PAYLOAD_VERSION,
  seqChanges,
  type ConversationSlot,
  type MessageSlot,
  type OrderItem,
  type Rev,
  type SlotContext,
  type SlotPayload,
} from '../../../sync';
import type { KnownRecords } from './knownRecords';

// The mirror for conversations and messages. Outbound: what this device changed, compared with the fold of
// every device's slots, becomes a new version of this device's slot. Inbound: the fold of what changed is
// written here in bulk, and each touched conversation's seq recomputed from the shared order.

/** A change of this device's to seal into its slot, with the message's place in its conversation when new. */
export interface Outgoing {
  payload: SlotPayload;
  order?: OrderItem;
}

export interface ChatsMirrorDeps {
  readonly ctx: SlotContext;
  chatDb(): ChatDb;
  /** The chat document's shared order of messages (sealed items). */
  orderArray(): Y.Array<Uint8Array>;
  slotsOf<S extends SlotPayload>(t: S['t'], k: string): S[];
  nextRev(): Rev;
  pushAll(items: readonly Outgoing[]): Promise<void>;
  /** The records this device held when the mirror last looked (shared with the memory side). */
  readonly known: KnownRecords;
}

export function createChatsMirror(deps: ChatsMirrorDeps) {
  const { ctx, slotsOf, nextRev } = deps;
  const orderCache = new WeakMap<Uint8Array, OrderItem | null>();
  /** Conversations and messages (with their conversation) present here when last looked at: one gone since was deleted here. */
  const knownConversations = deps.known.conversations;
  const knownMessages = deps.known.messages;

  function conversationChange(row: Conversation): Outgoing | undefined {
    const known = foldConversationSlots(slotsOf<ConversationSlot>('conversation', row.id));
    const same = known.kind === 'present' && known.record.value.title === row.title && row.lastActiveAt <= known.record.value.lastActiveAt;
    if (same || known.kind === 'deleted') return undefined;
    const next = conversationSlotFromRow(row, known, nextRev());
    return next ? { payload: next } : undefined;
  }

  function messageChange(row: Message): Outgoing | undefined {
    const known = foldMessageSlots(slotsOf<MessageSlot>('message', row.id));
    if (known.kind === 'deleted') return undefined;
    const next = messageSlotFromRow(row, known, nextRev());
    if (!next || (known.kind === 'present' && next.content === known.record.content)) return undefined;
    // A message's first order item places it on every device.
    return { payload: next, ...(known.kind === 'absent' ? { order: { v: PAYLOAD_VERSION, c: row.conversationId, m: row.id } } : {}) };
  }

  function conversationGone(id: string): Outgoing | undefined {
    knownConversations.delete(id);
    return foldConversationSlots(slotsOf<ConversationSlot>('conversation', id)).kind === 'present'
      ? { payload: conversationTombstoneSlot(id, nextRev()) }
      : undefined;
  }

  function messageGone(id: string, conversationId: string | undefined): Outgoing | undefined {
    knownMessages.delete(id);
    const fold = foldMessageSlots(slotsOf<MessageSlot>('message', id));
    if (fold.kind !== 'present') return undefined;
    return { payload: messageTombstoneSlot(id, conversationId ?? fold.record.conversationId, nextRev()) };
  }

  /** Compares every conversation and message here with the documents: a first upload, and a restart's catch-up. */
  async function scan(): Promise<Set<string>> {
    const db = deps.chatDb();
    const conversations = (await db.conversations.toArray()).filter((c) => !c.temporary);
    const ids = new Set(conversations.map((c) => c.id));
    const outgoing: Outgoing[] = [];
    for (const row of conversations) {
      const change = conversationChange(row);
      if (change) outgoing.push(change);
    }
    for (const id of knownConversations.values()) {
      if (ids.has(id)) continue;
      const gone = conversationGone(id);
      if (gone) outgoing.push(gone);
    }
    knownConversations.replace(ids);

    // In each conversation's own order, so order items are pushed in it.
    const messages = (await db.messages.orderBy('[conversationId+seq]').toArray()).filter((m) => ids.has(m.conversationId));
    const here = new Map(messages.map((m) => [m.id, m.conversationId]));
    for (const row of messages) {
      const change = messageChange(row);
      if (change) outgoing.push(change);
    }
    for (const [id, conversationId] of knownMessages.entries()) {
      if (here.has(id)) continue;
      const gone = messageGone(id, conversationId);
      if (gone) outgoing.push(gone);
    }
    knownMessages.replace(here);
    await deps.pushAll(outgoing);
    return ids;
  }

  /**
   * Sends only these records, as the sync log names them: each is read back (in bulk) and compared with
   * the documents. A record no longer here was deleted here.
   */
  async function send(conversationIds: readonly string[], messageIds: readonly string[]): Promise<void> {
    if (conversationIds.length === 0 && messageIds.length === 0) return;
    const db = deps.chatDb();
    const outgoing: Outgoing[] = [];
    const rows = await db.conversations.bulkGet([...conversationIds]);
    for (const [i, id] of conversationIds.entries()) {
      const row = rows[i];
      if (!row) {
        const gone = conversationGone(id);
        if (gone) outgoing.push(gone);
      } else if (!row.temporary) {
        const change = conversationChange(row);
        if (change) outgoing.push(change);
        knownConversations.add(id);
      }
    }
    const messages = await db.messages.bulkGet([...messageIds]);
    const present: Message[] = [];
    for (const [i, id] of messageIds.entries()) {
      const row = messages[i];
      if (row) present.push(row);
      else {
        const gone = messageGone(id, knownMessages.get(id));
        if (gone) outgoing.push(gone);
      }
    }
    // Only messages of a conversation kept here and not temporary; in their conversation's order.
    const parents = new Map(
      (await db.conversations.bulkGet([...new Set(present.map((m) => m.conversationId))])).flatMap((c) => (c ? [[c.id, c]] : [])),
    );
    present.sort((a, b) => (a.conversationId === b.conversationId ? a.seq - b.seq : a.conversationId < b.conversationId ? -1 : 1));
    for (const row of present) {
      const parent = parents.get(row.conversationId);
      if (!parent || parent.temporary) continue;
      const change = messageChange(row);
      if (change) outgoing.push(change);
      knownMessages.set(row.id, row.conversationId);
    }
    await deps.pushAll(outgoing);
  }

  /**
   * Writes the fold of these conversations here, reading and writing them in bulk: a new device receives
   * thousands of records at once, and a read and a write per record made that minutes.
   */
  async function applyConversations(ids: readonly string[], t: ChatTables) {
    if (ids.length === 0) return;
    const locals = await t.conversations.bulkGet([...ids]);
    const put: Conversation[] = [];
    const gone: string[] = [];
    for (const [i, id] of ids.entries()) {
      const local = locals[i];
      const fold = foldConversationSlots(slotsOf<ConversationSlot>('conversation', id));
      if (fold.kind === 'deleted') {
        if (local) gone.push(id);
        knownConversations.delete(id);
        continue;
      }
      if (fold.kind !== 'present' || local?.temporary) continue;
      const { pinned, archived } = local ?? {};
      const row: Conversation = {
        ...conversationRowFromFold(fold.record),
        ...(pinned ? { pinned } : {}),
        ...(archived ? { archived } : {}),
      };
      if (!local || canonicalJson(local) !== canonicalJson(row)) put.push(row);
      knownConversations.add(id);
    }
    for (const id of gone) await deleteConversationIn(t, id);
    if (put.length > 0) await t.conversations.bulkPut(put);
  }

  /** Writes the fold of these messages here, in bulk; returns the conversations whose order must be recomputed. */
  async function applyMessages(ids: readonly string[], t: ChatTables): Promise<Set<string>> {
    const reorderIds = new Set<string>();
    if (ids.length === 0) return reorderIds;
    const locals = await t.messages.bulkGet([...ids]);
    const put: Message[] = [];
    const gone: string[] = [];
    for (const [i, id] of ids.entries()) {
      const local = locals[i];
      const fold = foldMessageSlots(slotsOf<MessageSlot>('message', id));
      if (fold.kind === 'deleted') {
        if (local) {
          gone.push(id);
          reorderIds.add(local.conversationId);
        }
        knownMessages.delete(id);
        continue;
      }
      if (fold.kind !== 'present' || local?.status === 'streaming') continue;
      if (foldConversationSlots(slotsOf<ConversationSlot>('conversation', fold.record.conversationId)).kind === 'deleted') continue;
      const row = messageRowFromFold(fold.record, local?.seq ?? Number.MAX_SAFE_INTEGER);
      if (!local || canonicalJson(local) !== canonicalJson(row)) put.push(row);
      knownMessages.set(id, row.conversationId);
      reorderIds.add(row.conversationId);
    }
    if (gone.length > 0) await t.messages.bulkDelete(gone);
    if (put.length > 0) await t.messages.bulkPut(put);
    return reorderIds;
  }

  async function orderItems(): Promise<OrderItem[]> {
    const out: OrderItem[] = [];
    for (const sealed of deps.orderArray().toArray()) {
      let item = orderCache.get(sealed);
      if (item === undefined) {
        const opened = await openOrderItem(ctx, sealed);
        item = opened.ok ? opened.value : null;
        orderCache.set(sealed, item);
      }
      if (item) out.push(item);
    }
    return out;
  }

  /** seq is this device's: each message's rank in its conversation, from the shared order array (`orderItems`, opened beforehand). */
  async function reorder(conversationIds: ReadonlySet<string>, order: readonly OrderItem[], t: ChatTables) {
    for (const conversationId of conversationIds) {
      const messages: Message[] = await t.messages.where('conversationId').equals(conversationId).toArray();
      const ordered = orderMessages(order, messages).get(conversationId) ?? [];
      const changes = seqChanges(ordered, new Map(messages.map((m) => [m.id, m.seq])));
      for (const c of changes) await t.messages.update(c.id, { seq: c.seq });
    }
  }

  return {
    scan,
    send,
    applyConversations,
    applyMessages,
    orderItems,
    reorder,
  };
}
