import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createSessionContext } from '../../common/sessionContext';
import { createCompactor } from './compaction';
import { useMockServer } from '../../../../tools/mock-openai/vitest';
import type { Message, PinnedDecision } from '../../../chat';
import { COMPACTION_DEFAULTS, unpinDecision } from '../../../chat';
import { updateThread } from '../../../storage';

const server = useMockServer();
// Races with a request in flight: the model holds its answer long enough for the test to act in between,
// even when a loaded machine makes the test notice the request late.
const MODEL_DELAY_MS = 2_000;
const SEEN = { timeout: 10_000, interval: 10 };
const at = '2026-01-01T00:00:00.000Z';

async function conversationWithTurns(turns: number) {
  const session = createSessionContext();
  expect((await session.open(randomBytes(8).toString('hex'))).ok).toBe(true);
  const db = session.chatDb();
  await db.conversations.add({ id: 'c1', title: 't', mode: 'ordinary_chat', createdAt: at, lastActiveAt: at });
  const messages: Message[] = [];
  for (let i = 0; i < turns; i++) {
    messages.push({
      id: `u${i}`,
      conversationId: 'c1',
      role: 'user',
      text: `question ${i}`,
      status: 'complete',
      createdAt: at,
      seq: 2 * i,
    });
    messages.push({
      id: `a${i}`,
      conversationId: 'c1',
      role: 'assistant',
      text: `answer ${i}`,
      status: 'complete',
      createdAt: at,
      seq: 2 * i + 1,
    });
  }
  await db.messages.bulkAdd(messages);
  return { session, db };
}

const settings = () => ({ apiKey: 'sk-test-compaction-0000', baseURL: server.baseURL, memoryModel: 'mock-memory' });
const decisions: PinnedDecision[] = [
  { text: 'The user decided to use React, not Vue.', subject: 'frontend framework', type: 'project_context' },
];

describe('compaction in the worker', () => {
  it('given exactly 8 turns, when a turn completes, then nothing is compacted and no request is made', async () => {
    const { session } = await conversationWithTurns(8);
    const status = await createCompactor(session).maybeCompact('c1', settings(), COMPACTION_DEFAULTS);
    expect(status.state).toBe('idle');
    expect(server.mock.log()).toHaveLength(0);
  });

  it('given a decision unpinned while a compaction is in flight, when the compaction is stored, then that decision does not come back', async () => {
    const { session, db } = await conversationWithTurns(12);
    const pnpm: PinnedDecision = {
      id: 'd-pnpm',
      text: 'Use pnpm for every install.',
      subject: 'package manager',
      type: 'workflow_preference',
    };
    await db.threads.put({
      conversationId: 'c1',
      summary: '',
      pinnedDecisions: [{ ...decisions[0]!, id: 'd-react' }, pnpm],
      compactedThroughMessageId: null,
      lastCompactedAt: null,
    });
    server.mock.script({
      match: { schemaName: 'thread_compaction' },
      delayMs: MODEL_DELAY_MS,
      json: { summary: 'S', pinnedDecisions: [decisions[0], { text: pnpm.text, subject: pnpm.subject, type: pnpm.type }] },
    });
    const compacting = createCompactor(session, { now: () => at }).maybeCompact('c1', settings(), COMPACTION_DEFAULTS);
    // The user unpins while the compaction request is in flight (the model answers after a delay).
    await vi.waitFor(() => expect(server.mock.log().length).toBeGreaterThan(0), SEEN);
    expect(await updateThread(db, 'c1', (t) => unpinDecision(t, 'd-react'))).toBe(true);
    expect((await compacting).state).toBe('compacted');
    const thread = await db.threads.get('c1');
    expect(thread!.pinnedDecisions).toEqual([pnpm]);
    expect(thread!.summary).toBe('S');
  });

  it('given 12 turns, when compacted, then the oldest 8 are summarised, the last 4 kept, and new decisions reported', async () => {
    const { session, db } = await conversationWithTurns(12);
    server.mock.script({
      match: { schemaName: 'thread_compaction' },
      json: { summary: 'They discussed questions 0 to 7.', pinnedDecisions: decisions },
    });
    const compacted: Array<{ previous: PinnedDecision[]; next: PinnedDecision[]; memoryModel: string; userTexts: readonly string[] }> = [];
    // The settings of the turn that asked travel with the event (promotion applies that turn's memory rules).
    const compactor = createCompactor(session, {
      now: () => at,
      onCompacted: ({ settings: s, ...e }) => compacted.push({ ...e, memoryModel: s.memoryModel }),
    });
    expect((await compactor.maybeCompact('c1', settings(), COMPACTION_DEFAULTS)).state).toBe('compacted');

    const thread = await db.threads.get('c1');
    expect(thread).toMatchObject({
      summary: 'They discussed questions 0 to 7.',
      compactedThroughMessageId: 'a7',
      lastCompactedAt: at,
      pinnedDecisions: decisions,
    });
    // Every stored decision has an id: unpin is by id.
    expect(thread!.pinnedDecisions.every((d) => typeof d.id === 'string' && d.id.length > 0)).toBe(true);
    const request = JSON.stringify(server.mock.log()[0]!.body);
    expect(request).toContain('question 7');
    expect(request).not.toContain('question 8');
    expect(compacted).toEqual([
      {
        conversationId: 'c1',
        previous: [],
        next: decisions.map((d) => ({ ...d, id: expect.any(String) })),
        evidence: [],
        // What promotion grounds the decisions in: the user's own messages of the conversation.
        userTexts: Array.from({ length: 12 }, (_, i) => `question ${i}`),
        memoryModel: 'mock-memory',
      },
    ]);
  });

  it('given the model fails or answers an extra key, when compacting, then the previous state is kept and a later try succeeds', async () => {
    const { session, db } = await conversationWithTurns(10);
    const compactor = createCompactor(session);
    server.mock.script({ status: 500 });
    expect((await compactor.maybeCompact('c1', settings(), COMPACTION_DEFAULTS)).state).toBe('failed');
    server.mock.script({ match: { schemaName: 'thread_compaction' }, json: { summary: 's', pinnedDecisions: [], debug: true } });
    expect((await compactor.maybeCompact('c1', settings(), COMPACTION_DEFAULTS)).state).toBe('failed');
    server.mock.script({ match: { schemaName: 'thread_compaction' }, json: { summary: 'x'.repeat(2501), pinnedDecisions: [] } });
    expect((await compactor.maybeCompact('c1', settings(), COMPACTION_DEFAULTS)).state).toBe('failed');
    expect(await db.threads.get('c1')).toBeUndefined();

    server.mock.script({ match: { schemaName: 'thread_compaction' }, json: { summary: 'finally', pinnedDecisions: [] } });
    expect((await compactor.maybeCompact('c1', settings(), COMPACTION_DEFAULTS)).state).toBe('compacted');
    expect((await db.threads.get('c1'))?.summary).toBe('finally');
  });

  it('given another compaction moved the thread meanwhile, when the slow one returns, then it does not overwrite', async () => {
    const { session, db } = await conversationWithTurns(10);
    server.mock.script({
      match: { schemaName: 'thread_compaction' },
      json: { summary: 'slow', pinnedDecisions: [] },
      delayMs: MODEL_DELAY_MS,
    });
    const slow = createCompactor(session).maybeCompact('c1', settings(), COMPACTION_DEFAULTS);
    // Once the request is at the model (which answers a while later), another tab moves the thread.
    await vi.waitFor(() => expect(server.mock.log()).toHaveLength(1), SEEN);
    await db.threads.put({
      conversationId: 'c1',
      summary: 'other tab',
      pinnedDecisions: [],
      compactedThroughMessageId: 'a5',
      lastCompactedAt: at,
    });
    expect((await slow).state).toBe('idle');
    expect((await db.threads.get('c1'))?.summary).toBe('other tab');
  });
});
