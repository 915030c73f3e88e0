import { describe, expect, it } from 'vitest';
import { createForeground } from './foreground';

/** A clock the test moves, and sleeps that move it (no real time passes). */
function fakeTime() {
  let t = 0;
  const slept: number[] = [];
  return {
    now: () => t,
    sleep: async (ms: number) => {
      slept.push(ms);
      t += ms;
    },
    advance: (ms: number) => (t += ms),
    slept,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('foreground requests', () => {
  it('given no request ever ran, when background work asks for quiet, then it goes at once', async () => {
    const time = fakeTime();
    await createForeground(time.now, time.sleep).quiet(500);
    expect(time.slept).toEqual([]);
  });

  it('given a request in flight, when background work asks for quiet, then it waits for the request and the quiet period after it', async () => {
    const time = fakeTime();
    const foreground = createForeground(time.now, time.sleep);
    let answer: (v: string) => void = () => undefined;
    const request = foreground.track(new Promise<string>((resolve) => (answer = resolve)));
    let quiet = false;
    void foreground.quiet(500).then(() => (quiet = true));
    await flush();
    expect(quiet).toBe(false);

    time.advance(100);
    answer('hits');
    expect(await request).toBe('hits');
    await flush();
    expect(quiet).toBe(true);
    expect(time.slept).toEqual([500]);
  });

  it('given a failed request, when it settles, then it no longer holds the background work', async () => {
    const time = fakeTime();
    const foreground = createForeground(time.now, time.sleep);
    await expect(foreground.track(Promise.reject(new Error('no database')))).rejects.toThrow('no database');
    time.advance(600);
    await foreground.quiet(500);
    expect(time.slept).toEqual([]);
  });
});
