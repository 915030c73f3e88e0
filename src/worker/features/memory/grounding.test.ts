import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../tools/mock-openai/vitest';
import { listJobs } from '../../../storage';
import { createMemoryInspector } from '../inspector/memoryInspector';
import { candidate, dumpMemoryDb, extractionRequests, scriptCandidates, seedTurn, startPipeline, type Harness } from './pipeline.testutil';

// Grounding and the pre-check in the worker: a candidate is kept only when its evidence is in the user's
// message of the turn, the evidence is vetted before it is kept, and turns that cannot hold a memory cost no call.

const server = useMockServer();
const PEACH_KEY = 'user_preference:prefer-桃子';

async function extract(h: Harness, userText: string, candidates: unknown[], assistantText?: string) {
  scriptCandidates(server, ...candidates);
  const turn = await seedTurn(h.chat, userText, assistantText === undefined ? {} : { assistantText });
  await h.pipeline.enqueueExtraction(turn);
  await h.pipeline.whenIdle();
  return turn;
}

const LISBON = candidate({
  type: 'project_context',
  text: 'The user plans a trip to Lisbon in May.',
  tags: ['lisbon', 'trip', 'travel'],
  identity: { subject: 'Lisbon trip', facet: null, polarity: null },
  sourceSignal: 'implicit_stable_preference',
  evidence: 'you could try Lisbon in May',
});

describe('grounding in the extraction pipeline', () => {
  it("given a candidate whose evidence is only in the assistant's reply, when extracted, then nothing is stored and the refusal is logged as ungrounded without text", async () => {
    const h = await startPipeline(server);
    await extract(h, 'I like travelling in spring, any city ideas?', [LISBON], 'For spring, you could try Lisbon in May.');
    expect(await h.inspect.memories.count()).toBe(0);
    const rejections = await h.inspect.rejections.toArray();
    expect(rejections).toMatchObject([{ reason: 'ungrounded', type: 'project_context', source: 'extraction' }]);
    const dump = JSON.stringify(rejections);
    expect(dump).not.toContain('Lisbon');
    expect((await dumpMemoryDb(h.inspect)).includes('Lisbon')).toBe(false);
  });

  it('given a candidate without evidence, when extracted, then it is refused as ungrounded', async () => {
    const h = await startPipeline(server);
    await extract(h, '记住我喜欢吃桃子', [candidate({ evidence: null })]);
    expect(await h.inspect.memories.count()).toBe(0);
    expect((await h.inspect.rejections.toArray()).map((r) => r.reason)).toEqual(['ungrounded']);
  });

  it("given a grounded candidate, when stored, then its history keeps the user's words and Memories used shows them", async () => {
    const h = await startPipeline(server);
    await extract(h, '记住我喜欢吃桃子', [candidate()]);
    expect(await h.inspect.history.toArray()).toMatchObject([{ stableKey: PEACH_KEY, outcome: 'written', evidence: '我喜欢吃桃子' }]);
    const asked = { conversationId: 'c-later', assistantMessageId: 'answer-1', userText: '给我推荐几种水果' };
    expect(await h.pipeline.recallForRequest(asked)).toContain('桃子');
    await h.pipeline.whenIdle();
    const inspector = createMemoryInspector({ memory: h.pipeline.session, chatDb: () => h.chat, now: h.clock.now });
    expect(await inspector.memoriesUsed('answer-1')).toMatchObject([{ stableKey: PEACH_KEY, evidence: '我喜欢吃桃子' }]);
  });

  it('given evidence that also holds a phone number, when stored, then the memory is kept and the quote is not', async () => {
    const h = await startPipeline(server);
    const said = '记住我喜欢吃桃子，我的手机号是13812345678';
    await extract(h, said, [candidate({ evidence: said.slice(2) })]);
    expect(await h.inspect.memories.get(PEACH_KEY)).toMatchObject({ status: 'active' });
    const [entry] = await h.inspect.history.toArray();
    expect(entry?.evidence).toBeUndefined();
    expect(await dumpMemoryDb(h.inspect)).not.toContain('13812345678');
  });

  it('given a forget candidate whose words the user never said, when extracted, then the memory stays active', async () => {
    const h = await startPipeline(server);
    await extract(h, '记住我喜欢吃桃子', [candidate()]);
    const forget = candidate({
      action: 'suppress',
      text: '用户不再喜欢桃子',
      sourceSignal: 'forget_or_negation',
      evidence: '我不再喜欢桃子',
    });
    await extract(h, '记住：桃子太贵了，我最近买得少', [forget], '你不再喜欢桃子了吗？');
    expect(await h.inspect.memories.get(PEACH_KEY)).toMatchObject({ status: 'active' });
    expect((await h.inspect.rejections.toArray()).map((r) => r.reason)).toEqual(['ungrounded']);
  });
});

describe('the pre-check before an extraction call', () => {
  it('given a turn that cannot hold a memory, when enqueued, then no call is made, the job is skipped with its reason and the status counts it', async () => {
    const h = await startPipeline(server);
    await h.pipeline.enqueueExtraction(await seedTurn(h.chat, 'explain this error'));
    await h.pipeline.whenIdle();
    expect(extractionRequests(server)).toHaveLength(0);
    expect(await listJobs(h.inspect)).toMatchObject([{ state: 'skipped', skipReason: 'no_memory_signal' }]);
    expect(h.pipeline.status()).toEqual({ state: 'on', pendingJobs: 0, skippedTurns: 1 });
  });

  it('given a forget request with no other signal, when enqueued, then the model is called', async () => {
    const h = await startPipeline(server);
    scriptCandidates(server);
    await h.pipeline.enqueueExtraction(await seedTurn(h.chat, '忘掉那个'));
    await h.pipeline.whenIdle();
    expect(extractionRequests(server)).toHaveLength(1);
    expect(await listJobs(h.inspect)).toMatchObject([{ state: 'done' }]);
  });
});
