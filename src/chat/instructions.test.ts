import { describe, expect, it } from 'vitest';
import { instructionPrompts, NO_INSTRUCTIONS } from './instructions';

describe('instructionPrompts', () => {
  it('given no instructions, when turned into prompts, then there is none (no empty system message)', () => {
    expect(instructionPrompts(NO_INSTRUCTIONS)).toEqual([]);
    expect(instructionPrompts({ aboutMe: '  ', answerStyle: '\n', chatPrompt: ' ' })).toEqual([]);
  });

  it('given both custom instructions and a chat prompt, when turned into prompts, then the global ones come first in one message and the chat prompt last, as written', () => {
    const prompts = instructionPrompts({ aboutMe: ' I teach maths. ', answerStyle: 'Be brief.', chatPrompt: ' You are a pirate. ' });
    expect(prompts).toHaveLength(2);
    expect(prompts[0]).toMatch(/know about them[^\n]*\nI teach maths\.\n\n.*How the user wants you to answer[^\n]*\nBe brief\.$/s);
    expect(prompts[1]).toBe('You are a pirate.');
  });

  it('given only how to answer, when turned into prompts, then the about-me part is left out', () => {
    const [only, ...rest] = instructionPrompts({ ...NO_INSTRUCTIONS, answerStyle: 'Use metric units.' });
    expect(rest).toEqual([]);
    expect(only).not.toMatch(/know about them/);
    expect(only).toMatch(/Use metric units\.$/);
  });
});
