import type { OrderItem } from './payloads';

/** What the order needs to know of a message that exists here (folded present, or local and not yet synced). */
export interface OrderedMessage {
  readonly id: string;
  readonly conversationId: string;
  readonly createdAt: string;
}

/**
 * Message order per conversation, from the chat document's one order array. Yjs keeps each device's run
 * of concurrent appends contiguous and in the same place on every replica, so two devices that each
 * added messages offline end up with A,A,B,B (or B,B,A,A) on both, never interleaved. Only messages that
 * exist count (a deleted message's item is skipped); the first item of a message places it (one pushed
 * twice, by two devices that imported the same file, keeps its first place); the message's own
 * conversation decides where it belongs. A message with no item yet (not synced, or its item lost)
 * follows, by creation time then id, so no message is ever dropped from its conversation.
 */
export function orderMessages(order: readonly OrderItem[], messages: readonly OrderedMessage[]): Map<string, string[]> {
  const byId = new Map(messages.map((m) => [m.id, m]));
  const placed = new Set<string>();
  const out = new Map<string, string[]>();
  const push = (m: OrderedMessage) => {
    placed.add(m.id);
    const list = out.get(m.conversationId);
    if (list) list.push(m.id);
    else out.set(m.conversationId, [m.id]);
  };
  for (const item of order) {
    const m = byId.get(item.m);
    if (m && !placed.has(m.id)) push(m);
  }
  const rest = messages
    .filter((m) => !placed.has(m.id))
    .sort((a, b) => (a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const m of rest) if (!placed.has(m.id)) push(m);
  return out;
}

/**
 * The `seq` changes a conversation needs so that its stored order is `orderedIds`: seq := rank. Only the
 * messages whose seq differs are returned (one bulk write per touched conversation).
 */
export function seqChanges(orderedIds: readonly string[], currentSeq: ReadonlyMap<string, number>): { id: string; seq: number }[] {
  return orderedIds.flatMap((id, seq) => (currentSeq.get(id) === seq ? [] : [{ id, seq }]));
}
