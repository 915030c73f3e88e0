import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../tools/mock-openai/vitest';
import { startPipeline } from '../memory/pipeline.testutil';
import { createMemoryInspector } from './memoryInspector';

const server = useMockServer();

async function inspectorWith() {
  const h = await startPipeline(server);
  const inspector = createMemoryInspector({ memory: h.pipeline.session, chatDb: () => h.chat, now: h.clock.now });
  return { ...h, inspector };
}

describe('memory inspector', () => {
  it('given a hand-added memory with a phone number, when added, then it is refused with the reason and nothing is stored', async () => {
    const { inspector, inspect } = await inspectorWith();
    const refused = await inspector.add({ type: 'stable_user_context', text: 'Call me on 13812345678', tags: [], subject: 'phone' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'rejected', reason: 'sensitive_personal_information' } });
    expect(await inspect.memories.count()).toBe(0);
  });

  it('given "prefer peaches" suppressed and "avoid peaches" active, when the first is restored, then the opposite is suppressed', async () => {
    const { inspector, inspect } = await inspectorWith();
    expect(
      (await inspector.add({ type: 'user_preference', text: '用户喜欢吃桃子', tags: ['桃子'], subject: '桃子', polarity: 'prefer' })).ok,
    ).toBe(true);
    expect(
      (await inspector.add({ type: 'user_preference', text: '用户不吃桃子', tags: ['桃子'], subject: '桃子', polarity: 'avoid' })).ok,
    ).toBe(true);
    expect((await inspect.memories.get('user_preference:prefer-桃子'))?.status).toBe('suppressed');

    expect((await inspector.restore('user_preference:prefer-桃子')).ok).toBe(true);
    expect((await inspect.memories.get('user_preference:prefer-桃子'))?.status).toBe('active');
    expect((await inspect.memories.get('user_preference:avoid-桃子'))?.status).toBe('suppressed');
    const outcomes = (await inspect.history.where('stableKey').equals('user_preference:avoid-桃子').toArray()).map((e) => e.outcome);
    expect(outcomes).toEqual(['written', 'suppressed']);
  });

  it('given a memory, when its type is edited, then it moves to the new key with its history, and a refused edit changes nothing', async () => {
    const { inspector, inspect } = await inspectorWith();
    await inspector.add({
      type: 'workflow_preference',
      text: 'The user reviews code before lunch',
      tags: ['review'],
      subject: 'code review',
    });
    const refused = await inspector.edit('workflow_preference:code-review', {
      text: 'key sk-proj-abcdefghijklmnopqrstuvwxyz',
      tags: [],
      type: 'workflow_preference',
    });
    expect(refused).toMatchObject({ ok: false, error: { reason: 'raw_runtime_state' } });
    expect((await inspect.memories.get('workflow_preference:code-review'))?.text).toBe('The user reviews code before lunch');

    const moved = await inspector.edit('workflow_preference:code-review', {
      text: 'The user reviews code every morning',
      tags: ['review'],
      type: 'recurring_constraint',
    });
    expect(moved).toEqual({ ok: true, value: { stableKey: 'recurring_constraint:code-review' } });
    expect(await inspect.memories.get('workflow_preference:code-review')).toBeUndefined();
    expect(await inspect.history.where('stableKey').equals('recurring_constraint:code-review').count()).toBe(2);
  });

  it('given a memory, when deleted, then it and its history are gone', async () => {
    const { inspector, inspect } = await inspectorWith();
    await inspector.add({ type: 'project_context', text: 'Mindkeep plans a v2', tags: ['mindkeep'], subject: 'Mindkeep', facet: 'v2' });
    expect((await inspector.remove('project_context:mindkeep-v2')).ok).toBe(true);
    expect(await inspect.memories.count()).toBe(0);
    expect(await inspect.history.count()).toBe(0);
  });
});
