import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../tools/mock-openai/vitest';
import { listRecallLog } from '../../../storage';
import {
  candidate,
  dumpMemoryDb,
  extractionRequests,
  lastUserContent,
  scriptCandidates,
  seedTurn,
  startPipeline,
  type Harness,
} from './pipeline.testutil';

const server = useMockServer();

async function extract(h: Harness, userText: string, ...candidates: unknown[]) {
  scriptCandidates(server, ...candidates);
  const turn = await seedTurn(h.chat, userText);
  await h.pipeline.enqueueExtraction(turn);
  await h.pipeline.whenIdle();
  return turn;
}

const recallFor = (h: Harness, userText: string, assistantMessageId: string = crypto.randomUUID()) =>
  h.pipeline.recallForRequest({ conversationId: crypto.randomUUID(), assistantMessageId, userText });

describe('extraction and recall through the pipeline', () => {
  it('given "记住我喜欢吃桃子", when extracted, then the peach is stored with the session namespace and recalled for fruit elsewhere', async () => {
    const h = await startPipeline(server);
    const turn = await extract(h, '记住我喜欢吃桃子', candidate());
    const stored = await h.inspect.memories.get('user_preference:prefer-桃子');
    expect(stored).toMatchObject({
      namespace: ['mindkeep', 'user-memory', 'v1', h.hash],
      text: '用户喜欢吃桃子',
      tags: ['桃子', '水果', '吃'],
      status: 'active',
      source: 'eligible_completed_turn',
      sourceConversationId: turn.conversationId,
    });
    expect(stored).not.toHaveProperty('stability');
    expect(await h.inspect.history.where('stableKey').equals('user_preference:prefer-桃子').count()).toBe(1);

    h.clock.set('2026-03-08T12:00:00.000Z');
    const message = await recallFor(h, '给我推荐几种水果', 'answer-1');
    expect(message).toContain('用户喜欢吃桃子');
    // The log and lastUsedAt wait until the request has left, then are written.
    expect(await listRecallLog(h.inspect, 'answer-1')).toEqual([]);
    await h.pipeline.whenIdle();
    const [log] = await listRecallLog(h.inspect, 'answer-1');
    expect(log?.items.map((i) => i.stableKey)).toEqual(['user_preference:prefer-桃子']);
    expect(log?.items[0]?.breakdown.tags).toBeGreaterThan(0);
    expect((await h.inspect.memories.get('user_preference:prefer-桃子'))?.lastUsedAt).toBe('2026-03-08T12:00:00.000Z');
  });

  it('given an unrelated question, when recalling, then there is no message and no log entry', async () => {
    const h = await startPipeline(server);
    await extract(h, '记住我喜欢吃桃子', candidate());
    expect(await recallFor(h, '给我推荐几个 VSCode 插件', 'answer-2')).toBeNull();
    expect(await listRecallLog(h.inspect, 'answer-2')).toEqual([]);
  });

  it('given a stored peach, when the user withdraws it, then it is suppressed and no longer recalled', async () => {
    const h = await startPipeline(server);
    await extract(h, '记住我喜欢吃桃子', candidate());
    expect(await recallFor(h, '推荐几种水果')).not.toBeNull();
    await extract(
      h,
      '我现在不太喜欢桃子了，以后别按这个推荐',
      candidate({ action: 'suppress', text: '用户不再喜欢桃子', sourceSignal: 'forget_or_negation', evidence: '我现在不太喜欢桃子了' }),
    );
    expect(await h.inspect.memories.get('user_preference:prefer-桃子')).toMatchObject({ status: 'suppressed' });
    expect(await recallFor(h, '推荐几种水果')).toBeNull();
  });

  it('given an existing memory, when a related turn is extracted, then the request carries it so the model can name its identity', async () => {
    const h = await startPipeline(server);
    await extract(h, '记住我喜欢吃桃子', candidate());
    await extract(h, '我现在不太喜欢桃子了');
    const content = lastUserContent(extractionRequests(server).at(-1));
    expect(content).toContain('"subject":"桃子"');
    expect(content).toContain('我现在不太喜欢桃子了');
  });

  it('given a very long user message and other turns, when extracted, then only this turn goes in, cut rather than refused', async () => {
    const h = await startPipeline(server);
    const conversationId = crypto.randomUUID();
    await seedTurn(h.chat, 'an older question about apples', { conversationId });
    scriptCandidates(server);
    const turn = await seedTurn(h.chat, `记住：${'很长的问题'.repeat(600)}TAIL`, { conversationId, assistantText: 'short answer' });
    await h.pipeline.enqueueExtraction(turn);
    await h.pipeline.whenIdle();
    const content = lastUserContent(extractionRequests(server).at(-1));
    expect(content).toContain('很长的问题');
    expect(content).not.toContain('TAIL');
    expect(content).not.toContain('apples');
    expect(content).toContain('short answer');
  });

  it('given hostile candidates next to a good one, when extracted, then only the good one is stored and nothing of the others anywhere', async () => {
    const h = await startPipeline(server);
    await extract(
      h,
      // The good candidate's evidence is here, so every candidate is grounded and each meets its gate.
      'hostile turn: 记住我喜欢吃桃子',
      candidate({
        debug: 'DEBUG-PAYLOAD-7731',
        text: '用户喜欢吃西瓜DEBUGTEXT',
        identity: { subject: '西瓜', facet: null, polarity: 'prefer' },
      }),
      candidate({ text: '用户的身份证号是110101199003074514', identity: { subject: '身份信息', facet: null, polarity: 'prefer' } }),
      candidate({
        type: 'stable_user_context',
        text: 'The user key is sk-proj-AbCdEfGhIjKlMnOpQrStUv123456',
        identity: { subject: 'api', facet: null, polarity: null },
      }),
      candidate(),
    );
    const dump = await dumpMemoryDb(h.inspect);
    for (const secret of ['DEBUG-PAYLOAD-7731', 'DEBUGTEXT', '西瓜', '110101199003074514', 'sk-proj-', 'AbCdEfGhIjKlMnOpQrStUv'])
      expect(dump).not.toContain(secret);
    expect(dump).toContain('用户喜欢吃桃子');
    const rejections = await h.inspect.rejections.toArray();
    expect(rejections.map((r) => r.reason)).toEqual(['unsafe', 'sensitive_personal_information', 'raw_runtime_state']);
    expect(rejections.map((r) => r.type)).toEqual(['user_preference', 'user_preference', 'stable_user_context']);
    expect(await h.inspect.memories.count()).toBe(1);
  });

  it('given the same fact twice, when extracted, then the second is a logged duplicate with no new history', async () => {
    const h = await startPipeline(server);
    await extract(h, '记住我喜欢吃桃子', candidate());
    await extract(h, '再说一次，我喜欢吃桃子', candidate());
    expect(await h.inspect.history.count()).toBe(1);
    expect(await h.inspect.rejections.toArray()).toMatchObject([{ reason: 'duplicate', stableKey: 'user_preference:prefer-桃子' }]);
  });

  it('given an endpoint that rejects json_schema, when extracting, then the json_object retry stores the memory', async () => {
    const h = await startPipeline(server);
    server.mock.options({ rejectJsonSchema: true });
    await extract(h, '记住我喜欢吃桃子', candidate());
    const formats = extractionRequests(server).map((r) => r.body.response_format?.type);
    expect(formats).toEqual(['json_schema', 'json_object']);
    expect(await h.inspect.memories.get('user_preference:prefer-桃子')).toMatchObject({ status: 'active' });
  });

  it('given an endpoint, when extracting, then the memory model is used at temperature 0 with the strict schema', async () => {
    const h = await startPipeline(server);
    await extract(h, 'remember this: hello');
    const [request] = extractionRequests(server);
    expect(request?.body).toMatchObject({
      model: 'mock-memory',
      temperature: 0,
      response_format: { type: 'json_schema', json_schema: { name: 'memory_candidates', strict: true } },
    });
  });
});
