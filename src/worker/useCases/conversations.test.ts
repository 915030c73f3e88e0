import 'fake-indexeddb/auto';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Message } from '../../chat/records';
import { listRecentMessages, openChatDb, startConversation, type ChatDb } from '../../storage';
import { createConversationCases, FIRST_WINDOW } from './conversations';
import type { SessionContext } from './sessionContext';

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

  it('given 300 stored messages, when subscribed, then every list shown is the newest window or the whole history, ending with the whole history', async () => {
    db = openChatDb(randomBytes(8).toString('hex'));
    await startConversation(
      db,
      { id: 'c', title: 'Long', mode: 'ordinary_chat', createdAt: at, lastActiveAt: at },
      Array.from({ length: 300 }, (_, i) => message(i)),
    );
    const session: SessionContext = {
      open: async () => ({ ok: true, value: { recoveredInterrupted: 0 } }),
      chatDb: () => db,
      sessionHash: () => null,
    };
    const cases = createConversationCases(session);
    const seen: number[][] = [];
    const id = cases.subscribeMessages('c', (messages) => seen.push(messages.map((m) => m.seq)));
    await expect.poll(() => seen.at(-1)?.length).toBe(300);
    cases.unsubscribe(id);
    const newest = Array.from({ length: FIRST_WINDOW }, (_, i) => 300 - FIRST_WINDOW + i);
    const all = Array.from({ length: 300 }, (_, i) => i);
    for (const list of seen) expect([JSON.stringify(newest), JSON.stringify(all)]).toContain(JSON.stringify(list));
    expect(seen.at(-1)).toEqual(all);
  });
});
