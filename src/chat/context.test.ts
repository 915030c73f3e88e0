import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assembleContext, type ContextInput, type ModelMessage } from './context';
import { assistant, buildMessages, user } from './fixtures';
import type { PinnedDecision } from './records';

const decision: PinnedDecision = { text: 'The user decided to use React, not Vue.', subject: 'framework', type: 'project_context' };
const MEMORY = 'Long-term notes about the user:\n- (user_preference) The user likes peaches.';

const base: ContextInput = {
  systemPrompts: [],
  memoryMessage: null,
  summary: '',
  pinnedDecisions: [],
  recent: [],
  latestUserText: 'What next?',
};

/** Names each message by the slot it came from, so an order can be compared at a glance. */
function slots(messages: readonly ModelMessage[]): string[] {
  return messages.map((m, i) => {
    if (i === messages.length - 1) return 'latest';
    if (m.role !== 'system') return `recent:${m.role}`;
    if (m.content === MEMORY) return 'memory';
    if (m.content.startsWith('Summary of the earlier part')) return 'summary';
    if (m.content.includes(decision.text)) return 'pinned';
    return `prompt:${m.content}`;
  });
}

describe('assembleContext order', () => {
  const combos = Array.from({ length: 32 }, (_, bits) => ({
    prompts: (bits & 1) !== 0,
    memory: (bits & 2) !== 0,
    summary: (bits & 4) !== 0,
    pinned: (bits & 8) !== 0,
    recent: (bits & 16) !== 0,
  }));

  it.each(combos)('given slots %o, when assembled, then only the filled slots appear, in order, with no empty system message', (c) => {
    const messages = assembleContext({
      systemPrompts: c.prompts ? ['base', 'mode', 'policy'] : ['', '  '],
      memoryMessage: c.memory ? MEMORY : c.prompts ? '' : null,
      summary: c.summary ? 'The user compared frameworks.' : '  ',
      pinnedDecisions: c.pinned ? [decision] : [],
      recent: c.recent ? buildMessages([user('q1'), assistant('a1')]) : [],
      latestUserText: 'What next?',
    });
    const expected = [
      ...(c.prompts ? ['prompt:base', 'prompt:mode', 'prompt:policy'] : []),
      ...(c.memory ? ['memory'] : []),
      ...(c.summary ? ['summary'] : []),
      ...(c.pinned ? ['pinned'] : []),
      ...(c.recent ? ['recent:user', 'recent:assistant'] : []),
      'latest',
    ];
    expect(slots(messages)).toEqual(expected);
    expect(messages.filter((m) => m.role === 'system' && m.content.trim() === '')).toEqual([]);
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'What next?' });
  });

  it('given the user’s instructions and every other slot, when assembled, then the instructions follow the app’s prompts and precede memory', () => {
    const messages = assembleContext({
      systemPrompts: ['base', 'mode', 'policy'],
      instructions: ['custom', '  ', 'persona'],
      memoryMessage: MEMORY,
      summary: 'The user compared frameworks.',
      pinnedDecisions: [decision],
      recent: buildMessages([user('q1'), assistant('a1')]),
      latestUserText: 'What next?',
    });
    expect(slots(messages)).toEqual([
      'prompt:base',
      'prompt:mode',
      'prompt:policy',
      'prompt:custom',
      'prompt:persona',
      'memory',
      'summary',
      'pinned',
      'recent:user',
      'recent:assistant',
      'latest',
    ]);
  });

  it('given a summary, when assembled, then its message says it summarises earlier turns of this conversation', () => {
    const [summary] = assembleContext({ ...base, summary: 'The user compared frameworks.' });
    expect(summary!.content).toMatch(/^Summary of the earlier part of this conversation/);
    expect(summary!.content).toContain('The user compared frameworks.');
  });

  it('given pinned decisions, when assembled, then they come as one bullet-list system message', () => {
    const [pinned] = assembleContext({ ...base, pinnedDecisions: [decision, { ...decision, text: 'Use pnpm.' }] });
    expect(pinned!.role).toBe('system');
    expect(pinned!.content.split('\n').slice(1)).toEqual(['- The user decided to use React, not Vue.', '- Use pnpm.']);
  });
});

describe('assembleContext recent messages', () => {
  const contents = (input: Partial<ContextInput>): string[] => assembleContext({ ...base, ...input }).map((m) => `${m.role}:${m.content}`);

  it('given complete, interrupted, failed and streaming answers, when assembled, then complete and interrupted text is sent, the rest is not', () => {
    const recent = buildMessages([
      user('q1'),
      assistant('full answer'),
      user('q2'),
      assistant('half an ans', 'interrupted'),
      user('q3'),
      assistant('boom', 'error'),
      assistant('', 'interrupted'),
    ]);
    expect(contents({ recent })).toEqual([
      'user:q1',
      'assistant:full answer',
      'user:q2',
      'assistant:half an ans',
      'user:q3',
      'user:What next?',
    ]);
  });

  it('given recent messages out of order, when assembled, then seq decides', () => {
    const recent = buildMessages([user('q1'), assistant('a1')]).reverse();
    expect(contents({ recent })).toEqual(['user:q1', 'assistant:a1', 'user:What next?']);
  });

  it('given the stored latest user message and its streaming placeholder in recent, when assembled, then the latest appears once, last', () => {
    const recent = buildMessages([user('q1'), assistant('a1'), user('What next?'), assistant('', 'streaming')]);
    expect(contents({ recent })).toEqual(['user:q1', 'assistant:a1', 'user:What next?']);
  });

  it('given a retry after a failed answer, when assembled, then the retried question is not sent twice', () => {
    const recent = buildMessages([user('What next?'), assistant('', 'error')]);
    expect(contents({ recent })).toEqual(['user:What next?']);
  });

  it('given an earlier question with the same text that was answered, when assembled, then it stays (only a trailing duplicate is dropped)', () => {
    const recent = buildMessages([user('What next?'), assistant('Tests.')]);
    expect(contents({ recent })).toEqual(['user:What next?', 'assistant:Tests.', 'user:What next?']);
  });

  it('given a trailing user message with different text, when assembled, then both user messages are sent', () => {
    const recent = buildMessages([user('first try'), assistant('', 'error')]);
    expect(contents({ recent })).toEqual(['user:first try', 'user:What next?']);
  });

  it('property: the latest user text is always last, no system message is blank, and the input is not mutated', () => {
    const spec = fc.record({
      role: fc.constantFrom<'user' | 'assistant'>('user', 'assistant'),
      text: fc.string({ maxLength: 5 }),
      status: fc.constantFrom('complete', 'streaming', 'interrupted', 'error' as const),
    });
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
        fc.option(fc.string({ maxLength: 4 })),
        fc.string({ maxLength: 4 }),
        fc.array(spec, { maxLength: 8 }),
        fc.string({ minLength: 1, maxLength: 5 }),
        (systemPrompts, memoryMessage, summary, specs, latestUserText) => {
          const input: ContextInput = {
            systemPrompts,
            memoryMessage,
            summary,
            pinnedDecisions: [],
            recent: buildMessages(specs),
            latestUserText,
          };
          const before = structuredClone(input);
          const messages = assembleContext(input);
          expect(messages.at(-1)).toEqual({ role: 'user', content: latestUserText });
          expect(messages.some((m) => m.role === 'system' && m.content.trim() === '')).toBe(false);
          const firstNonSystem = messages.findIndex((m) => m.role !== 'system');
          expect(messages.slice(firstNonSystem).every((m) => m.role !== 'system')).toBe(true);
          expect(input).toEqual(before);
        },
      ),
    );
  });
});

describe('assembleContext with a reasoning model in the history', () => {
  it('given an earlier answer kept with its reasoning, when the next request is assembled, then only the answer text is sent', () => {
    const [question, answer] = buildMessages([user('Tea or coffee?'), assistant('Tea.')]);
    const thought = { ...answer!, reasoning: { text: 'SECRET-THOUGHT: the user mentioned mornings.', durationMs: 1200 } };
    const messages = assembleContext({ ...base, recent: [question!, thought] });
    expect(messages.map((m) => m.content)).toEqual(['Tea or coffee?', 'Tea.', 'What next?']);
    expect(JSON.stringify(messages)).not.toContain('SECRET-THOUGHT');
  });

  it('given an answer stopped while the model was still thinking (reasoning, no text), then it is not sent at all', () => {
    const [question, answer] = buildMessages([user('Tea or coffee?'), assistant('', 'interrupted')]);
    const messages = assembleContext({ ...base, recent: [question!, { ...answer!, reasoning: { text: 'SECRET-THOUGHT' } }] });
    expect(messages.map((m) => m.role)).toEqual(['user', 'user']);
    expect(JSON.stringify(messages)).not.toContain('SECRET-THOUGHT');
  });
});
