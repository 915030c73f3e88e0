import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../tools/mock-openai/vitest';
import type { RecallLogItem } from '../../../storage';
import { startPipeline } from '../memory/pipeline.testutil';
import * as inspectorModule from './memoryInspector';
import { createInspectorOnDemand } from './inspectorLoader';

const server = useMockServer();

/** The on-demand inspector over a real pipeline, with a loader that counts and can fail like a lost chunk. */
async function onDemandInspector() {
  const h = await startPipeline(server);
  const loader = { loads: 0, offline: false };
  const inspector = createInspectorOnDemand({ memory: h.pipeline.session, chatDb: () => h.chat, now: h.clock.now }, async () => {
    loader.loads += 1;
    if (loader.offline) throw new TypeError('Failed to fetch dynamically imported module: /assets/memoryInspector.js');
    return inspectorModule;
  });
  return { ...h, inspector, loader };
}

const peach = {
  type: 'user_preference' as const,
  text: 'The user likes peaches',
  tags: ['peach'],
  subject: 'peach',
  polarity: 'prefer' as const,
};
/** A recall-log item as the pipeline writes one (its score parts do not matter here). */
const RECALLED = { stableKey: 'user_preference:prefer-peach', score: 1, breakdown: {} } as unknown as RecallLogItem;
const everything = { type: 'all', status: 'all', search: '', sort: 'updated' } as const;

describe('memory inspector loaded on demand', () => {
  it('given the worker has started, then the inspector module is not loaded; on the first action it loads once and applies the same gates', async () => {
    const { inspector, loader, inspect } = await onDemandInspector();
    expect(loader.loads).toBe(0);
    const refused = await inspector.add({ type: 'stable_user_context', text: 'Call me on 13812345678', tags: [], subject: 'phone' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'rejected', reason: 'sensitive_personal_information' } });
    expect((await inspector.add(peach)).ok).toBe(true);
    const listed = await inspector.query(everything);
    expect(listed.ok && listed.value.items.map((m) => m.text)).toEqual(['The user likes peaches']);
    expect((await inspector.suppress('user_preference:prefer-peach')).ok).toBe(true);
    expect((await inspect.memories.get('user_preference:prefer-peach'))?.status).toBe('suppressed');
    expect(loader.loads).toBe(1);
  });

  it('given a live view, when it is stopped before the module arrives, then it never starts; a view left open sees each change', async () => {
    const { inspector } = await onDemandInspector();
    let stoppedCalls = 0;
    const stop = inspector.watch(() => (stoppedCalls += 1));
    stop();
    let changes = 0;
    inspector.watch(() => (changes += 1));
    await expect.poll(() => changes).toBeGreaterThan(0);
    const before = changes;
    await inspector.add(peach);
    await expect.poll(() => changes).toBeGreaterThan(before);
    expect(stoppedCalls).toBe(0);
  });

  it('given the module cannot be fetched, then actions answer "module_unavailable" instead of hanging, and the next action loads it', async () => {
    const { inspector, loader } = await onDemandInspector();
    loader.offline = true;
    const failed = await inspector.query(everything);
    expect(failed).toEqual({
      ok: false,
      error: { code: 'module_unavailable' },
    });
    loader.offline = false;
    expect((await inspector.add(peach)).ok).toBe(true);
  });

  it('given a chat with answers, then how many memories each used and which are answered without loading the inspector', async () => {
    const { inspector, loader, inspect } = await onDemandInspector();
    loader.offline = true;
    const counts: Record<string, number>[] = [];
    const stop = inspector.watchRecalls('conversation-1', (c) => counts.push(c));
    await expect.poll(() => counts.length).toBeGreaterThan(0);
    expect(counts.at(-1)).toEqual({});
    await inspect.recallLog.add({
      assistantMessageId: 'answer-1',
      conversationId: 'conversation-1',
      at: '2026-12-01T10:00:00.000Z',
      items: [RECALLED],
    });
    await expect.poll(() => counts.at(-1)).toEqual({ 'answer-1': 1 });
    stop();
    expect(await inspector.memoriesUsed('a-message')).toBeNull();
    expect(await inspector.memoriesUsed('answer-1')).toMatchObject([{ stableKey: RECALLED.stableKey, memory: null, explanation: null }]);
    expect(loader.loads).toBe(0);
  });
});
