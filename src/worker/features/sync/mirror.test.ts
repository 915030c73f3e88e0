import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import type { Conversation, Message } from '../../../chat';
import { memoryFrom, NAMESPACE, rawCandidate } from '../../../memory/__fixtures__/candidates';
import {
  incomingTransaction,
  listMessages,
  logSyncChanges,
  openChatDb,
  openMemoryDb,
  openSyncDb,
  readSyncLog,
  startConversation,
  type ChatDb,
  type MemoryDb,
  type SyncDb,
} from '../../../storage';
import { RECORDS_MAP } from '../../../sync';
import { slotContext } from '../../../sync/slots.testutil';
import { createDeviceList } from './deviceList';
import { createMirror, type Mirror } from './mirror';
import { createSyncState, type SyncState } from './syncState';

// Two devices' mirrors over real (fake-indexeddb) databases, their documents joined in memory the way
// the relay joins them: every update one side makes is applied on the other.

interface Device {
  readonly memoryDb: MemoryDb;
  readonly chatDb: ChatDb;
  readonly docs: { memory: Y.Doc; chat: Y.Doc };
  readonly mirror: Mirror;
}

let made = 0;
const opened: Device[] = [];

/** `stored`: the device keeps its documents and known records in this sync database, as the engine does. */
async function device(
  slot: string,
  passphrase?: string,
  stored?: { hash: string; syncDb: SyncDb; state?: SyncState },
  deviceName?: (slot: string) => Promise<string | undefined>,
): Promise<Device> {
  made += 1;
  const hash = stored?.hash ?? `${made}`.padStart(16, '0');
  const memoryDb = openMemoryDb(hash);
  const chatDb = openChatDb(hash);
  logSyncChanges([memoryDb.name, chatDb.name], true);
  const docs = { memory: new Y.Doc(), chat: new Y.Doc() };
  let now = Date.parse('2026-11-05T00:00:00.000Z') + made * 60_000;
  const ctx = await slotContext(passphrase);
  if (stored) {
    stored.state = createSyncState(stored.syncDb, ctx.keys.rooms);
    await stored.state.loadDocs(docs);
    stored.state.keepUpdates(docs);
  }
  const mirror = createMirror({
    ctx,
    slot,
    docs,
    now: () => (now += 1000),
    memoryDb: () => memoryDb,
    chatDb: () => chatDb,
    namespace: () => NAMESPACE,
    secrets: () => ['sk-test-secret-key-123456'],
    ...(stored?.state ? { known: stored.state.known } : {}),
    ...(deviceName ? { deviceName } : {}),
  });
  const d = { memoryDb, chatDb, docs, mirror };
  opened.push(d);
  return d;
}

/** Joins two devices' documents both ways, as two clients of one relay room. */
function link(a: Device, b: Device) {
  for (const name of ['memory', 'chat'] as const) {
    Y.applyUpdate(b.docs[name], Y.encodeStateAsUpdate(a.docs[name]), 'remote');
    Y.applyUpdate(a.docs[name], Y.encodeStateAsUpdate(b.docs[name]), 'remote');
    a.docs[name].on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(b.docs[name], u, 'remote'));
    b.docs[name].on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(a.docs[name], u, 'remote'));
  }
}

const settle = async (...devices: Device[]) => {
  for (let round = 0; round < 2; round++) for (const d of devices) await d.mirror.idle();
};

afterEach(() => {
  for (const d of opened.splice(0)) {
    d.mirror.stop();
    d.memoryDb.close();
    d.chatDb.close();
  }
});

const peach = () => memoryFrom(rawCandidate({ text: '用户喜欢吃桃子。' }), '2026-11-01T00:00:00.000Z');

describe('the sync mirror between two devices', () => {
  it('given a memory added on A, when A sends its changes, then B stores it; when B forgets it, A has it suppressed; when A deletes it for good, B loses it', async () => {
    const a = await device('AAAAAAAAAAA');
    const b = await device('BBBBBBBBBBB');
    link(a, b);
    await a.memoryDb.memories.put(peach());
    await a.mirror.sendChanges();
    await settle(a, b);
    const onB = await b.memoryDb.memories.get(peach().stableKey);
    expect(onB).toMatchObject({ text: '用户喜欢吃桃子。', status: 'active', namespace: [...NAMESPACE] });

    await b.memoryDb.memories.update(peach().stableKey, { status: 'suppressed', suppressedAt: '2026-11-05T01:00:00.000Z' });
    await b.mirror.sendChanges();
    await settle(a, b);
    expect(await a.memoryDb.memories.get(peach().stableKey)).toMatchObject({ status: 'suppressed' });

    await a.memoryDb.memories.delete(peach().stableKey);
    await a.mirror.sendChanges();
    await settle(a, b);
    expect(await b.memoryDb.memories.get(peach().stableKey)).toBeUndefined();
  });

  it('given a conversation with messages on A, when A sends its changes, then B stores it in the same order, and nothing in the documents is plaintext', async () => {
    // Every step B takes must succeed (a failing step is only logged, and would leave the order unapplied).
    const failures = vi.spyOn(console, 'error');
    const a = await device('AAAAAAAAAAA');
    const b = await device('BBBBBBBBBBB');
    link(a, b);
    const conversation: Conversation = {
      id: 'conv-1',
      title: 'Peaches PLAINTEXT-TITLE',
      mode: 'ordinary_chat',
      createdAt: '2026-11-05T00:00:00.000Z',
      lastActiveAt: '2026-11-05T00:00:01.000Z',
    };
    const message = (id: string, seq: number, role: Message['role']): Message => ({
      id,
      conversationId: 'conv-1',
      role,
      text: `text ${id} PLAINTEXT-BODY`,
      status: 'complete',
      createdAt: '2026-11-05T00:00:00.000Z',
      seq,
    });
    await startConversation(a.chatDb, conversation, [message('m-2', 0, 'user'), message('m-1', 1, 'assistant')]);
    await a.chatDb.conversations.add({ ...conversation, id: 'temp-1', temporary: true });
    await a.mirror.sendChanges();
    await settle(a, b);

    expect(await b.chatDb.conversations.get('conv-1')).toEqual(conversation);
    expect(await b.chatDb.conversations.get('temp-1')).toBeUndefined();
    expect((await listMessages(b.chatDb, 'conv-1')).map((m) => [m.id, m.seq])).toEqual([
      ['m-2', 0],
      ['m-1', 1],
    ]);
    const stored = JSON.stringify(
      [...a.docs.chat.getMap(RECORDS_MAP).entries()].map(([k, v]) => [k, new TextDecoder().decode(v as Uint8Array)]),
    );
    for (const plain of ['PLAINTEXT', 'conv-1', 'm-1', 'Peaches']) expect(stored).not.toContain(plain);
    expect(failures.mock.calls.filter(([what]) => what === 'sync step failed')).toEqual([]);
    failures.mockRestore();

    await a.chatDb.conversations.delete('conv-1');
    await a.chatDb.messages.where('conversationId').equals('conv-1').delete();
    await a.mirror.sendChanges();
    await settle(a, b);
    expect(await b.chatDb.conversations.get('conv-1')).toBeUndefined();
    expect(await listMessages(b.chatDb, 'conv-1')).toEqual([]);
  });

  it('given a question with two answer versions on A, when A sends its changes, then B holds the same tree (each answer under the question)', async () => {
    const a = await device('AAAAAAAAAAA');
    const b = await device('BBBBBBBBBBB');
    link(a, b);
    const at = '2026-11-05T00:00:00.000Z';
    const base = { conversationId: 'conv-tree', status: 'complete' as const, createdAt: at };
    await startConversation(a.chatDb, { id: 'conv-tree', title: 'Tree', mode: 'ordinary_chat', createdAt: at, lastActiveAt: at }, [
      { ...base, id: 'q', role: 'user', text: 'question', seq: 0, parentId: null },
      { ...base, id: 'v1', role: 'assistant', text: 'first answer', seq: 1, parentId: 'q' },
      { ...base, id: 'v2', role: 'assistant', text: 'second answer', seq: 2, parentId: 'q' },
    ]);
    await a.mirror.sendChanges();
    await settle(a, b);
    expect((await listMessages(b.chatDb, 'conv-tree')).map((m) => [m.id, m.parentId, m.seq])).toEqual([
      ['q', null, 0],
      ['v1', 'q', 1],
      ['v2', 'q', 2],
    ]);
  });

  it('given a summarised chat with a running task on A, when it syncs, then B holds the summary and the run paused, and A’s run keeps running', async () => {
    const a = await device('AAAAAAAAAAA');
    const b = await device('BBBBBBBBBBB');
    link(a, b);
    const at = '2026-11-05T00:00:00.000Z';
    const base = { conversationId: 'conv-run', status: 'complete' as const, createdAt: at };
    await startConversation(a.chatDb, { id: 'conv-run', title: 'Trip', mode: 'ordinary_chat', createdAt: at, lastActiveAt: at }, [
      { ...base, id: 'r1', role: 'user', text: 'plan a trip', seq: 0 },
      { ...base, id: 'r2', role: 'assistant', text: 'here is a plan', seq: 1 },
    ]);
    const thread = {
      conversationId: 'conv-run',
      summary: 'a trip',
      pinnedDecisions: [],
      compactedThroughMessageId: 'r2',
      lastCompactedAt: at,
    };
    await a.chatDb.threads.put(thread);
    const run = {
      goal: 'plan a trip',
      state: 'running' as const,
      items: [
        { title: 'one', detail: 'd', status: 'done' as const, result: 'ok' },
        { title: 'two', detail: 'd', status: 'running' as const },
      ],
    };
    await a.chatDb.taskRuns.put({ conversationId: 'conv-run', run, updatedAt: at });
    await a.mirror.sendChanges();
    await settle(a, b);
    expect(await b.chatDb.threads.get('conv-run')).toEqual(thread);
    const onB = await b.chatDb.taskRuns.get('conv-run');
    expect(onB?.run.state).toBe('paused');
    expect(onB?.run.items.map((i) => i.status)).toEqual(['done', 'pending']);
    // All of it (conversation, messages and their order, thread, run) was written in incoming transactions.
    expect(await readSyncLog(b.chatDb)).toEqual([]);

    // B's paused copy is not a change of B's: sending B's changes sends nothing back, and A's run is untouched.
    await b.mirror.sendChanges();
    await settle(a, b);
    expect((await a.chatDb.taskRuns.get('conv-run'))?.run.state).toBe('running');

    // B holds a message before the summary's point that A did not summarise: A's next summary is stale
    // on B, and loses its point there so B's next compaction rebuilds it over B's history.
    await b.chatDb.messages.update('r2', { seq: 2 });
    await b.chatDb.messages.add({ ...base, id: 'b1', role: 'user', text: 'from B', seq: 1 });
    await a.chatDb.threads.put({ ...thread, summary: 'a longer trip' });
    await a.mirror.sendChanges();
    await settle(a, b);
    expect(await b.chatDb.threads.get('conv-run')).toEqual({ ...thread, summary: 'a longer trip', compactedThroughMessageId: null });
  });

  it('given a device with another passphrase on the same documents, when A syncs, then it stores nothing and counts the refusals', async () => {
    const a = await device('AAAAAAAAAAA');
    const stranger = await device('CCCCCCCCCCC', 'a different passphrase');
    link(a, stranger);
    await a.memoryDb.memories.put(peach());
    await a.mirror.sendChanges();
    await settle(a, stranger);
    expect(await stranger.memoryDb.memories.count()).toBe(0);
    expect(stranger.mirror.refusedCount()).toBeGreaterThan(0);
  });

  it('given a memory holding the API key slipped into the documents, when B folds it, then the gates refuse it here as an import would', async () => {
    const a = await device('AAAAAAAAAAA');
    const b = await device('BBBBBBBBBBB');
    link(a, b);
    const leaky = { ...peach(), text: '用户的密钥是 sk-test-secret-key-123456。' };
    await a.memoryDb.memories.put(leaky);
    await a.mirror.sendChanges();
    await settle(a, b);
    expect(await b.memoryDb.memories.count()).toBe(0);
  });
});

/** A and B linked, B naming A "Work laptop" from the Devices list in the memory document (as the engine does). */
async function namedPair(): Promise<{ a: Device; b: Device }> {
  const ctx = await slotContext();
  const list = (doc: Y.Doc, slot: string, name: string) =>
    createDeviceList({ ctx, doc, slot, name, now: () => Date.now(), onDevices: () => undefined, onRemoved: () => undefined });
  const docOfA = new Y.Doc();
  await list(docOfA, 'AAAAAAAAAAA', 'Work laptop').touch(true);
  const docOfB = new Y.Doc();
  Y.applyUpdate(docOfB, Y.encodeStateAsUpdate(docOfA), 'remote');
  const listOfB = list(docOfB, 'BBBBBBBBBBB', 'Phone');
  const a = await device('AAAAAAAAAAA');
  const b = await device('BBBBBBBBBBB', undefined, undefined, (slot) => listOfB.nameOf(slot));
  link(a, b);
  // The devices' names travel in the memory document: A's list entry is already in B's copy.
  Y.applyUpdate(b.docs.memory, Y.encodeStateAsUpdate(docOfB), 'remote');
  return { a, b };
}

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
