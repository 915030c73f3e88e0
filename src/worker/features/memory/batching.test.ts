import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { useMockServer } from '../../../../tools/mock-openai/vitest';
import { listJobs, type OutboxJob } from '../../../storage';
import { turnChanges } from './turnNotices';
import { candidate, extractionRequests, lastUserContent, scriptCandidates, seedTurn, startPipeline } from './pipeline.testutil';

// Batched extraction: the eligible turns of one conversation go to the model together once the user has
// been quiet, each memory is credited to the turn whose words hold its evidence, and the batch is as
// durable as the outbox jobs it is made of.

const server = useMockServer();

const PEACH = candidate();
const CORIANDER = candidate({
  text: '用户不吃香菜',
  tags: ['香菜', '吃'],
  identity: { subject: '香菜', facet: null, polarity: 'avoid' },
  sourceSignal: 'implicit_stable_preference',
  evidence: '我不吃香菜',
});

/** A quiet period the test ends by hand: the first wait holds until `release()`, later waits pass at once. */
function heldQuiet() {
  let release = () => undefined as void;
  const first = new Promise<void>((resolve) => (release = resolve));
  let waits = 0;
  return { waitQuiet: async () => void (waits++ === 0 ? await first : undefined), release: () => release(), waits: () => waits };
}

/** A quiet period that only `release()` ends (every wait so far), counting the waits. */
function gatedQuiet() {
  const waiting: (() => void)[] = [];
  let waits = 0;
  return {
    waitQuiet: () => new Promise<void>((resolve) => void (waits++, waiting.push(resolve))),
    release: () => waiting.splice(0).forEach((resolve) => resolve()),
    waits: () => waits,
  };
}

describe('batched extraction', () => {
  it('given a user who keeps chatting, when the quiet period ends, then the eligible turns go in one call and each memory is credited to its own turn', async () => {
    const quiet = heldQuiet();
    const h = await startPipeline(server, { waitQuiet: quiet.waitQuiet });
    const conversationId = crypto.randomUUID();
    scriptCandidates(server, PEACH, CORIANDER);
    const first = await seedTurn(h.chat, '我喜欢吃桃子', { conversationId });
    await h.pipeline.enqueueExtraction(first);
    const second = await seedTurn(h.chat, '帮我解释一下这个报错', { conversationId });
    await h.pipeline.enqueueExtraction(second);
    const third = await seedTurn(h.chat, '对了，我不吃香菜', { conversationId });
    await h.pipeline.enqueueExtraction(third);
    quiet.release();
    await h.pipeline.whenIdle();

    const requests = extractionRequests(server);
    expect(requests).toHaveLength(1);
    const content = lastUserContent(requests[0]);
    expect(content).toContain('Turn 1 of 2: user message\n我喜欢吃桃子');
    expect(content).toContain('Turn 2 of 2 (latest): user message\n对了，我不吃香菜');
    expect(content).not.toContain('帮我解释一下这个报错');
    expect((await listJobs(h.inspect)).map((j) => j.state)).toEqual(['done', 'skipped', 'done']);
    const changes = await turnChanges(h.inspect, conversationId);
    expect(changes[first.assistantMessageId]?.map((c) => c.stableKey)).toEqual(['user_preference:prefer-桃子']);
    expect(changes[third.assistantMessageId]?.map((c) => c.stableKey)).toEqual(['user_preference:avoid-香菜']);
    expect(changes[second.assistantMessageId]).toBeUndefined();
  });

  it('given an endpoint without json_schema, when a batch is extracted, then the json_object retry grounds and credits each memory the same way', async () => {
    const h = await startPipeline(server);
    server.mock.options({ rejectJsonSchema: true });
    const conversationId = crypto.randomUUID();
    scriptCandidates(server, PEACH, CORIANDER, candidate({ evidence: 'Answer to 我不吃香菜' }));
    const first = await seedTurn(h.chat, '我喜欢吃桃子', { conversationId });
    const second = await seedTurn(h.chat, '我不吃香菜', { conversationId });
    await h.pipeline.enqueueExtraction(first);
    await h.pipeline.enqueueExtraction(second);
    await h.pipeline.whenIdle();
    expect(extractionRequests(server).map((r) => r.body.response_format?.type)).toEqual(['json_schema', 'json_object']);
    const changes = await turnChanges(h.inspect, conversationId);
    expect(changes[first.assistantMessageId]?.map((c) => c.stableKey)).toEqual(['user_preference:prefer-桃子']);
    expect(changes[second.assistantMessageId]?.map((c) => c.stableKey)).toEqual(['user_preference:avoid-香菜']);
    expect((await h.inspect.rejections.toArray()).map((r) => r.reason)).toEqual(['ungrounded']);
  });

  it('given an explicit remember request, when enqueued, then its batch is sent without waiting for quiet', async () => {
    const quiet = heldQuiet();
    const h = await startPipeline(server, { waitQuiet: quiet.waitQuiet });
    scriptCandidates(server, PEACH);
    await h.pipeline.enqueueExtraction(await seedTurn(h.chat, '记住我喜欢吃桃子'));
    await h.pipeline.whenIdle();
    expect(quiet.waits()).toBe(0);
    expect(await h.inspect.memories.count()).toBe(1);
  });

  it('given more eligible turns than a batch holds, when they wait, then the batch closes at the turn count and the rest follow', async () => {
    const quiet = heldQuiet();
    const h = await startPipeline(server, { waitQuiet: quiet.waitQuiet, batch: { quietMs: 60_000, maxTurns: 2 } });
    const conversationId = crypto.randomUUID();
    for (const text of ['我喜欢吃桃子', '我喜欢吃苹果', '我喜欢吃梨'])
      await h.pipeline.enqueueExtraction(await seedTurn(h.chat, text, { conversationId }));
    quiet.release();
    await h.pipeline.whenIdle();
    const batches = extractionRequests(server).map((r) => (lastUserContent(r).match(/user message\n/g) ?? []).length);
    expect(batches).toEqual([2, 1]);
  });

  it('given a turn in another conversation, when the user moves on, then the first conversation is extracted at once and alone', async () => {
    const quiet = heldQuiet();
    const h = await startPipeline(server, { waitQuiet: quiet.waitQuiet });
    await h.pipeline.enqueueExtraction(await seedTurn(h.chat, '我喜欢吃桃子'));
    await h.pipeline.enqueueExtraction(await seedTurn(h.chat, '我不吃香菜'));
    quiet.release();
    await h.pipeline.whenIdle();
    const asked = extractionRequests(server).map((r) => /### Latest user message\n(.*)/.exec(lastUserContent(r))?.[1]);
    expect(asked).toEqual(['我喜欢吃桃子', '我不吃香菜']);
  });

  it('given a batch waiting for quiet, when the user leaves its conversation, then it is sent at once, and a later turn there batches again', async () => {
    const quiet = gatedQuiet();
    const h = await startPipeline(server, { waitQuiet: quiet.waitQuiet });
    const conversationId = crypto.randomUUID();
    scriptCandidates(server, PEACH, CORIANDER);
    await h.pipeline.enqueueExtraction(await seedTurn(h.chat, '我喜欢吃桃子', { conversationId }));
    await h.pipeline.enqueueExtraction(await seedTurn(h.chat, '我不吃香菜', { conversationId }));
    await vi.waitFor(() => expect(quiet.waits()).toBe(1), { timeout: 20_000 });
    h.pipeline.flushConversation(crypto.randomUUID());
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Leaving another conversation leaves this batch waiting as it was.
    expect(quiet.waits()).toBe(1);
    expect(extractionRequests(server)).toHaveLength(0);

    h.pipeline.flushConversation(conversationId);
    // The quiet wait is never released: the flush alone ends it.
    await h.pipeline.whenIdle();
    expect(extractionRequests(server)).toHaveLength(1);
    expect(await h.inspect.memories.count()).toBe(2);

    // Back in the conversation later: a new turn waits for quiet again instead of counting as flushed.
    h.clock.set('2026-03-01T10:01:00.000Z');
    const waitsBefore = quiet.waits();
    await h.pipeline.enqueueExtraction(await seedTurn(h.chat, '我喜欢喝乌龙茶', { conversationId }));
    await vi.waitFor(() => expect(quiet.waits()).toBeGreaterThan(waitsBefore), { timeout: 20_000 });
    expect(extractionRequests(server)).toHaveLength(1);
    quiet.release();
    await h.pipeline.whenIdle();
    expect(extractionRequests(server)).toHaveLength(2);
  });

  it('given a batch waiting for quiet, when memory is paused, then nothing is sent while paused and the batch goes at once on resume', async () => {
    const quiet = heldQuiet();
    const h = await startPipeline(server, { waitQuiet: quiet.waitQuiet });
    const conversationId = crypto.randomUUID();
    scriptCandidates(server, PEACH, CORIANDER);
    await h.pipeline.enqueueExtraction(await seedTurn(h.chat, '我喜欢吃桃子', { conversationId }));
    await h.pipeline.enqueueExtraction(await seedTurn(h.chat, '我不吃香菜', { conversationId }));
    h.pipeline.setPaused(true);
    // The pause ends the runner's wait (it settles without the quiet period ending) and sends nothing.
    await h.pipeline.whenIdle();
    expect(quiet.waits()).toBe(1);
    expect(extractionRequests(server)).toHaveLength(0);
    expect((await listJobs(h.inspect)).map((j) => j.state)).toEqual(['pending', 'pending']);

    h.pipeline.setPaused(false);
    await h.pipeline.whenIdle();
    expect(quiet.waits()).toBe(1);
    expect(extractionRequests(server)).toHaveLength(1);
    expect((await listJobs(h.inspect)).map((j) => j.state)).toEqual(['done', 'done']);
  });

  it('given memory paused while the model answers, when the answer arrives, then nothing is written and the turn is asked again on resume', async () => {
    const h = await startPipeline(server);
    server.mock.script({ match: { schemaName: 'memory_candidates' }, json: { candidates: [PEACH] }, delayMs: 300 });
    await h.pipeline.enqueueExtraction(await seedTurn(h.chat, '记住我喜欢吃桃子'));
    await vi.waitFor(() => expect(extractionRequests(server)).toHaveLength(1), { timeout: 20_000 });
    h.pipeline.setPaused(true);
    await h.pipeline.whenIdle();
    expect(await h.inspect.memories.count()).toBe(0);
    expect((await listJobs(h.inspect)).map((j) => j.state)).toEqual(['pending']);

    scriptCandidates(server, PEACH);
    h.pipeline.setPaused(false);
    await h.pipeline.whenIdle();
    expect(extractionRequests(server)).toHaveLength(2);
    expect(await h.inspect.memories.count()).toBe(1);
  });

  it('given a batch left waiting by a closed tab, when the app opens again after the quiet period, then it is extracted in one call', async () => {
    const quiet = heldQuiet();
    const h = await startPipeline(server, { waitQuiet: quiet.waitQuiet });
    const conversationId = crypto.randomUUID();
    await h.pipeline.enqueueExtraction(await seedTurn(h.chat, '我喜欢吃桃子', { conversationId }));
    await h.pipeline.enqueueExtraction(await seedTurn(h.chat, '我不吃香菜', { conversationId }));
    // The tab closes while the batch waits: the jobs are on disk, nothing was sent.
    h.pipeline.setPaused(true);
    quiet.release();
    await h.pipeline.whenIdle();
    expect(extractionRequests(server)).toHaveLength(0);
    expect((await listJobs(h.inspect)).map((j) => j.state)).toEqual(['pending', 'pending']);

    h.clock.set('2026-03-01T10:05:00.000Z');
    scriptCandidates(server, PEACH, CORIANDER);
    const reopened = await h.restart({ waitQuiet: () => new Promise<void>(() => undefined) });
    await reopened.whenIdle();
    expect(extractionRequests(server)).toHaveLength(1);
    expect(await h.inspect.memories.count()).toBe(2);
  });

  it('given a batch whose memories were written before a crash marked its jobs done, when it runs again, then no memory is written twice', async () => {
    const quiet = heldQuiet();
    const h = await startPipeline(server, { waitQuiet: quiet.waitQuiet });
    const conversationId = crypto.randomUUID();
    scriptCandidates(server, PEACH, CORIANDER);
    await h.pipeline.enqueueExtraction(await seedTurn(h.chat, '我喜欢吃桃子', { conversationId }));
    await h.pipeline.enqueueExtraction(await seedTurn(h.chat, '我不吃香菜', { conversationId }));
    quiet.release();
    await h.pipeline.whenIdle();
    expect(await h.inspect.memories.count()).toBe(2);
    const history = await h.inspect.history.count();
    // The crash: the writes are on disk, the jobs still say pending.
    await h.inspect.outbox.toCollection().modify((j: OutboxJob) => void (j.state = 'pending'));
    scriptCandidates(server, PEACH, CORIANDER);
    const reloaded = await h.restart();
    await reloaded.whenIdle();
    expect(await h.inspect.history.count()).toBe(history);
    expect(await h.inspect.memories.count()).toBe(2);
    expect((await h.inspect.rejections.toArray()).map((r) => r.reason)).toEqual(['duplicate', 'duplicate']);
  });
});
