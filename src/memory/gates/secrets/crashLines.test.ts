import { describe, expect, it } from 'vitest';
import { validateCandidate } from '../validate';
import { rawCandidate } from '../../__fixtures__/candidates';

const verdict = (text: string): string => {
  const result = validateCandidate(rawCandidate({ type: 'user_preference', text, tags: ['debugging'], subject: 'debugging' }), {
    sourceConversationId: 'conv-1',
  });
  return result.ok ? 'accepted' : result.reason;
};

// A fatal signal as the shell or the C library prints it is runtime output; the same words as a noun in a sentence
// about what the user likes or works on are a topic.
const PRINTED = [
  'Segmentation fault (core dumped)',
  'Segmentation fault: 11',
  './server: Segmentation fault',
  'zsh: segmentation fault  ./a.out',
  '[1]    48213 segmentation fault  ./build/app',
  'Program crashed:\nSegmentation fault',
];
const PROSE = [
  'User prefers Segmentation fault explanations with the exact signal and a minimal repro.',
  'User is writing a guide on debugging segmentation faults in C.',
  'User wants a segmentation fault explained with the faulting address first.',
];

describe('segmentation faults: output or topic', () => {
  it.each(PRINTED)('refuses printed output %j', (text) => {
    expect(verdict(text)).toBe('raw_runtime_state');
  });
  it.each(PROSE)('keeps prose %j', (text) => {
    expect(verdict(text)).toBe('accepted');
  });
});
