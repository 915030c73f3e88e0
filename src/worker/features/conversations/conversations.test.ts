import 'fake-indexeddb/auto';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Message } from '../../../chat/records';
import { appendMessages, listRecentMessages, openChatDb, startConversation, type ChatDb } from '../../../storage';
import { createSubscriptions } from '../../common/subscriptions';
import type { SessionContext } from '../session';
import { createConversationCases, FIRST_WINDOW } from './conversations';

let db: ChatDb;
afterEach(async () => {
  await db.delete();
});

const at = new Date(Date.UTC(2026, 0, 1)).toISOString();
const message = (seq: number): Message => ({
  id: `m${String(seq).padStart(3, '0')}`,
  conversationId: 'c',
  role: seq % 2 ? 'assistant' : 'user',
  text: `message ${seq}`,
  status: 'complete',
  createdAt: at,
  seq,
});

describe('opening a conversation', () => {
  it('given 100 stored messages, when the newest are read, then they are the last ones in order', async () => {
    db = openChatDb(randomBytes(8).toString('hex'));
    await startConversation(
      db,
      { id: 'c', title: 'Long', mode: 'ordinary_chat', createdAt: at, lastActiveAt: at },
      Array.from({ length: 100 }, (_, i) => message(i)),
    );
    expect((await listRecentMessages(db, 'c', 30)).map((m) => m.seq)).toEqual(Array.from({ length: 30 }, (_, i) => 70 + i));
  });

  const opened = async (count: number) => {
    db = openChatDb(randomBytes(8).toString('hex'));
    await startConversation(
      db,
      { id: 'c', title: 'Long', mode: 'ordinary_chat', createdAt: at, lastActiveAt: at },
      Array.from({ length: count }, (_, i) => message(i)),
    );
    const session: SessionContext = {
      open: async () => ({ ok: true, value: { recoveredInterrupted: 0 } }),
      chatDb: () => db,
      sessionHash: () => null,
    };
    const subscriptions = createSubscriptions();
    return { ...createConversationCases(session, subscriptions), unsubscribe: subscriptions.unsubscribe };
  };
  const seqs = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

  it('given 300 stored messages, when subscribed, then only the newest window is ever read, never the whole history', async () => {
    const cases = await opened(300);
    const seen: number[][] = [];
    const id = cases.subscribeMessages('c', (messages) => seen.push(messages.map((m) => m.seq)));
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    // A new message arrives live (any full-history answer would have come before it).
    const { seq: _seq, ...fresh } = message(0);
    await appendMessages(db, 'c', [{ ...fresh, id: 'new' }], at);
    await expect.poll(() => seen.at(-1)?.at(-1)).toBe(300);
    cases.unsubscribe(id);
    expect(seen[0]).toEqual(seqs(300 - FIRST_WINDOW, 300));
    for (const list of seen) expect(list.length).toBe(FIRST_WINDOW);
    // New messages arrive live; the window slides to keep the newest.
    expect(seen.at(-1)).toEqual(seqs(301 - FIRST_WINDOW, 301));
  });

  it('given 300 stored messages, when the window grows by a page at a time, then older messages come in and it stops at the first', async () => {
    const cases = await opened(300);
    const windows: number[][] = [];
    for (const limit of [FIRST_WINDOW, 2 * FIRST_WINDOW, 3 * FIRST_WINDOW, 4 * FIRST_WINDOW]) {
      const seen: number[][] = [];
      const id = cases.subscribeMessages('c', (messages) => seen.push(messages.map((m) => m.seq)), limit);
      await expect.poll(() => seen.length).toBeGreaterThan(0);
      cases.unsubscribe(id);
      windows.push(seen[0] ?? []);
    }
    expect(windows).toEqual([seqs(200, 300), seqs(100, 300), seqs(0, 300), seqs(0, 300)]);
  });
});
