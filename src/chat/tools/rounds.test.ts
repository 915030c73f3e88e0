import { describe, expect, it } from 'vitest';
import { MAX_TOOL_ROUNDS, limitReachedResults, nextToolStep, toolRoundMessages } from './rounds';

const calls = [
  { id: 'a', name: 'calculator', arguments: '{"expression":"1+1"}' },
  { id: 'b', name: 'current_datetime', arguments: '{"timeZone":"UTC"}' },
];

describe('the tool-round limit', () => {
  it('given a reply without tool calls, when deciding, then the turn is answered', () => {
    expect(nextToolStep({ toolCallCount: 0, roundsCompleted: 0 })).toBe('answered');
    expect(nextToolStep({ toolCallCount: 0, roundsCompleted: MAX_TOOL_ROUNDS })).toBe('answered');
  });

  it('given tool calls, when fewer than 5 rounds ran, then another round runs; at 5 the limit is reached', () => {
    expect(MAX_TOOL_ROUNDS).toBe(5);
    const steps = [0, 1, 2, 3, 4, 5, 6].map((roundsCompleted) => nextToolStep({ toolCallCount: 1, roundsCompleted }));
    expect(steps).toEqual(['run_tools', 'run_tools', 'run_tools', 'run_tools', 'run_tools', 'limit_reached', 'limit_reached']);
  });

  it('given calls past the limit, when answered, then each gets an error result telling the model to answer now', () => {
    const results = limitReachedResults(calls);
    expect(results.map((r) => [r.id, r.name, r.ok])).toEqual([
      ['a', 'calculator', false],
      ['b', 'current_datetime', false],
    ]);
    expect(results[0]!.content).toMatch(/limit of 5 tool rounds .* Answer now/);
  });
});

describe('toolRoundMessages', () => {
  it('given calls and their results in another order, when built, then the assistant message comes first and results follow call order', () => {
    const messages = toolRoundMessages('Let me check.', calls, [
      { id: 'b', name: 'current_datetime', ok: true, content: '{"date":"2025-03-10"}' },
      { id: 'a', name: 'calculator', ok: false, content: 'Could not evaluate' },
    ]);
    expect(messages).toEqual([
      { role: 'assistant', content: 'Let me check.', tool_calls: calls },
      { role: 'tool', tool_call_id: 'a', content: 'Tool error: Could not evaluate' },
      { role: 'tool', tool_call_id: 'b', content: '{"date":"2025-03-10"}' },
    ]);
  });

  it('given a call without a result, when built, then it still gets an error result', () => {
    expect(toolRoundMessages('', calls.slice(0, 1), [])[1]).toEqual({
      role: 'tool',
      tool_call_id: 'a',
      content: 'Tool error: no result was produced.',
    });
  });

  it('given input arrays, when built, then they are not mutated', () => {
    const frozenCalls = Object.freeze(calls.map((c) => Object.freeze({ ...c })));
    expect(() => toolRoundMessages('x', frozenCalls, Object.freeze([]))).not.toThrow();
  });
});
