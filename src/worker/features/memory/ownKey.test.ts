import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../tools/mock-openai/vitest';
import { buildExport } from '../../../memory';
import { memoryFrom } from '../../../memory/__fixtures__/candidates';
import { createMemoryInspector } from '../inspector/memoryInspector';
import { createTransferCases } from '../transfer/transfer';
import { API_KEY, candidate, scriptCandidates, seedTurn, startPipeline } from './pipeline.testutil';

// The worker holds the user's API key in memory and hands it to the gates wherever a
// candidate is validated, so a memory holding the key, or any 12 characters of it, is never stored.

const server = useMockServer();
const keyPiece = API_KEY.slice(9, 23);

describe("the user's own API key never becomes a memory", () => {
  it('given an extracted candidate holding 14 characters of the key, when the job runs, then it is refused and logged without text', async () => {
    const h = await startPipeline(server);
    scriptCandidates(
      server,
      candidate({
        type: 'stable_user_context',
        text: `The user's key fragment is ${keyPiece}`,
        identity: { subject: 'key', facet: null, polarity: null },
        evidence: `my key fragment is ${keyPiece}`,
      }),
    );
    await h.pipeline.enqueueExtraction(await seedTurn(h.chat, `remember this: my key fragment is ${keyPiece}`));
    await h.pipeline.whenIdle();
    expect(await h.inspect.memories.count()).toBe(0);
    const [rejection] = await h.inspect.rejections.toArray();
    expect(rejection?.reason).toBe('raw_runtime_state');
    expect(JSON.stringify(rejection)).not.toContain(keyPiece);
  });

  it('given a hand-added memory with the key split by spaces, when added in the inspector, then it is refused', async () => {
    const h = await startPipeline(server);
    const inspector = createMemoryInspector({ memory: h.pipeline.session, chatDb: () => h.chat, now: h.clock.now });
    const spaced = `${API_KEY.slice(4, 12)} ${API_KEY.slice(12, 26)}`;
    const refused = await inspector.add({ type: 'stable_user_context', text: `Notes: ${spaced}`, tags: [], subject: 'notes' });
    expect(refused).toMatchObject({ ok: false, error: { reason: 'raw_runtime_state' } });
    expect(await h.inspect.memories.count()).toBe(0);
  });

  it('given an import file whose memory holds the key, when imported, then that record is skipped and the rest is kept', async () => {
    const h = await startPipeline(server);
    const transfer = createTransferCases({ memory: h.pipeline.session, chatDb: () => h.chat, now: h.clock.now });
    const clean = memoryFrom({ ...candidate(), text: '用户喜欢吃桃子' });
    const leaky = memoryFrom({
      ...candidate({
        type: 'project_context',
        text: `The project uses ${keyPiece} for CI`,
        identity: { subject: 'ci', facet: null, polarity: null },
      }),
    });
    const file = JSON.stringify(buildExport({ memories: [clean, leaky], exportedAt: '2026-01-01T00:00:00.000Z' }));
    const result = await transfer.importData(file);
    expect(result.ok && result.value.memories.added).toEqual([clean.stableKey]);
    expect(result.ok && result.value.memories.skipped).toEqual([{ index: 1, reason: 'raw_runtime_state' }]);
  });
});
