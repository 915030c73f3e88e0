import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../chat/records';
import { arrangeConversations, dateGroupOf, groupConversationsByDate } from './dateGroups';

const local = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).toISOString();
const conv = (id: string, lastActiveAt: string): Conversation => ({
  id,
  title: id,
  mode: 'ordinary_chat',
  createdAt: lastActiveAt,
  lastActiveAt,
});
const now = new Date(2026, 10, 30, 9, 0); // 30 Nov 2026, 09:00 local

describe('sidebar date groups', () => {
  it('given activity at various ages, then each falls in Today, Yesterday, 7 days, 30 days or its month', () => {
    expect(dateGroupOf(local(2026, 11, 30, 0), now)).toEqual({ kind: 'today' });
    expect(dateGroupOf(local(2026, 11, 29, 23), now)).toEqual({ kind: 'yesterday' });
    expect(dateGroupOf(local(2026, 11, 23), now)).toEqual({ kind: 'previous7' });
    expect(dateGroupOf(local(2026, 11, 22), now)).toEqual({ kind: 'previous30' });
    expect(dateGroupOf(local(2026, 10, 31), now)).toEqual({ kind: 'previous30' });
    expect(dateGroupOf(local(2026, 10, 30), now)).toEqual({ kind: 'month', year: 2026, month: 9 });
    expect(dateGroupOf(local(2025, 12, 1), now)).toEqual({ kind: 'month', year: 2025, month: 11 });
  });

  it('given a newest-first list, then one heading precedes each group and the order is kept', () => {
    const rows = groupConversationsByDate(
      [
        conv('a', local(2026, 11, 30)),
        conv('b', local(2026, 11, 30, 1)),
        conv('c', local(2026, 11, 29)),
        conv('d', local(2026, 3, 2)),
        conv('e', local(2026, 3, 1)),
      ],
      now,
    );
    expect(rows.map((r) => r.key)).toEqual(['group:today', 'a', 'b', 'group:yesterday', 'c', 'group:month-2026-2', 'd', 'e']);
  });
});

describe('pinned chats and the archive', () => {
  const list = [
    conv('new', local(2026, 11, 30, 8)),
    { ...conv('pin-new', local(2026, 11, 30, 7)), pinned: true },
    { ...conv('arch', local(2026, 11, 30, 6)), archived: true },
    conv('old', local(2026, 11, 20)),
    { ...conv('pin-old', local(2026, 10, 1)), pinned: true },
    // Archived wins: an archived chat is out of the list, also when it was pinned.
    { ...conv('arch-pinned', local(2026, 10, 1)), archived: true, pinned: true },
  ];
  const keys = (rows: ReturnType<typeof arrangeConversations>) => rows.map((r) => (r.type === 'group' ? `#${r.group.kind}` : r.key));

  it('given pinned and archived chats, when arranged with the archive hidden, then pinned come first, newest first, and archived are left out', () => {
    expect(keys(arrangeConversations(list, now, false))).toEqual(['#pinned', 'pin-new', 'pin-old', '#today', 'new', '#previous30', 'old']);
  });

  it('given the archive shown, when arranged, then archived chats follow under their own heading', () => {
    expect(keys(arrangeConversations(list, now, true)).slice(-3)).toEqual(['#archived', 'arch', 'arch-pinned']);
  });

  it('given no pinned or archived chats, when arranged, then the list is the date groups alone', () => {
    const plain = [conv('a', local(2026, 11, 30)), conv('b', local(2026, 11, 29))];
    expect(arrangeConversations(plain, now, true)).toEqual(groupConversationsByDate(plain, now));
  });
});
