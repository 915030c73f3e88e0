import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { Conversation, Message, TaskRun, ThreadState } from '../chat';
import {
  foldConversationSlots,
  foldMessageSlots,
  foldTaskRunSlots,
  foldThreadSlots,
  messageRowFromFold,
  taskRunFromFold,
  threadRowFromFold,
} from './chatFold';
import {
  conversationSlotFromRow,
  conversationTombstoneSlot,
  messageSlotFromRow,
  messageTombstoneSlot,
  taskRunSlotFromRow,
  threadSlotFromRow,
} from './chatRows';
import type { Rev } from './clock';
import { orderMessages, seqChanges, type OrderedMessage } from './messageOrder';
import type { OrderItem } from './payloads';
import { DEVICES } from './slots.testutil';

const [A, B] = DEVICES;
const rev = (w: number, d: string): Rev => [w, 0, d];
const absent = { kind: 'absent' } as const;
const chat: Conversation = {
  id: 'c1',
  title: 'Peaches',
  mode: 'ordinary_chat',
  createdAt: '2026-11-01T00:00:00.000Z',
  lastActiveAt: '2026-11-01T00:00:00.000Z',
};
const message = (id: string, over: Partial<Message> = {}): Message => ({
  id,
  conversationId: 'c1',
  role: 'user',
  text: `text ${id}`,
  status: 'complete',
  createdAt: '2026-11-01T00:00:00.000Z',
  seq: 0,
  ...over,
});

describe('conversations', () => {
  it('given a rename on A and later activity on B, when folded, then the title is A’s and the last activity B’s', () => {
    const base = foldConversationSlots([conversationSlotFromRow(chat, absent, rev(1, A))!]);
    const renamed = conversationSlotFromRow({ ...chat, title: 'Stone fruit' }, base, rev(5, A))!;
    const active = conversationSlotFromRow({ ...chat, lastActiveAt: '2026-11-03T00:00:00.000Z' }, base, rev(4, B))!;
    const f = foldConversationSlots([active, renamed]);
    expect(f).toMatchObject({
      kind: 'present',
      record: { value: { title: 'Stone fruit', lastActiveAt: '2026-11-03T00:00:00.000Z', mode: 'ordinary_chat' } },
    });
  });

  it('given a tombstone and a later edit, when folded, then the conversation stays deleted (ids are never reused)', () => {
    const edit = conversationSlotFromRow({ ...chat, title: 'Later' }, absent, rev(9, A))!;
    expect(foldConversationSlots([edit, conversationTombstoneSlot('c1', rev(3, B))])).toEqual({ kind: 'deleted', del: rev(3, B) });
  });

  it('given a conversation this device knows as deleted, when its row is written again (a re-import), then the slot keeps the removal', () => {
    const deleted = foldConversationSlots([conversationTombstoneSlot('c1', rev(3, A))]);
    const again = conversationSlotFromRow(chat, deleted, rev(9, A))!;
    expect(foldConversationSlots([again]).kind).toBe('deleted');
  });

  it('given a temporary chat, when mirrored, then it has no slot at all', () => {
    expect(conversationSlotFromRow({ ...chat, temporary: true }, absent, rev(1, A))).toBeUndefined();
  });
});

describe('messages, threads and task runs', () => {
  it('given a streaming message, when mirrored, then it has no slot; once complete it has one without its local seq', () => {
    expect(messageSlotFromRow(message('m1', { status: 'streaming' }), absent, rev(1, A))).toBeUndefined();
    const slot = messageSlotFromRow(message('m1', { seq: 7 }), absent, rev(1, A))!;
    expect(JSON.stringify(slot)).not.toContain('seq');
    const f = foldMessageSlots([slot]);
    expect(f.kind === 'present' && messageRowFromFold(f.record, 3)).toEqual(message('m1', { seq: 3 }));
  });

  it('given an edit on one device and a delete on another, when folded, then the delete wins', () => {
    const edit = messageSlotFromRow(message('m1', { text: 'edited' }), absent, rev(9, A))!;
    expect(foldMessageSlots([edit, messageTombstoneSlot('m1', 'c1', rev(2, B))]).kind).toBe('deleted');
  });

  it('given a running task run from another device, when received, then it is stored paused with its item queued again', () => {
    const run: TaskRun = {
      goal: 'plan a trip',
      state: 'running',
      items: [
        { title: 'one', detail: 'd', status: 'done', result: 'ok' },
        { title: 'two', detail: 'd', status: 'running' },
      ],
    };
    const f = foldTaskRunSlots([taskRunSlotFromRow('c1', run, absent, rev(3, A))]);
    if (f.kind !== 'present') throw new Error('expected a run');
    const here = taskRunFromFold(f.record);
    expect(here.state).toBe('paused');
    expect(here.items.map((i) => i.status)).toEqual(['done', 'pending']);
  });

  it('given a thread compacted through m2 on A, when B’s messages land before m2, then the summary is stale here', () => {
    const thread: ThreadState = {
      conversationId: 'c1',
      summary: 'talked about peaches',
      pinnedDecisions: [],
      compactedThroughMessageId: 'm2',
      lastCompactedAt: '2026-11-01T00:00:00.000Z',
    };
    const f = foldThreadSlots([threadSlotFromRow(thread, 2, absent, rev(4, A))]);
    if (f.kind !== 'present') throw new Error('expected a thread');
    expect(threadRowFromFold(f.record, ['m1', 'm2', 'm3'])).toEqual({ row: thread, stale: false });
    expect(threadRowFromFold(f.record, ['m1', 'b1', 'm2', 'm3']).stale).toBe(true);
    expect(threadRowFromFold(f.record, ['m1', 'm3']).stale).toBe(true);
  });
});

describe('message order', () => {
  const msg = (id: string, conversationId = 'c1', createdAt = '2026-11-01T00:00:00.000Z'): OrderedMessage => ({
    id,
    conversationId,
    createdAt,
  });
  const item = (m: string, c = 'c1'): OrderItem => ({ v: 1, c, m });

  it('given the order array, when ordered, then duplicates keep their first place, deleted ones are skipped and unsynced ones follow', () => {
    const order = [item('a'), item('x', 'c2'), item('b'), item('a'), item('gone')];
    const messages = [msg('b'), msg('a'), msg('x', 'c2'), msg('late', 'c1', '2026-11-02T00:00:00.000Z')];
    expect(orderMessages(order, messages)).toEqual(
      new Map([
        ['c1', ['a', 'b', 'late']],
        ['c2', ['x']],
      ]),
    );
    expect(
      seqChanges(
        ['a', 'b', 'late'],
        new Map([
          ['a', 0],
          ['b', 2],
          ['late', 1],
        ]),
      ),
    ).toEqual([
      { id: 'b', seq: 1 },
      { id: 'late', seq: 2 },
    ]);
  });

  it('never loses a message except a deleted one: every existing message is placed exactly once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('m1', 'm2', 'm3', 'm4', 'm5'), { maxLength: 12 }),
        fc.subarray(['m1', 'm2', 'm3', 'm4', 'm5', 'm6']),
        (orderIds, existing) => {
          const out = orderMessages(
            orderIds.map((m) => item(m)),
            existing.map((m) => msg(m)),
          );
          expect([...(out.get('c1') ?? [])].sort()).toEqual([...existing].sort());
        },
      ),
      { numRuns: 200 },
    );
  });

  it('given two devices that each append a run of messages offline, when their Y.Docs exchange updates, then both show the same order with each run contiguous', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }), (prefix, runA, runB) => {
        const a = new Y.Doc();
        const b = new Y.Doc();
        const items = (names: string[]) => names.map((m) => ({ c: 'c1', m }));
        a.getArray<{ c: string; m: string }>('o').push(items(Array.from({ length: prefix }, (_, i) => `p${i}`)));
        Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
        a.getArray<{ c: string; m: string }>('o').push(items(Array.from({ length: runA }, (_, i) => `a${i}`)));
        b.getArray<{ c: string; m: string }>('o').push(items(Array.from({ length: runB }, (_, i) => `b${i}`)));
        Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
        Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
        const order = (doc: Y.Doc) => {
          const o = doc.getArray<{ c: string; m: string }>('o').toArray();
          const all = o.map((x) => x.m);
          return orderMessages(
            o.map((x) => ({ v: 1, ...x })),
            all.map((m) => msg(m)),
          ).get('c1')!;
        };
        const onA = order(a);
        expect(order(b)).toEqual(onA);
        const joined = onA.map((m) => m[0]).join('');
        expect(joined).toMatch(/^p*(a+b+|b+a+)$/);
      }),
      { numRuns: 60 },
    );
  });
});
