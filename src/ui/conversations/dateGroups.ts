import type { Conversation } from '../../chat/records';

/** Which sidebar group a conversation falls in, by its last activity in the user's local time. */
export type DateGroup = { kind: 'today' | 'yesterday' | 'previous7' | 'previous30' } | { kind: 'month'; year: number; month: number };

export type SidebarRow =
  { type: 'group'; key: string; group: DateGroup } | { type: 'conversation'; key: string; conversation: Conversation };

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
