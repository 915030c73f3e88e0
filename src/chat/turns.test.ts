import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assistant, buildMessages, completeTurns, user } from './fixtures';
import type { Message } from './records';
import { countChars, countTurns, groupTurns, isTurnComplete, isTurnStreaming, recentWindow, turnMessages } from './turns';

const ids = (messages: readonly Message[]): string[] => messages.map((m) => m.id);

describe('groupTurns', () => {
  it('given messages stored out of order, when grouped, then seq decides the order', () => {
    const [m1, m2, m3, m4] = buildMessages([user('q1'), assistant('a1'), user('q2'), assistant('a2')]);
    const turns = groupTurns([m4!, m2!, m3!, m1!]);
    expect(turns.map((t) => [t.user?.id, ids(t.answers)])).toEqual([
      ['m1', ['m2']],
      ['m3', ['m4']],
    ]);
  });

  it('given a retried answer, when grouped, then both answers belong to the same user turn', () => {
    const turns = groupTurns(buildMessages([user('q'), assistant('', 'error'), assistant('a')]));
    expect(turns).toHaveLength(1);
    expect(ids(turns[0]!.answers)).toEqual(['m2', 'm3']);
  });

  it('given an assistant message before any user message, when grouped, then it forms a turn without a user', () => {
    const turns = groupTurns(buildMessages([assistant('welcome'), user('q'), assistant('a')]));
    expect(turns.map((t) => t.user?.id ?? null)).toEqual([null, 'm2']);
    expect(ids(turnMessages(turns[0]!))).toEqual(['m1']);
  });

  it('given a user message with no answer yet, when grouped, then it is a turn that is not complete', () => {
    const [turn] = groupTurns(buildMessages([user('q')]));
    expect(turn!.answers).toEqual([]);
    expect(isTurnComplete(turn!)).toBe(false);
  });

  it('property: grouping keeps every message exactly once, in seq order', () => {
    const role = fc.constantFrom<'user' | 'assistant'>('user', 'assistant');
    fc.assert(
      fc.property(fc.array(role, { maxLength: 30 }), (roles) => {
        const messages = buildMessages(roles.map((r) => ({ role: r, text: 'x' })));
        const regrouped = groupTurns([...messages].reverse()).flatMap(turnMessages);
        expect(ids(regrouped)).toEqual(ids(messages));
      }),
    );
  });
});

describe('turn status', () => {
  it.each([
    ['complete', false, true],
    ['interrupted', false, false],
    ['error', false, false],
    ['streaming', true, false],
  ] as const)('given a last answer that is %s, then streaming is %s and complete is %s', (status, streaming, complete) => {
    const [turn] = groupTurns(buildMessages([user('q'), assistant('a', status)]));
    expect(isTurnStreaming(turn!)).toBe(streaming);
    expect(isTurnComplete(turn!)).toBe(complete);
  });
});

describe('recentWindow', () => {
  const messages = buildMessages(completeTurns(3));

  it('given no compaction yet, when windowed, then the whole history is the window', () => {
    expect(ids(recentWindow(messages, null))).toEqual(ids(messages));
  });

  it('given a compaction through m4, when windowed, then only the messages after m4 remain', () => {
    expect(ids(recentWindow([...messages].reverse(), 'm4'))).toEqual(['m5', 'm6']);
  });

  it('given a compaction through the last message, when windowed, then the window is empty', () => {
    expect(recentWindow(messages, 'm6')).toEqual([]);
  });

  it('given an id that is no longer among the messages, when windowed, then the whole history is kept rather than lost', () => {
    expect(ids(recentWindow(messages, 'gone'))).toEqual(ids(messages));
  });
});

describe('countTurns and countChars', () => {
  it('given three complete turns of 10-char messages, when counted, then 3 turns and 60 chars', () => {
    const messages = buildMessages(completeTurns(3, 10));
    expect(countTurns(messages)).toBe(3);
    expect(countChars(messages)).toBe(60);
  });

  it('given failed and streaming answers, when counting chars, then only text sent to the model counts', () => {
    const messages = buildMessages([
      user('12345'),
      assistant('failed text', 'error'),
      assistant('partial', 'interrupted'),
      user('abc'),
      assistant('still going', 'streaming'),
    ]);
    expect(countChars(messages)).toBe(5 + 7 + 3);
  });

  it('given an answer kept with long reasoning, when counting chars for compaction, then the reasoning does not count (it is never sent)', () => {
    const messages = buildMessages(completeTurns(1, 10)).map((m) =>
      m.role === 'assistant' ? { ...m, reasoning: { text: 'x'.repeat(5000) } } : m,
    );
    expect(countChars(messages)).toBe(20);
  });
});
