import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, Message } from '../../../chat';
import { memoryFrom, rawCandidate } from '../../../memory/__fixtures__/candidates';
import { incomingTransaction, listMessages, openSyncDb, readSyncLog, startConversation, type SyncDb } from '../../../storage';
import { RECORDS_MAP } from '../../../sync';
import { closeDevices, device, link, namedPair, peach, settle } from './mirrorDevices.testutil';
import type { SyncState } from './syncState';

// Two devices' mirrors (mirrorDevices.testutil.ts): the history of changes from another device, changes made while
// sync was not running, and the sync log.

afterEach(closeDevices);

describe('memory history of changes from another device', () => {
  it('given A listed as "Work laptop", when A adds, edits and suppresses a memory, then B’s history names A for each, and a delete for good takes it', async () => {
    const { a, b } = await namedPair();

    await a.memoryDb.memories.put(peach());
    await a.mirror.sendChanges();
    await settle(a, b);
    await a.memoryDb.memories.update(peach().stableKey, { text: '用户很喜欢吃桃子。' });
    await a.mirror.sendChanges();
    await settle(a, b);
    await a.memoryDb.memories.update(peach().stableKey, { status: 'suppressed', suppressedAt: '2026-11-05T01:00:00.000Z' });
    await a.mirror.sendChanges();
    await settle(a, b);

    const history = await b.memoryDb.history.where('stableKey').equals(peach().stableKey).sortBy('id');
    expect(history.map((h) => [h.outcome, h.device, h.conversationId, h.after?.text])).toEqual([
      ['written', 'Work laptop', 'sync', '用户喜欢吃桃子。'],
      ['updated', 'Work laptop', 'sync', '用户很喜欢吃桃子。'],
      ['suppressed', 'Work laptop', 'sync', '用户很喜欢吃桃子。'],
    ]);
    // A's own changes coming back through the documents write nothing into A's history.
    expect(await a.memoryDb.history.count()).toBe(0);

    await a.memoryDb.memories.delete(peach().stableKey);
    await a.mirror.sendChanges();
    await settle(a, b);
    expect(await b.memoryDb.history.count()).toBe(0);
  });

  it('given B likes peaches, when A says it avoids them later, then B suppresses its preference with a history entry naming A as the reason', async () => {
    const { a, b } = await namedPair();
    const prefer = memoryFrom(rawCandidate({ text: '用户喜欢吃桃子。', polarity: 'prefer' }), '2026-11-01T00:00:00.000Z');
    const avoid = memoryFrom(rawCandidate({ text: '用户不喜欢吃桃子。', polarity: 'avoid' }), '2026-11-10T00:00:00.000Z');
    await b.memoryDb.memories.put(prefer);
    await b.mirror.scan();
    await settle(a, b);
    await a.memoryDb.memories.put(avoid);
    await a.mirror.scan();
    await settle(a, b);

    expect(await b.memoryDb.memories.get(prefer.stableKey)).toMatchObject({ status: 'suppressed' });
    expect(await b.memoryDb.memories.get(avoid.stableKey)).toMatchObject({ status: 'active' });
    const history = await b.memoryDb.history.where('stableKey').equals(prefer.stableKey).toArray();
    expect(history.map((h) => [h.outcome, h.cause, h.device, h.conversationId, h.before?.status, h.after?.status])).toEqual([
      ['suppressed', 'opposite_preference', 'Work laptop', 'sync', 'active', 'suppressed'],
    ]);
    // The suppression goes out as B's own change: A has it too, and seeing it again adds nothing to B's history.
    await b.mirror.scan();
    await settle(a, b);
    expect(await a.memoryDb.memories.get(prefer.stableKey)).toMatchObject({ status: 'suppressed' });
    expect(await b.memoryDb.history.where('stableKey').equals(prefer.stableKey).count()).toBe(1);
  });
});

describe('changes made while sync was not running', () => {
  it('given a stopped mirror, when it is stopped again (the tab closes after sync was turned off), then it removes nothing twice', async () => {
    const a = await device('AAAAAAAAAAA');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    a.mirror.stop();
    a.mirror.stop();
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('given A stored its documents and stopped, when A deletes one memory, edits another and adds a message, then on restart all three reach B', async () => {
    const syncDb = openSyncDb('a'.repeat(16));
    const stored: { hash: string; syncDb: SyncDb; state?: SyncState } = { hash: 'a'.repeat(16), syncDb };
    const a = await device('AAAAAAAAAAA', undefined, stored);
    const b = await device('BBBBBBBBBBB');
    link(a, b);
    const plum = memoryFrom(rawCandidate({ text: '用户喜欢吃李子。', subject: '李子', tags: ['李子'] }), '2026-11-01T00:00:00.000Z');
    await a.memoryDb.memories.bulkPut([peach(), plum]);
    const conversation: Conversation = {
      id: 'conv-offline',
      title: 'Fruit',
      mode: 'ordinary_chat',
      createdAt: '2026-11-05T00:00:00.000Z',
      lastActiveAt: '2026-11-05T00:00:01.000Z',
    };
    const message = (id: string, seq: number): Message => ({
      id,
      conversationId: conversation.id,
      role: 'user',
      text: id,
      status: 'complete',
      createdAt: '2026-11-05T00:00:00.000Z',
      seq,
    });
    await startConversation(a.chatDb, conversation, [message('m-1', 0)]);
    await a.mirror.sendChanges();
    await settle(a, b);
    await stored.state!.flushed();
    expect(await b.memoryDb.memories.count()).toBe(2);

    // The tab closes: the mirror and its documents are gone; the change happens with nothing watching.
    a.mirror.stop();
    await a.memoryDb.memories.delete(peach().stableKey);
    await a.memoryDb.memories.update(plum.stableKey, { text: '用户非常喜欢吃李子。' });
    await a.chatDb.messages.add(message('m-2', 1));
    a.memoryDb.close();
    a.chatDb.close();

    // A starts again from what it stored; only then does it meet B.
    const again = await device('AAAAAAAAAAA', undefined, { hash: stored.hash, syncDb });
    expect(again.docs.memory.getMap(RECORDS_MAP).size).toBeGreaterThan(0);
    await again.mirror.catchUp();
    expect(await again.memoryDb.memories.get(peach().stableKey)).toBeUndefined();
    link(again, b);
    await settle(again, b);

    expect(await b.memoryDb.memories.get(peach().stableKey)).toBeUndefined();
    expect((await b.memoryDb.memories.get(plum.stableKey))?.text).toBe('用户非常喜欢吃李子。');
    expect((await listMessages(b.chatDb, conversation.id)).map((m) => m.id)).toEqual(['m-1', 'm-2']);
    expect((await again.memoryDb.memories.get(plum.stableKey))?.text).toBe('用户非常喜欢吃李子。');
    syncDb.close();
  });
});

describe('the sync log', () => {
  it('given A’s changes logged with each write, when A sends them, then only what the log names is read, what B applied is not logged, and the logs end empty', async () => {
    const a = await device('AAAAAAAAAAA');
    const b = await device('BBBBBBBBBBB');
    link(a, b);
    await a.memoryDb.memories.put(peach());
    expect((await readSyncLog(a.memoryDb)).map((e) => e.k)).toEqual([peach().stableKey]);
    await a.mirror.sendChanges();
    await settle(a, b);
    expect(await b.memoryDb.memories.get(peach().stableKey)).toMatchObject({ status: 'active' });
    // What arrived from A was written in an incoming transaction: B has nothing of its own to send.
    expect(await readSyncLog(b.memoryDb)).toEqual([]);
    expect(await readSyncLog(a.memoryDb)).toEqual([]);

    // A row changed with no log entry (as only sync itself writes) is not read by the log's path...
    const plum = memoryFrom(rawCandidate({ text: '用户喜欢吃李子。', subject: '李子', tags: ['李子'] }), '2026-11-01T00:00:00.000Z');
    await incomingTransaction(a.memoryDb, ['memories'], () => a.memoryDb.memories.put(plum));
    await a.mirror.sendChanges();
    await settle(a, b);
    expect(await b.memoryDb.memories.get(plum.stableKey)).toBeUndefined();
    // ...while the full comparison (a first upload, a restart) still finds it.
    await a.mirror.scan();
    await settle(a, b);
    expect(await b.memoryDb.memories.get(plum.stableKey)).toMatchObject({ text: '用户喜欢吃李子。' });
  });
});
