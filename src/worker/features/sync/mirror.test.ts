import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, Message } from '../../../chat';
import { NAMESPACE } from '../../../memory/__fixtures__/candidates';
import { listMessages, readSyncLog, startConversation } from '../../../storage';
import { RECORDS_MAP } from '../../../sync';
import { closeDevices, device, link, peach, settle } from './mirrorDevices.testutil';

// Two devices' mirrors over real (fake-indexeddb) databases, their documents joined in memory the way
// the relay joins them (mirrorDevices.testutil.ts): records, conversations and trees cross; what may not, does not.

afterEach(closeDevices);

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
