import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { useMockServer } from '../../../../tools/mock-openai/vitest';
import { embedTexts } from '../../../llm';
import { API_KEY, candidate, scriptCandidates, seedTurn, startPipeline, type Harness } from './pipeline.testutil';

// Meaning-based recall in the worker: vectors are computed after writes, a backfill follows setting a model, a
// model change re-embeds, and a request fuses rules and meaning or falls back to rules with a reason.

const server = useMockServer({ chunkDelayMs: 0 });
const TS = candidate({
  text: 'The user prefers TypeScript over JavaScript.',
  tags: ['typescript', 'javascript'],
  identity: { subject: 'TypeScript', facet: null, polarity: 'prefer' },
  evidence: 'I prefer TypeScript over JavaScript',
});
const PARAPHRASE = 'what language should I use for my new web project?';
const request = (userText: string) => ({ conversationId: 'c-later', assistantMessageId: crypto.randomUUID(), userText });

async function rememberTypeScript(h: Harness): Promise<void> {
  scriptCandidates(server, TS);
  await h.pipeline.enqueueExtraction(await seedTurn(h.chat, 'I prefer TypeScript over JavaScript, remember that'));
  await h.pipeline.whenIdle();
}

// A generous deadline except where a test is about the deadline: a loaded test machine is not a slow endpoint.
const withEmbeddings = (h: Harness, embeddingModel: string, more: { embedDeadlineMs?: number } = {}) =>
  h.pipeline.setCallSettings({
    apiKey: API_KEY,
    baseURL: server.baseURL,
    memoryModel: 'mock-memory',
    embeddingModel,
    embedDeadlineMs: 5_000,
    ...more,
  });

describe('meaning-based recall in the worker', () => {
  it('Given a remembered preference, when a paraphrase is asked, then meaning recalls it with embeddings on and the rules alone do not', async () => {
    const h = await startPipeline(server);
    await rememberTypeScript(h);
    expect(await h.pipeline.recallForRequest(request(PARAPHRASE))).toBeNull();

    withEmbeddings(h, 'mock-embed');
    await h.pipeline.whenIdle();
    expect(await h.inspect.vectors.count()).toBe(1);
    expect(h.pipeline.status().meaning).toMatchObject({ state: 'ready', embedded: 1, total: 1 });
    const message = await h.pipeline.recallForRequest(request(PARAPHRASE));
    expect(message).toContain('TypeScript');
    // The recall log is written after the request has left: wait for it.
    await h.pipeline.whenIdle();
    const [entry] = await h.inspect.recallLog.toArray();
    expect(entry?.meaning).toEqual({ used: true, model: 'mock-embed' });
    expect(entry?.items[0]).toMatchObject({ meaningMatched: true, ruleScore: 0, semantic: expect.any(Number) });
    // Unrelated questions still inject nothing.
    expect(await h.pipeline.recallForRequest(request('How tall is Mount Everest?'))).toBeNull();
  });

  it('Given an embedding model set after memories exist, then a backfill embeds them in batches of at most 64', async () => {
    const h = await startPipeline(server);
    const now = '2026-03-01T10:00:00.000Z';
    await h.inspect.memories.bulkAdd(
      Array.from({ length: 70 }, (_, i) => ({
        schemaVersion: 'user-memory.v1' as const,
        namespace: ['mindkeep', 'user-memory', 'v1', h.hash],
        stableKey: `workflow_preference:item-${i}`,
        type: 'workflow_preference' as const,
        text: `The user wants item ${i} handled first.`,
        identity: { subject: `item ${i}` },
        tags: [`item${i}`],
        confidence: 0.9,
        status: 'active' as const,
        source: 'import' as const,
        sourceConversationId: 'c',
        createdAt: now,
        updatedAt: now,
      })),
    );
    server.mock.reset();
    withEmbeddings(h, 'mock-embed');
    await h.pipeline.whenIdle();
    expect(await h.inspect.vectors.count()).toBe(70);
    const sizes = server.mock
      .log()
      .filter((e) => e.kind === 'embeddings')
      .map((e) => (e.body.input as string[]).length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(64);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(70 + 32);
  });

  it('Given vectors of one model, when the model changes, then every memory is embedded again with the new one', async () => {
    const h = await startPipeline(server);
    await rememberTypeScript(h);
    withEmbeddings(h, 'mock-embed');
    await h.pipeline.whenIdle();
    withEmbeddings(h, 'text-embedding-3-small');
    await h.pipeline.whenIdle();
    const [vector] = await h.inspect.vectors.toArray();
    expect(vector).toMatchObject({ model: 'text-embedding-3-small', dimension: 512 });
    expect(await h.pipeline.recallForRequest(request(PARAPHRASE))).toContain('TypeScript');
  });

  it('Given an edit of the memory, then its vector is recomputed (the text hash changed)', async () => {
    const h = await startPipeline(server);
    await rememberTypeScript(h);
    withEmbeddings(h, 'mock-embed');
    await h.pipeline.whenIdle();
    const before = (await h.inspect.vectors.toArray())[0]?.textHash;
    const m = (await h.inspect.memories.toArray())[0];
    if (!m) throw new Error('no memory');
    await h.inspect.memories.put({ ...m, tags: [...m.tags, 'programming language'], updatedAt: '2026-03-02T00:00:00.000Z' });
    // The edit reaches the embedding jobs through the database's change feed: wait until it has been re-embedded.
    await vi.waitFor(async () => {
      await h.pipeline.whenIdle();
      expect((await h.inspect.vectors.toArray())[0]?.textHash).not.toBe(before);
    });
  });

  it('Given an endpoint without embeddings (404), then recall uses the rules alone and the status says why', async () => {
    const h = await startPipeline(server);
    await rememberTypeScript(h);
    server.mock.options({ embeddings: false });
    withEmbeddings(h, 'mock-embed');
    await h.pipeline.whenIdle();
    expect(h.pipeline.status().meaning).toMatchObject({
      state: 'failed',
      reason: { code: 'embeddings_not_found', values: { model: 'mock-embed' } },
    });
    expect(await h.pipeline.recallForRequest(request('Set up a new TypeScript project'))).toContain('TypeScript');
    // The recall log is written after the request has left: wait for it.
    await h.pipeline.whenIdle();
    expect((await h.inspect.recallLog.toArray())[0]?.meaning).toMatchObject({ used: false });
  });

  it('Given a slow embeddings endpoint, then the request waits no longer than the deadline and the rules answer', async () => {
    // The question's embedding is held until the test releases it: recall can only answer through its deadline.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    let holding = false;
    const h = await startPipeline(server, {
      embed: async (settings, req) => {
        if (holding) await held;
        return embedTexts(settings, req);
      },
    });
    await rememberTypeScript(h);
    withEmbeddings(h, 'mock-embed', { embedDeadlineMs: 100 });
    await h.pipeline.whenIdle();
    holding = true;
    const message = await h.pipeline.recallForRequest(request('Set up a new TypeScript project'));
    expect(message).toContain('TypeScript');
    release();
    // The recall log is written after the request has left: wait for it.
    await h.pipeline.whenIdle();
    expect((await h.inspect.recallLog.toArray())[0]?.meaning).toEqual({ used: false, reason: 'timeout', model: 'mock-embed' });
    expect(h.pipeline.status().meaning?.lastFallback).toEqual({ code: 'timeout' });
  });

  it('Given the browser offline, then the rules answer without trying the endpoint, and the log says offline', async () => {
    const h = await startPipeline(server);
    await rememberTypeScript(h);
    withEmbeddings(h, 'mock-embed');
    await h.pipeline.whenIdle();
    server.mock.reset();
    vi.stubGlobal('navigator', { onLine: false });
    try {
      expect(await h.pipeline.recallForRequest(request('Set up a new TypeScript project'))).toContain('TypeScript');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(server.mock.log().filter((e) => e.kind === 'embeddings')).toEqual([]);
    // The recall log is written after the request has left: wait for it.
    await h.pipeline.whenIdle();
    expect((await h.inspect.recallLog.toArray())[0]?.meaning).toEqual({ used: false, reason: 'offline', model: 'mock-embed' });
  });

  it('Given a repeated question, then its embedding comes from the cache (one request for two recalls)', async () => {
    const h = await startPipeline(server);
    await rememberTypeScript(h);
    withEmbeddings(h, 'mock-embed');
    await h.pipeline.whenIdle();
    server.mock.reset();
    await h.pipeline.recallForRequest(request(PARAPHRASE));
    await h.pipeline.recallForRequest(request(`  ${PARAPHRASE.toUpperCase()} `));
    expect(server.mock.log().filter((e) => e.kind === 'embeddings')).toHaveLength(1);
  });

  it('Given memory paused, then no embedding request is made', async () => {
    const h = await startPipeline(server);
    await rememberTypeScript(h);
    h.pipeline.setPaused(true);
    server.mock.reset();
    withEmbeddings(h, 'mock-embed');
    await h.pipeline.whenIdle();
    expect(server.mock.log().filter((e) => e.kind === 'embeddings')).toEqual([]);
    expect(await h.inspect.vectors.count()).toBe(0);
  });
});
