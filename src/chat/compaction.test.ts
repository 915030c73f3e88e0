import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COMPACTION_DEFAULTS, applyCompaction, planCompaction, type CompactionOutput } from './compaction';
import { assistant, buildMessages, completeTurns, user } from './fixtures';
import { emptyThreadState, threadStateSchema, type Message, type ThreadState } from './records';
import { turnMessages, type Turn } from './turns';

const fresh = emptyThreadState('c1');
const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null) Object.values(value).forEach(deepFreeze);
  return Object.freeze(value);
};
const firstIds = (turns: readonly Turn[]): (string | undefined)[] => turns.map((t) => turnMessages(t)[0]?.id);

describe('planCompaction thresholds', () => {
  it('given exactly 8 turns and under the char limit, when planned, then no compaction', () => {
    expect(planCompaction(buildMessages(completeTurns(8)), fresh)).toBeNull();
  });

  it('given 9 turns, when planned, then the first 5 are compressed and the last 4 kept verbatim', () => {
    const plan = planCompaction(buildMessages(completeTurns(9)), fresh)!;
    expect(plan.turnsToCompress).toHaveLength(5);
    expect(plan.keptTurns).toHaveLength(4);
    expect(firstIds(plan.keptTurns)).toEqual(['m11', 'm13', 'm15', 'm17']);
    expect(plan.throughMessageId).toBe('m10');
  });

  it('given 6 turns of exactly 12,000 chars in all, when planned, then no compaction', () => {
    const messages = buildMessages(completeTurns(6, 1000));
    expect(messages.reduce((n, m) => n + m.text.length, 0)).toBe(12000);
    expect(planCompaction(messages, fresh)).toBeNull();
  });

  it('given 6 turns of 12,001 chars in all, when planned, then the 2 oldest turns are compressed', () => {
    const messages = buildMessages([...completeTurns(5, 1000), user('x'.repeat(1001)), assistant('y'.repeat(1000))]);
    const plan = planCompaction(messages, fresh)!;
    expect(firstIds(plan.turnsToCompress)).toEqual(['m1', 'm3']);
    expect(plan.keptTurns).toHaveLength(4);
  });

  it('given failed answer text, when measuring the window, then it does not push the window over the char limit', () => {
    const messages = buildMessages([...completeTurns(5, 1000), user('q'), assistant('z'.repeat(5000), 'error')]);
    expect(planCompaction(messages, fresh)).toBeNull();
  });

  it('given custom limits from settings, when planned, then they are used instead of the defaults', () => {
    const limits = { maxTurns: 3, maxChars: 100_000, keepTurns: 1 };
    const plan = planCompaction(buildMessages(completeTurns(4)), fresh, limits)!;
    expect(plan.turnsToCompress).toHaveLength(3);
    expect(plan.keptTurns).toHaveLength(1);
  });
});

describe('planCompaction window and tail', () => {
  it('given an earlier compaction through m10, when 8 more turns follow, then only the recent window counts and no compaction', () => {
    const messages = buildMessages(completeTurns(13));
    expect(planCompaction(messages, { compactedThroughMessageId: 'm10' })).toBeNull();
  });

  it('given an earlier compaction through m2 and 9 turns after it, when planned, then compression starts after m2', () => {
    const plan = planCompaction(buildMessages(completeTurns(10)), { compactedThroughMessageId: 'm2' })!;
    expect(firstIds(plan.turnsToCompress)).toEqual(['m3', 'm5', 'm7', 'm9', 'm11']);
  });

  it('given keepTurns 0 and a streaming last turn, when planned, then the streaming turn is never compressed', () => {
    const messages = buildMessages([...completeTurns(9), user('q'), assistant('partial', 'streaming')]);
    const plan = planCompaction(messages, fresh, { ...COMPACTION_DEFAULTS, keepTurns: 0 })!;
    expect(plan.turnsToCompress).toHaveLength(9);
    expect(plan.throughMessageId).toBe('m18');
    expect(plan.keptTurns).toHaveLength(1);
  });

  it('given keepTurns 0 and an errored last turn, when planned, then the compressed block ends on the last complete turn', () => {
    const messages = buildMessages([...completeTurns(9), user('q'), assistant('', 'error')]);
    const plan = planCompaction(messages, fresh, { ...COMPACTION_DEFAULTS, keepTurns: 0 })!;
    expect(plan.throughMessageId).toBe('m18');
  });

  it('given an old failed turn followed by complete ones, when planned, then it is compressed as history', () => {
    const messages = buildMessages([user('q0'), assistant('', 'error'), ...completeTurns(8)]);
    const plan = planCompaction(messages, fresh)!;
    expect(firstIds(plan.turnsToCompress)).toEqual(['m1', 'm3', 'm5', 'm7', 'm9']);
  });

  it('given a window over the limit only in chars with no more than keepTurns turns, when planned, then nothing can be compressed', () => {
    const messages = buildMessages(completeTurns(4, 5000));
    expect(planCompaction(messages, fresh)).toBeNull();
  });

  it('property: every window message is either compressed or kept, in order, and the compressed block ends on a complete answer', () => {
    const status = fc.constantFrom<Message['status']>('complete', 'complete', 'complete', 'error', 'interrupted');
    fc.assert(
      fc.property(fc.array(status, { maxLength: 25 }), fc.integer({ min: 0, max: 5 }), (statuses, keepTurns) => {
        const messages = buildMessages(statuses.flatMap((s, i) => [user(`q${i}`), assistant(`a${i}`, s)]));
        const plan = planCompaction(messages, fresh, { maxTurns: 8, maxChars: 12000, keepTurns });
        if (plan === null) return;
        const all = [...plan.turnsToCompress, ...plan.keptTurns].flatMap(turnMessages);
        expect(all.map((m) => m.id)).toEqual(messages.map((m) => m.id));
        expect(plan.keptTurns.length).toBeGreaterThanOrEqual(keepTurns);
        const last = turnMessages(plan.turnsToCompress.at(-1)!).at(-1)!;
        expect([last.id, last.role, last.status]).toEqual([plan.throughMessageId, 'assistant', 'complete']);
      }),
    );
  });
});

describe('applyCompaction', () => {
  const output: CompactionOutput = {
    summary: 'The user is planning a React app and compared state libraries.',
    pinnedDecisions: [{ text: 'The user decided to use React, not Vue.', subject: 'framework', type: 'project_context' }],
  };
  const thread: ThreadState = {
    conversationId: 'c1',
    summary: 'old',
    pinnedDecisions: [{ text: 'Old decision.', subject: 'old', type: 'standing_instruction' }],
    compactedThroughMessageId: 'm2',
    lastCompactedAt: '2025-01-01T00:00:00.000Z',
  };

  it('given a vetted output, when applied, then summary, decisions, position and time are replaced', () => {
    const next = applyCompaction(thread, output, { throughMessageId: 'm10', now: '2025-02-01T00:00:00.000Z' });
    expect(next).toEqual({
      conversationId: 'c1',
      summary: output.summary,
      pinnedDecisions: output.pinnedDecisions,
      compactedThroughMessageId: 'm10',
      lastCompactedAt: '2025-02-01T00:00:00.000Z',
    });
    expect(threadStateSchema.safeParse(next).success).toBe(true);
  });

  it('given frozen inputs, when applied, then neither the thread nor the output is changed and the result shares no decision object', () => {
    const frozenThread = deepFreeze(structuredClone(thread));
    const frozenOutput = deepFreeze(structuredClone(output));
    const next = applyCompaction(frozenThread, frozenOutput, { throughMessageId: 'm10', now: 'now' });
    expect(frozenThread).toEqual(thread);
    expect(frozenOutput).toEqual(output);
    expect(next.pinnedDecisions[0]).not.toBe(frozenOutput.pinnedDecisions[0]);
  });
});
