import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { randomBytes } from 'node:crypto';
import { openChatDb } from './chatDb';
import { finishMessage, placeConversation, writeMessageReasoning } from './chatStore';

const freshSession = () => randomBytes(8).toString('hex');

describe('chat database versions', () => {
  it('given the version-1 schema with data, when opened by the current code, then every row and index is kept and task runs can be stored', async () => {
    const hash = freshSession();
    const v1 = new Dexie(`mindkeep-chat-${hash}`);
    v1.version(1).stores({
      conversations: 'id, lastActiveAt',
      messages: 'id, conversationId, [conversationId+seq], status',
      threads: 'conversationId',
    });
    await v1.table('conversations').add({ id: 'c', title: 'kept', mode: 'ordinary_chat', createdAt: 'a', lastActiveAt: 'a' });
    await v1.table('messages').bulkAdd([
      { id: 'm0', conversationId: 'c', role: 'user', text: 'hi', status: 'complete', createdAt: 'a', seq: 0 },
      { id: 'm1', conversationId: 'c', role: 'assistant', text: 'half', status: 'streaming', createdAt: 'a', seq: 1 },
    ]);
    await v1
      .table('threads')
      .add({ conversationId: 'c', summary: 'S', pinnedDecisions: [], compactedThroughMessageId: null, lastCompactedAt: null });
    v1.close();

    const current = openChatDb(hash);
    await current.open();
    expect(current.verno).toBe(6);
    expect(await current.conversations.get('c')).toMatchObject({ title: 'kept' });
    expect((await current.messages.where('[conversationId+seq]').between(['c', 0], ['c', 9]).toArray()).map((m) => m.id)).toEqual([
      'm0',
      'm1',
    ]);
    expect(await current.messages.where('status').equals('streaming').count()).toBe(1);
    expect(await current.threads.get('c')).toMatchObject({ summary: 'S' });
    await current.taskRuns.put({ conversationId: 'c', run: { goal: 'g', items: [], state: 'planning' }, updatedAt: 'b' });
    expect(await current.taskRuns.get('c')).toMatchObject({ run: { goal: 'g' } });
    current.close();
  });

  it('given version-2 threads with pinned decisions without ids, when opened (v3), then each decision gets a distinct id and nothing else changes', async () => {
    const hash = freshSession();
    const v2 = new Dexie(`mindkeep-chat-${hash}`);
    v2.version(1).stores({
      conversations: 'id, lastActiveAt',
      messages: 'id, conversationId, [conversationId+seq], status',
      threads: 'conversationId',
    });
    v2.version(2).stores({ taskRuns: 'conversationId' });
    const decisions = [
      { text: 'Use React.', subject: 'framework', type: 'project_context' },
      { text: 'Use pnpm.', subject: 'packages', type: 'workflow_preference' },
    ];
    await v2
      .table('threads')
      .add({ conversationId: 'c', summary: 'S', pinnedDecisions: decisions, compactedThroughMessageId: 'm1', lastCompactedAt: 'a' });
    v2.close();

    const current = openChatDb(hash);
    await current.open();
    const thread = await current.threads.get('c');
    expect(thread).toMatchObject({ summary: 'S', compactedThroughMessageId: 'm1', pinnedDecisions: decisions });
    const ids = thread!.pinnedDecisions.map((d) => d.id);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(2);
    current.close();
  });

  it('given a version-3 database with messages, when opened (v4), then every row is kept, the search tables are added empty and later writes are logged', async () => {
    const hash = freshSession();
    const v3 = new Dexie(`mindkeep-chat-${hash}`);
    v3.version(1).stores({
      conversations: 'id, lastActiveAt',
      messages: 'id, conversationId, [conversationId+seq], status',
      threads: 'conversationId',
    });
    v3.version(2).stores({ taskRuns: 'conversationId' });
    v3.version(3).stores({});
    await v3.table('conversations').add({ id: 'c', title: 'kept', mode: 'ordinary_chat', createdAt: 'a', lastActiveAt: 'a' });
    await v3.table('messages').add({ id: 'm0', conversationId: 'c', role: 'user', text: 'hi', status: 'complete', createdAt: 'a', seq: 0 });
    v3.close();

    const current = openChatDb(hash);
    await current.open();
    expect(current.verno).toBe(6);
    expect(await current.messages.get('m0')).toMatchObject({ text: 'hi' });
    expect(await current.conversations.get('c')).toMatchObject({ title: 'kept' });
    expect(await current.searchMeta.count()).toBe(0);
    expect(await current.searchLog.count()).toBe(0);
    await current.messages.update('m0', { text: 'hello' });
    expect((await current.searchLog.toArray()).map((e) => [e.kind, e.id])).toEqual([['m', 'm0']]);
    current.close();
  });

  it('given a version-4 database with a conversation, when opened (v5), then no row is rewritten and messages can be found by parent', async () => {
    const hash = freshSession();
    const v4 = new Dexie(`mindkeep-chat-${hash}`);
    v4.version(1).stores({
      conversations: 'id, lastActiveAt',
      messages: 'id, conversationId, [conversationId+seq], status',
      threads: 'conversationId',
    });
    v4.version(2).stores({ taskRuns: 'conversationId' });
    v4.version(3).stores({});
    v4.version(4).stores({ searchLog: '++seq', searchDocs: 'num, &key, cid', searchPostings: '[term+seg]', searchMeta: 'key' });
    const rows = [
      { id: 'm0', conversationId: 'c', role: 'user', text: 'hi', status: 'complete', createdAt: 'a', seq: 0 },
      { id: 'm1', conversationId: 'c', role: 'assistant', text: 'hello', status: 'complete', createdAt: 'a', seq: 1 },
    ];
    await v4.table('messages').bulkAdd(rows);
    v4.close();

    const current = openChatDb(hash);
    await current.open();
    expect(current.verno).toBe(6);
    expect(await current.messages.toArray()).toStrictEqual(rows);
    await current.messages.add({
      id: 'm2',
      conversationId: 'c',
      role: 'assistant',
      text: 'again',
      status: 'complete',
      createdAt: 'b',
      seq: 2,
      parentId: 'm0',
    });
    expect((await current.messages.where('parentId').equals('m0').toArray()).map((m) => m.id)).toEqual(['m2']);
    current.close();
  });

  it('given rows written before answers kept reasoning, when an answer is finished with reasoning, then it is kept with no schema change and older rows read unchanged', async () => {
    // Reasoning is an unindexed field, like tool calls: the stored schema (and its version) stays the same.
    const db = openChatDb(freshSession());
    await db.messages.bulkAdd([
      { id: 'old', conversationId: 'c', role: 'assistant', text: 'before', status: 'complete', createdAt: 'a', seq: 0 },
      { id: 'new', conversationId: 'c', role: 'assistant', text: '', status: 'streaming', createdAt: 'a', seq: 1 },
    ]);
    await writeMessageReasoning(db, 'new', { text: 'so far' });
    expect(await db.messages.get('new')).toMatchObject({ status: 'streaming', reasoning: { text: 'so far' } });
    await finishMessage(db, 'new', { text: 'Answer.', status: 'complete', reasoning: { text: 'so far, done', durationMs: 1500 } });
    expect(await db.messages.get('new')).toMatchObject({ text: 'Answer.', reasoning: { text: 'so far, done', durationMs: 1500 } });
    expect(await db.messages.get('old')).toEqual({
      id: 'old',
      conversationId: 'c',
      role: 'assistant',
      text: 'before',
      status: 'complete',
      createdAt: 'a',
      seq: 0,
    });
    db.close();
  });

  it('given conversations written before pins and the archive, when one is pinned, archived and restored, then only those fields change and a restored one is as before', async () => {
    // Unindexed fields again: no new database version, and no existing row is rewritten.
    const db = openChatDb(freshSession());
    const plain = { id: 'c', title: 'Trip', mode: 'ordinary_chat' as const, createdAt: 'a', lastActiveAt: 'b' };
    await db.conversations.bulkAdd([plain, { ...plain, id: 'other' }]);
    expect(await placeConversation(db, 'c', { pinned: true })).toBe(true);
    expect(await db.conversations.get('c')).toEqual({ ...plain, pinned: true });
    // Archiving unpins: an archived chat is out of the list, so it cannot sit at its top.
    await placeConversation(db, 'c', { archived: true });
    expect(await db.conversations.get('c')).toEqual({ ...plain, archived: true });
    await placeConversation(db, 'c', { archived: false });
    expect(await db.conversations.get('c')).toStrictEqual(plain);
    expect(await db.conversations.get('other')).toStrictEqual({ ...plain, id: 'other' });
    expect(await placeConversation(db, 'gone', { pinned: true })).toBe(false);
    expect(db.verno).toBe(6);
    db.close();
  });
});
