import { describe, expect, it } from 'vitest';
import { isDialogue } from './contentGates';

// A chat log with time stamps is read only where a clock time (a digit, a colon, two digits) stands: every shape of it
// holds one, so the logs are still found, and a text without one is never searched for speaker names.
describe('time-stamped chat logs', () => {
  it('still finds every shape of stamped speaker line', () => {
    expect(isDialogue('[10:32] alice: hi\n[10:33] bob: hello')).toBe(true);
    expect(isDialogue('alice (9:05 pm): are you there? bob (9:06 pm): yes')).toBe(true);
    expect(isDialogue('【10:32】张三：你好 【10:33】李四：你好')).toBe(true);
    expect(isDialogue('张三 10:32\n明天见\n李四 10:33\n好的')).toBe(true);
    expect(isDialogue('[7:02:15 am] Marta: ok [7:02:40 am] Jonas: fine')).toBe(true);
  });

  it('finds no log without a clock time or with one speaker only', () => {
    expect(isDialogue('Pros: cheap. Cons: slow.')).toBe(false);
    expect(isDialogue('alice (10): hi bob (11): hello')).toBe(false);
    expect(isDialogue('[10:32] alice: hi\n[10:33] alice: still here')).toBe(false);
    expect(isDialogue('Trains at 10:32 and 11:05 every weekday.')).toBe(false);
  });
});
