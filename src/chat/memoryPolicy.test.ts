import { describe, expect, it } from 'vitest';
import { isMemoryEligible } from './memoryPolicy';

describe('memory policy: which chat modes read and write long-term memory', () => {
  it.each([
    ['ordinary chat', { mode: 'ordinary_chat' as const }, true],
    ['tool-assisted chat', { mode: 'tool_assisted_ordinary_chat' as const }, true],
    ['task-list agent', { mode: 'tasklist_agent' as const }, false],
    ['temporary chat', { mode: 'ordinary_chat' as const, temporary: true }, false],
    ['memory paused', { mode: 'ordinary_chat' as const, memoryPaused: true }, false],
  ])('given %s, when asked, then eligibility is %s', (_, patch, expected) => {
    expect(isMemoryEligible({ conversationId: 'c1', memoryPaused: false, ...patch })).toBe(expected);
  });

  it('given a draft or missing conversation id, when asked, then it is never eligible', () => {
    expect(isMemoryEligible({ conversationId: '__draft__1', mode: 'ordinary_chat', memoryPaused: false })).toBe(false);
    expect(isMemoryEligible({ conversationId: null, mode: 'ordinary_chat', memoryPaused: false })).toBe(false);
  });
});
