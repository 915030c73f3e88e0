import type { Conversation } from '../../chat/records';

/** Which sidebar group a conversation falls in, by its last activity in the user's local time. */
export type DateGroup = { kind: 'today' | 'yesterday' | 'previous7' | 'previous30' } | { kind: 'month'; year: number; month: number };

/** A heading of the list: pinned chats first, then the date groups, then (when shown) the archive. */
export type ListGroup = DateGroup | { kind: 'pinned' } | { kind: 'archived' };

export type SidebarRow =
  { type: 'group'; key: string; group: ListGroup } | { type: 'conversation'; key: string; conversation: Conversation };

const DAY_MS = 86_400_000;

function startOfLocalDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

export function dateGroupOf(lastActiveAt: string, now: Date): DateGroup {
  const at = new Date(lastActiveAt);
  const today = startOfLocalDay(now);
  // Calendar days, not 24-hour spans: DST days are 23 or 25 hours long.
  const daysAgo = Math.round((today - startOfLocalDay(at)) / DAY_MS);
  if (daysAgo <= 0) return { kind: 'today' };
  if (daysAgo === 1) return { kind: 'yesterday' };
  if (daysAgo <= 7) return { kind: 'previous7' };
  if (daysAgo <= 30) return { kind: 'previous30' };
  return { kind: 'month', year: at.getFullYear(), month: at.getMonth() };
}

const groupKey = (g: DateGroup) => (g.kind === 'month' ? `month-${g.year}-${g.month}` : g.kind);

/** Rows for the sidebar: a heading row before each group; conversations keep their order (newest first). */
export function groupConversationsByDate(conversations: readonly Conversation[], now: Date): SidebarRow[] {
  const rows: SidebarRow[] = [];
  let current = '';
  for (const conversation of conversations) {
    const group = dateGroupOf(conversation.lastActiveAt, now);
    const key = groupKey(group);
    if (key !== current) {
      rows.push({ type: 'group', key: `group:${key}`, group });
      current = key;
    }
    rows.push({ type: 'conversation', key: conversation.id, conversation });
  }
  return rows;
}

/**
 * The whole list: pinned chats under their own heading, the others by date, and archived chats (left out
 * of both) at the end under "Archived" when the user shows them. Each part keeps the newest-first order.
 */
export function arrangeConversations(conversations: readonly Conversation[], now: Date, showArchived: boolean): SidebarRow[] {
  const pinned = conversations.filter((c) => c.pinned && !c.archived);
  const archived = conversations.filter((c) => c.archived);
  const rest = conversations.filter((c) => !c.pinned && !c.archived);
  const section = (kind: 'pinned' | 'archived', list: readonly Conversation[]): SidebarRow[] =>
    list.length === 0
      ? []
      : [
          { type: 'group', key: `group:${kind}`, group: { kind } },
          ...list.map((conversation): SidebarRow => ({ type: 'conversation', key: conversation.id, conversation })),
        ];
  return [...section('pinned', pinned), ...groupConversationsByDate(rest, now), ...(showArchived ? section('archived', archived) : [])];
}
