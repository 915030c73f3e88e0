import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../tools/mock-openai/vitest';
import { countPendingJobs, listJobs } from '../../../storage';
import { API_KEY, candidate, extractionRequests, lastUserContent, scriptCandidates, seedTurn, startPipeline } from './pipeline.testutil';

const server = useMockServer();

describe('extraction outbox', () => {
  it('given three completed turns, when enqueued, then three extraction requests go out in turn order', async () => {
    const h = await startPipeline(server);
    const turns = [];
    // Each turn states a preference (the pre-check lets it through) in a conversation of its own (no batch).
    for (const text of ['I prefer the first', 'I prefer the second', 'I prefer the third']) turns.push(await seedTurn(h.chat, text));
    for (const turn of turns) await h.pipeline.enqueueExtraction(turn);
    await h.pipeline.whenIdle();
    const requests = extractionRequests(server);
    expect(requests.map((r) => /### Latest user message\n(.*)/.exec(lastUserContent(r))?.[1])).toEqual([
      'I prefer the first',
      'I prefer the second',
      'I prefer the third',
    ]);
    expect((await listJobs(h.inspect)).map((j) => j.state)).toEqual(['done', 'done', 'done']);
    expect(h.pipeline.status()).toEqual({ state: 'on', pendingJobs: 0 });
  });

  it('given a 500 and then a 429 with retry-after, when the job runs, then it backs off 1 s and 2 s and succeeds', async () => {
    const h = await startPipeline(server);
    server.mock.script({ status: 500 }, { status: 429, retryAfter: 2 });
    scriptCandidates(server, candidate());
    await h.pipeline.enqueueExtraction(await seedTurn(h.chat, '记住我喜欢吃桃子'));
    await h.pipeline.whenIdle();
    expect(h.sleeps).toEqual([1000, 2000]);
    const [job] = await listJobs(h.inspect);
    expect(job).toMatchObject({ state: 'done', attempts: 3 });
    expect(await h.inspect.memories.count()).toBe(1);
  });

  it('given a server that keeps failing, when the job runs, then it retries three times with back-off and fails', async () => {
    const h = await startPipeline(server);
    server.mock.script({ status: 503, times: 4 });
    await h.pipeline.enqueueExtraction(await seedTurn(h.chat, 'remember this: hello'));
    await h.pipeline.whenIdle();
    expect(h.sleeps).toEqual([1000, 4000, 10000]);
    expect(extractionRequests(server)).toHaveLength(4);
    expect((await listJobs(h.inspect))[0]).toMatchObject({ state: 'failed', attempts: 4, lastError: { code: 'server' } });
  });

  it.each([
    ['a rejected key (401)', { status: 401 }, 'auth'],
    ['a forbidden model (403)', { status: 403 }, 'forbidden'],
    ['an answer that is not JSON', { raw: 'Sure! Here are the memories: peach' }, 'malformed'],
    ['an answer of the wrong shape', { json: { memories: [] } }, 'malformed'],
  ])('given %s, when the job runs, then it fails at once and is recorded without the key', async (_label, reply, code) => {
    const h = await startPipeline(server);
    server.mock.script({ match: { schemaName: 'memory_candidates' }, ...reply });
    await h.pipeline.enqueueExtraction(await seedTurn(h.chat, 'remember this: hello'));
    await h.pipeline.whenIdle();
    expect(h.sleeps).toEqual([]);
    const jobs = await listJobs(h.inspect);
    expect(jobs[0]).toMatchObject({ state: 'failed', attempts: 1, lastError: { code } });
    expect(JSON.stringify(jobs)).not.toContain(API_KEY);
    expect(h.pipeline.status().pendingJobs).toBe(0);
  });

  it('given a job written before a reload, when a new pipeline opens the same database, then it completes the job', async () => {
    const h = await startPipeline(server);
    const turn = await seedTurn(h.chat, '记住我喜欢吃桃子');
    // No key yet: the job is written but cannot run, like a tab closed before the runner got to it.
    h.pipeline.setCallSettings({ apiKey: '', baseURL: server.baseURL, memoryModel: 'mock-memory' });
    await h.pipeline.enqueueExtraction(turn);
    await h.pipeline.whenIdle();
    expect(await countPendingJobs(h.inspect)).toBe(1);
    expect(h.pipeline.status().pendingJobs).toBe(1);

    scriptCandidates(server, candidate());
    const reloaded = await h.restart();
    await reloaded.whenIdle();
    expect((await listJobs(h.inspect))[0]?.state).toBe('done');
    expect(await h.inspect.memories.get('user_preference:prefer-桃子')).toMatchObject({ status: 'active' });
    expect(reloaded.status().pendingJobs).toBe(0);
  });

  it('given ten turns in a row, when enqueued while the runner works, then none is lost', async () => {
    const h = await startPipeline(server);
    for (let i = 0; i < 10; i++) {
      scriptCandidates(
        server,
        candidate({
          text: `用户喜欢第${i}种水果`,
          identity: { subject: `水果${i}`, facet: null, polarity: 'prefer' },
          evidence: `我喜欢第${i}种水果`,
        }),
      );
      await h.pipeline.enqueueExtraction(await seedTurn(h.chat, `我喜欢第${i}种水果`));
    }
    await h.pipeline.whenIdle();
    expect(extractionRequests(server)).toHaveLength(10);
    expect((await listJobs(h.inspect)).every((j) => j.state === 'done')).toBe(true);
    expect(await h.inspect.memories.count()).toBe(10);
  });

  it('given a turn deleted before its job runs, when the job runs, then it is dropped without a model call', async () => {
    const h = await startPipeline(server);
    const turn = await seedTurn(h.chat, 'soon gone');
    await h.chat.messages.delete(turn.assistantMessageId);
    await h.pipeline.enqueueExtraction(turn);
    await h.pipeline.whenIdle();
    expect(extractionRequests(server)).toHaveLength(0);
    expect((await listJobs(h.inspect))[0]?.state).toBe('dropped');
  });
});
