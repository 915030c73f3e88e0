import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMockServer } from '../../../../tools/mock-openai/vitest';
import { listMessages, openChatDb } from '../../../storage';
import { bootWorker, testModelSettings } from '../../workerHarness.testutil';

// Nothing lost, nothing leaked, with two "tabs" = two worker APIs on one session.
const server = useMockServer({ chunkDelayMs: 1 });

/** Web Locks shared by every worker API of this process, as a browser shares them between tabs. */
function installSharedLocks() {
  const held = new Set<string>();
  const locks = {
    async request(name: string, cb: () => Promise<unknown>) {
      held.add(name);
      try {
        return await cb();
      } finally {
        held.delete(name);
      }
    },
    async query() {
      return { held: [...held].map((name) => ({ name, mode: 'exclusive' })), pending: [] };
    },
  };
  vi.stubGlobal('navigator', { locks, onLine: true });
}

beforeEach(() => installSharedLocks());
afterEach(() => vi.unstubAllGlobals());

const settings = () => testModelSettings(server.baseURL);

describe('message order is decided inside the write transaction', () => {
  it('given two tabs sending to one conversation at once, when both are stored, then seqs are distinct, ordered, and the export re-imports', async () => {
    const tabA = await bootWorker();
    const tabB = await bootWorker(tabA.hash);
    const first = await tabA.api.sendMessage({
      conversationId: null,
      mode: 'ordinary_chat',
      text: 'start',
      settings: settings(),
      onEvent: () => undefined,
    });
    const conversationId = first.ok ? first.value.conversationId : '';
    const sends = Array.from({ length: 6 }, (_, i) =>
      (i % 2 ? tabB : tabA).api.sendMessage({
        conversationId,
        mode: 'ordinary_chat',
        text: `message ${i}`,
        settings: settings(),
        onEvent: () => undefined,
      }),
    );
    await Promise.all(sends);
    const messages = await listMessages(tabA.db, conversationId);
    expect(messages).toHaveLength(14);
    const seqs = messages.map((m) => m.seq);
    expect(new Set(seqs).size).toBe(seqs.length);
    // Each question is directly followed by its own answer placeholder.
    for (let i = 0; i < messages.length; i += 2) expect([messages[i]!.role, messages[i + 1]!.role]).toEqual(['user', 'assistant']);

    const exported = await tabA.api.exportData({ includeConversations: true });
    expect(exported.ok).toBe(true);
    const fresh = await bootWorker();
    const imported = await fresh.api.importData({ source: exported.ok ? exported.value : '' });
    expect(imported.ok && imported.value.conversations).toMatchObject({ added: [conversationId], skipped: [] });
  });
});

describe('Regenerate / Edit / Delete are refused while any tab streams in the conversation', () => {
  it("given tab A streaming, when tab B regenerates, edits or deletes, then each is refused and A's answer is kept whole", async () => {
    const tabA = await bootWorker();
    const tabB = await bootWorker(tabA.hash);
    const first = await tabA.api.sendMessage({
      conversationId: null,
      mode: 'ordinary_chat',
      text: 'first',
      settings: settings(),
      onEvent: () => undefined,
    });
    const conversationId = first.ok ? first.value.conversationId : '';
    const firstUserId = (await listMessages(tabA.db, conversationId))[0]!.id;

    server.mock.script({
      match: { kind: 'chat', lastUserContains: 'second' },
      chunks: Array.from({ length: 30 }, (_, i) => `w${i} `),
      chunkDelayMs: 15,
    });
    let started!: () => void;
    const isStarted = new Promise<void>((r) => (started = r));
    const streaming = tabA.api.sendMessage({
      conversationId,
      mode: 'ordinary_chat',
      text: 'second',
      settings: settings(),
      onEvent: (e) => e.type === 'delta' && started(),
    });
    await isStarted;

    const regenerate = await tabB.api.regenerate({ conversationId: conversationId, settings: settings(), onEvent: () => undefined });
    const edit = await tabB.api.editAndResend({ messageId: firstUserId, text: 'edited', settings: settings(), onEvent: () => undefined });
    const remove = await tabB.api.deleteConversation({ id: conversationId });
    for (const r of [regenerate, edit, remove]) expect(r).toMatchObject({ ok: false, error: { code: 'streaming_elsewhere' } });

    const done = await streaming;
    expect(done.ok && done.value.status).toBe('complete');
    const messages = await listMessages(tabB.db, conversationId);
    expect(messages.at(-1)).toMatchObject({ status: 'complete', text: Array.from({ length: 30 }, (_, i) => `w${i} `).join('') });
    expect(messages[0]!.text).toBe('first');

    // Once nothing streams, the other tab may regenerate again.
    const again = await tabB.api.regenerate({ conversationId: conversationId, settings: settings(), onEvent: () => undefined });
    expect(again.ok && again.value.status).toBe('complete');
  });

  it('given a streaming row whose tab is gone (no lock), when regenerating, then it is not refused', async () => {
    const tab = await bootWorker();
    const first = await tab.api.sendMessage({
      conversationId: null,
      mode: 'ordinary_chat',
      text: 'q',
      settings: settings(),
      onEvent: () => undefined,
    });
    const conversationId = first.ok ? first.value.conversationId : '';
    const last = (await listMessages(tab.db, conversationId)).at(-1)!;
    await tab.db.messages.update(last.id, { status: 'streaming' });
    const again = await tab.api.regenerate({ conversationId: conversationId, settings: settings(), onEvent: () => undefined });
    expect(again.ok && again.value.status).toBe('complete');
  });
});

describe('only a cleaned base URL is stored or exported', () => {
  const SECRETS = ['secret-password', 'leaky-user', 'query-key-123', 'frag-456'];
  it('given a base URL with user-info, query and fragment, when a turn fails, then no store and no export holds them', async () => {
    const tab = await bootWorker();
    const port = new URL(server.baseURL).port;
    const dirty = `http://leaky-user:secret-password@127.0.0.1:${port}/v1?api-key=query-key-123#frag-456`;
    const result = await tab.api.sendMessage({
      conversationId: null,
      mode: 'ordinary_chat',
      text: 'hello',
      settings: { ...settings(), baseURL: dirty },
      onEvent: () => undefined,
    });
    expect(result.ok && result.value.status).toBe('error');
    const conversationId = result.ok ? result.value.conversationId : '';
    const stored = JSON.stringify(await listMessages(tab.db, conversationId));
    expect(stored).toContain(`http://127.0.0.1:${port}/v1`);
    const exported = await tab.api.exportData({ includeConversations: true });
    for (const s of SECRETS) {
      expect(stored).not.toContain(s);
      expect(exported.ok && exported.value).not.toContain(s);
    }
  });

  it('given an import file whose stored error holds a dirty base URL, when imported, then only the cleaned URL is stored', async () => {
    const source = await bootWorker();
    const sent = await source.api.sendMessage({
      conversationId: null,
      mode: 'ordinary_chat',
      text: 'x',
      settings: settings(),
      onEvent: () => undefined,
    });
    const conversationId = sent.ok ? sent.value.conversationId : '';
    const exported = await source.api.exportData({ includeConversations: true });
    const file = JSON.parse(exported.ok ? exported.value : '{}');
    file.conversations[0].messages[1].status = 'error';
    file.conversations[0].messages[1].error = {
      code: 'network',
      message: 'x',
      baseURL: 'https://leaky-user:secret-password@proxy.example/v1?api-key=query-key-123#frag-456',
      values: { baseUrl: 'https://leaky-user:secret-password@proxy.example/v1?api-key=query-key-123#frag-456' },
    };
    const target = await bootWorker();
    const imported = await target.api.importData({ source: JSON.stringify(file) });
    expect(imported.ok).toBe(true);
    const rows = JSON.stringify(await listMessages(openChatDb(target.hash), conversationId));
    expect(rows).toContain('https://proxy.example/v1');
    for (const s of SECRETS) expect(rows).not.toContain(s);
  });
});

describe('import reads and checks the file in the worker', () => {
  it('given an export as a file, when imported, then it is read with progress and its conversations are added', async () => {
    const source = await bootWorker();
    const sent = await source.api.sendMessage({
      conversationId: null,
      mode: 'ordinary_chat',
      text: 'to move',
      settings: settings(),
      onEvent: () => undefined,
    });
    const exported = await source.api.exportData({ includeConversations: true });
    const target = await bootWorker();
    const phases: string[] = [];
    const imported = await target.api.importData({
      source: new Blob([exported.ok ? exported.value : '']),
      onProgress: (p) => phases.push(p.phase),
    });
    expect(imported.ok && imported.value.conversations?.added).toEqual([sent.ok ? sent.value.conversationId : '']);
    expect(phases[0]).toBe('reading');
    expect(phases).toContain('checking');
    expect(phases.at(-1)).toBe('writing');
  });

  it('given a file that is not an export, when imported, then a clear error comes back and nothing is written', async () => {
    const target = await bootWorker();
    const imported = await target.api.importData({ source: new Blob(['<html>not json</html>']) });
    expect(imported).toMatchObject({ ok: false, error: { code: 'not_json' } });
    expect(await target.db.conversations.count()).toBe(0);
  });
});
