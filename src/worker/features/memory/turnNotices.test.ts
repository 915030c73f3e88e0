import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../tools/mock-openai/vitest';
import { candidate } from '../../../../e2e/support/memory';
import { createMemoryInspector } from '../inspector/memoryInspector';
import { writeCandidates } from './candidateWriter';
import { startPipeline } from './pipeline.testutil';
import { turnChanges, turnRefusals, undoTurnChange } from './turnNotices';

const server = useMockServer();
const PEACH = candidate({ type: 'user_preference', text: '用户喜欢吃桃子', subject: '桃子', polarity: 'prefer', tags: ['桃子', '水果'] });
const PEACH_AGAIN = candidate({
  type: 'user_preference',
  text: '用户很喜欢吃新鲜的桃子',
  subject: '桃子',
  polarity: 'prefer',
  tags: ['桃子', '水果'],
});
const PEACH_FORGET = candidate({
  type: 'user_preference',
  text: '用户不再喜欢桃子',
  subject: '桃子',
  polarity: 'prefer',
  action: 'suppress',
  tags: ['桃子'],
});
const PEACH_AVOID = candidate({
  type: 'user_preference',
  text: '用户不爱吃桃子',
  subject: '桃子',
  polarity: 'avoid',
  tags: ['桃子', '水果'],
});
const KEY = 'user_preference:prefer-桃子';

async function setup() {
  const h = await startPipeline(server);
  const inspector = createMemoryInspector({ memory: h.pipeline.session, chatDb: () => h.chat, now: h.clock.now });
  const db = h.pipeline.session.database()!;
  const extract = (turnId: string, raws: unknown[], conversationId = 'c1') =>
    writeCandidates(db, raws, {
      at: h.clock.now(),
      conversationId,
      namespace: h.pipeline.session.namespace(),
      origin: 'extraction',
      turnId,
    });
  return { ...h, db, inspector, extract };
}

describe('memory notices at the turn', () => {
  it('given a turn that remembered a preference, when undone, then the memory is suppressed and the notice says undone', async () => {
    const { db, inspector, extract, inspect } = await setup();
    await extract('a1', [PEACH]);
    const before = await turnChanges(db, 'c1');
    expect(before).toEqual({
      a1: [expect.objectContaining({ kind: 'remembered', text: '用户喜欢吃桃子', stableKey: KEY, undone: false })],
    });

    const undone = await undoTurnChange(db, before.a1![0]!.historyId, inspector);
    expect(undone.ok).toBe(true);
    expect((await inspect.memories.get(KEY))?.status).toBe('suppressed');
    expect((await turnChanges(db, 'c1')).a1).toEqual([expect.objectContaining({ kind: 'remembered', undone: true, replacedLater: false })]);
  });

  it('given a preference, when a later turn states the opposite, then the first turn says it was replaced, not undone', async () => {
    const { db, extract, inspect, clock } = await setup();
    await extract('a1', [PEACH]);
    clock.set('2026-02-01T00:00:00.000Z');
    await extract('a2', [PEACH_AVOID]);
    expect((await inspect.memories.get(KEY))?.status).toBe('suppressed');
    const changes = await turnChanges(db, 'c1');
    expect(changes.a1).toEqual([expect.objectContaining({ kind: 'remembered', undone: true, replacedLater: true })]);
    expect(changes.a2).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'remembered', text: '用户不爱吃桃子', undone: false, replacedLater: false }),
      ]),
    );
  });

  it('given a later turn that updated the memory, when that update is undone, then the previous version is back', async () => {
    const { db, inspector, extract, inspect, clock } = await setup();
    await extract('a1', [PEACH]);
    clock.set('2026-02-01T00:00:00.000Z');
    await extract('a2', [PEACH_AGAIN]);
    const changes = await turnChanges(db, 'c1');
    expect(changes.a2).toEqual([expect.objectContaining({ kind: 'updated', text: '用户很喜欢吃新鲜的桃子', undone: false })]);

    expect((await undoTurnChange(db, changes.a2![0]!.historyId, inspector)).ok).toBe(true);
    expect((await inspect.memories.get(KEY))?.text).toBe('用户喜欢吃桃子');
    expect((await turnChanges(db, 'c1')).a2).toEqual([expect.objectContaining({ undone: true })]);
  });

  it('given a turn that forgot a memory, when undone, then it is restored', async () => {
    const { db, inspector, extract, inspect } = await setup();
    await extract('a1', [PEACH]);
    await extract('a2', [PEACH_FORGET]);
    const forgot = (await turnChanges(db, 'c1')).a2!;
    expect(forgot).toEqual([expect.objectContaining({ kind: 'forgot', text: '用户喜欢吃桃子', undone: false })]);
    expect((await undoTurnChange(db, forgot[0]!.historyId, inspector)).ok).toBe(true);
    expect((await inspect.memories.get(KEY))?.status).toBe('active');
  });

  it('given a turn whose candidates were refused, when read, then the turn lists why once per reason, never the text', async () => {
    const { db, extract } = await setup();
    const idCard = candidate({ type: 'stable_user_context', text: '用户的身份证号是 110101199003074514', subject: '身份证' });
    await extract('a1', [idCard, idCard]);
    await extract('a2', [PEACH, PEACH]);
    const refusals = await turnRefusals(db, 'c1');
    expect(refusals).toEqual({ a1: ['sensitive_personal_information'] });
    expect(JSON.stringify(await db.rejections.toArray())).not.toContain('110101199003074514');
    expect(await turnRefusals(db, 'c2')).toEqual({});
  });

  it('given changes from another conversation and from the memory view, when a conversation is read, then only its turns are listed', async () => {
    const { db, inspector, extract } = await setup();
    await extract('b1', [PEACH], 'c2');
    await inspector.add({
      type: 'workflow_preference',
      text: 'The user reviews code before lunch',
      tags: ['review'],
      subject: 'code review',
    });
    expect(await turnChanges(db, 'c1')).toEqual({});
    expect(Object.keys(await turnChanges(db, 'c2'))).toEqual(['b1']);
  });
});
