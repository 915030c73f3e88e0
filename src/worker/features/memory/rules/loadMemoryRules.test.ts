import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMockServer } from '../../../../../tools/mock-openai/vitest';
import { countPendingJobs } from '../../../../storage';
import { createTransferCases } from '../../transfer/transfer';
import * as rulesModule from './memoryRulesChunk';
import * as writeRulesModule from './memoryWriteRulesChunk';
import { candidate, scriptCandidates, seedTurn, startPipeline, type Harness } from '../pipeline.testutil';

const server = useMockServer();

afterEach(() => vi.restoreAllMocks());

const lostChunk = (name: string) => new TypeError(`Failed to fetch dynamically imported module: /assets/${name}.js`);

/**
 * A pipeline whose memory rules come from loaders that count their loads and can fail like lost chunks
 * (`offline`: both; `writeOffline`: the gates' only), stall (recall's or, with `writeStalled`, the gates'),
 * or hold recall's chunk back until `arrive()` (the state they start in applies to the fetch at open).
 */
async function onDemandPipeline(
  extra: { recallTimeoutMs?: number; rulesFirstLoadWaitMs?: number } = {},
  start: { offline?: boolean; stalled?: boolean; held?: boolean; writeOffline?: boolean; writeStalled?: boolean } = {},
) {
  let arrive = () => undefined as void;
  const held = start.held ? new Promise<void>((resolve) => (arrive = resolve)) : Promise.resolve();
  const loader = {
    loads: 0,
    writeLoads: 0,
    offline: start.offline ?? false,
    stalled: start.stalled ?? false,
    writeOffline: start.writeOffline ?? false,
    writeStalled: start.writeStalled ?? false,
    arrive: () => arrive(),
  };
  const h = await startPipeline(server, {
    ...extra,
    loadRules: async () => {
      loader.loads += 1;
      if (loader.stalled) return new Promise<never>(() => undefined);
      if (loader.offline) throw lostChunk('memoryRules');
      await held;
      return rulesModule;
    },
    loadWriteRules: async () => {
      loader.writeLoads += 1;
      if (loader.writeStalled) return new Promise<never>(() => undefined);
      if (loader.offline || loader.writeOffline) throw lostChunk('memoryWriteRules');
      return writeRulesModule;
    },
  });
  return { ...h, loader };
}

async function extract(h: Harness, userText: string) {
  scriptCandidates(server, candidate());
  const turn = await seedTurn(h.chat, userText);
  await h.pipeline.enqueueExtraction(turn);
  await h.pipeline.whenIdle();
}

const recallFor = (h: Harness, userText: string) =>
  h.pipeline.recallForRequest({ conversationId: crypto.randomUUID(), assistantMessageId: crypto.randomUUID(), userText });

const PEACH = 'user_preference:prefer-桃子';

describe('memory rules loaded on demand', () => {
  it('given the session opened, then the rules are fetched in the background without being awaited, and extraction and recall share one load of each chunk', async () => {
    const h = await onDemandPipeline({}, { held: true });
    // Open has answered while the chunk is still on its way.
    expect(h.pipeline.status()).toEqual({ state: 'on', pendingJobs: 0 });
    expect(h.loader.loads).toBe(1);
    h.loader.arrive();

    await extract(h, '记住我喜欢吃桃子');
    expect((await h.inspect.memories.get(PEACH))?.status).toBe('active');
    expect(await recallFor(h, '给我推荐几种水果')).toContain('用户喜欢吃桃子');
    await h.pipeline.session.rules();
    await h.pipeline.session.writeRules();
    expect(h.loader.loads).toBe(1);
    expect(h.loader.writeLoads).toBe(1);
  });

  it('given a reload whose chunk is still on its way, then the first recall waits for it within its budget and recalls the stored memory', async () => {
    const h = await onDemandPipeline();
    await extract(h, '记住我喜欢吃桃子');
    // A reload: a new pipeline whose rules arrive 50 ms after the question (inside the 300 ms budget).
    let loads = 0;
    let arrive = () => undefined as void;
    const chunk = new Promise<void>((resolve) => (arrive = resolve));
    const reloaded = await h.restart({ loadRules: async () => ((loads += 1), await chunk, rulesModule) });
    const asked = reloaded.recallForRequest({ conversationId: crypto.randomUUID(), assistantMessageId: 'a-1', userText: '推荐几种水果' });
    setTimeout(arrive, 50);
    expect(await asked).toContain('用户喜欢吃桃子');
    expect(loads).toBe(1);
  });

  it('given the chunk cannot be fetched, then recall answers null with the reason logged and shown, the job stays pending, and the next need loads it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const h = await onDemandPipeline({}, { offline: true });

    scriptCandidates(server, candidate());
    const turn = await seedTurn(h.chat, '记住我喜欢吃桃子');
    await h.pipeline.enqueueExtraction(turn);
    await h.pipeline.whenIdle();
    expect(await h.inspect.memories.get(PEACH)).toBeUndefined();
    expect(await countPendingJobs(h.inspect)).toBe(1);
    expect(h.pipeline.status()).toMatchObject({ state: 'unavailable', reason: { code: 'module_unavailable' } });

    expect(await recallFor(h, '给我推荐几种水果')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Recall went without memories:', expect.objectContaining({ name: 'ModuleLoadError' }));

    h.loader.offline = false;
    h.pipeline.setCallSettings({ apiKey: 'sk-unit-memory-key-000000000001', baseURL: server.baseURL, memoryModel: 'mock-memory' });
    await h.pipeline.whenIdle();
    expect((await h.inspect.memories.get(PEACH))?.status).toBe('active');
    expect(await countPendingJobs(h.inspect)).toBe(0);
    expect(await recallFor(h, '给我推荐几种水果')).toContain('用户喜欢吃桃子');
    expect(h.pipeline.status().state).toBe('on');
  });

  it('given the chunk never arrives, then a request goes without memory after the first-load wait instead of hanging', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const h = await onDemandPipeline({ recallTimeoutMs: 20, rulesFirstLoadWaitMs: 60 }, { stalled: true });
    expect(await recallFor(h, '给我推荐几种水果')).toBeNull();
    expect(h.loader.loads).toBe(1);
  });

  it('given the first chunk arrives later than the recall budget but within the first-load wait, then the first request still carries the memory', async () => {
    const h = await onDemandPipeline();
    await extract(h, '记住我喜欢吃桃子');
    // A slow machine after a reload: the code arrives after a whole recall budget (300 ms) has passed.
    let arrive = () => undefined as void;
    const chunk = new Promise<void>((resolve) => (arrive = resolve));
    const reloaded = await h.restart({ rulesFirstLoadWaitMs: 10_000, loadRules: async () => (await chunk, rulesModule) });
    const asked = reloaded.recallForRequest({ conversationId: crypto.randomUUID(), assistantMessageId: 'a-1', userText: '推荐几种水果' });
    const settled = { done: false };
    void asked.then(() => (settled.done = true));
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(settled.done).toBe(false);
    arrive();
    expect(await asked).toContain('用户喜欢吃桃子');
  });

  it('given the chunk cannot be fetched, then export and import answer module_unavailable, and work once it loads', async () => {
    const h = await onDemandPipeline({}, { offline: true });
    const transfer = createTransferCases({ memory: h.pipeline.session, chatDb: () => h.chat, now: h.clock.now });
    const failed = await transfer.exportData(false);
    expect(failed).toEqual({ ok: false, error: { code: 'module_unavailable' } });
    expect(await transfer.importData('{}')).toMatchObject({ ok: false, error: { code: 'module_unavailable' } });

    h.loader.offline = false;
    const exported = await transfer.exportData(false);
    expect(exported.ok && JSON.parse(exported.value)).toMatchObject({ memories: [] });
  });

  it("given the session opened, then the gates' chunk is not fetched ahead: a recall and an ordinary turn's pre-check leave it, and the first batch sent to the model loads it once", async () => {
    const h = await onDemandPipeline({}, { held: true });
    h.loader.arrive();
    await h.pipeline.session.rules();
    // Evaluating the gates' chunk holds the worker's thread for a second or more; fetched ahead, it did so in front
    // of the first message sent after a reload.
    expect(await recallFor(h, '给我推荐几种水果')).toBeNull();
    const ordinary = await seedTurn(h.chat, '谢谢！');
    await h.pipeline.enqueueExtraction(ordinary);
    await h.pipeline.whenIdle();
    expect(await countPendingJobs(h.inspect)).toBe(0);
    expect(h.loader.writeLoads).toBe(0);

    await extract(h, '记住我喜欢吃桃子');
    expect((await h.inspect.memories.get(PEACH))?.status).toBe('active');
    await h.pipeline.session.writeRules();
    expect(h.loader.writeLoads).toBe(1);
  });

  it("given a reload, then the first question carries the memory without the gates' chunk, which nothing fetches ahead", async () => {
    const h = await onDemandPipeline();
    await extract(h, '记住我喜欢吃桃子');
    expect(h.loader.writeLoads).toBe(1);
    h.loader.writeStalled = true;
    const reloaded = await h.restart();
    expect(
      await reloaded.recallForRequest({ conversationId: crypto.randomUUID(), assistantMessageId: 'a-1', userText: '推荐几种水果' }),
    ).toContain('用户喜欢吃桃子');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.loader.writeLoads).toBe(1);
  });

  it("given the gates' chunk cannot be fetched, then extraction keeps its job pending and says why, export answers module_unavailable, recall still answers, and the next need loads it", async () => {
    const h = await onDemandPipeline();
    await extract(h, '记住我喜欢吃桃子');
    h.loader.writeOffline = true;
    const reloaded = await h.restart();

    scriptCandidates(
      server,
      candidate({
        text: '用户不吃香菜',
        tags: ['香菜'],
        identity: { subject: '香菜', facet: null, polarity: 'avoid' },
        evidence: '我不吃香菜',
      }),
    );
    await reloaded.enqueueExtraction(await seedTurn(h.chat, '记住我不吃香菜'));
    await reloaded.whenIdle();
    expect(await h.inspect.memories.count()).toBe(1);
    expect(await countPendingJobs(h.inspect)).toBe(1);
    expect(reloaded.status()).toMatchObject({ state: 'unavailable', reason: { code: 'module_unavailable' } });
    const transfer = createTransferCases({ memory: reloaded.session, chatDb: () => h.chat, now: h.clock.now });
    expect(await transfer.exportData(false)).toEqual({ ok: false, error: { code: 'module_unavailable' } });
    expect(await recallFor({ ...h, pipeline: reloaded }, '给我推荐几种水果')).toContain('用户喜欢吃桃子');

    const failedLoads = h.loader.writeLoads;
    h.loader.writeOffline = false;
    reloaded.setCallSettings({ apiKey: 'sk-unit-memory-key-000000000001', baseURL: server.baseURL, memoryModel: 'mock-memory' });
    await reloaded.whenIdle();
    expect(h.loader.writeLoads).toBe(failedLoads + 1);
    expect(await h.inspect.memories.count()).toBe(2);
    expect(await countPendingJobs(h.inspect)).toBe(0);
    expect(reloaded.status().state).toBe('on');
    expect((await transfer.exportData(false)).ok).toBe(true);
  });
});
