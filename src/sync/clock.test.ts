import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareRevs, isClockAhead, observeRev, revFromTime, revSchema, revTime, tickClock, type Rev } from './clock';
import { fromBase64Url, toBase64Url } from './bytes';
import { newDeviceSlot } from './slots';
import { DEVICES, randomBytes, revArb } from './slots.testutil';

const [A, B] = DEVICES;

describe('hybrid logical clock', () => {
  it('given a wall clock that goes backwards, when ticking, then every rev is still greater than the last', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 30 }), (walls) => {
        let last: Rev | undefined;
        for (const now of walls) {
          const next = tickClock(last, now, A);
          if (last) expect(compareRevs(next, last)).toBe(1);
          last = next;
        }
      }),
    );
  });

  it('given a remote rev from a clock far ahead, when observed, then the next local tick is after it', () => {
    fc.assert(
      fc.property(fc.option(revArb, { nil: undefined }), revArb, fc.integer({ min: 0, max: 50 }), (last, remote, now) => {
        const next = tickClock(observeRev(last, remote, B), now, B);
        expect(compareRevs(next, remote)).toBe(1);
        if (last) expect(compareRevs(next, last)).toBe(1);
      }),
    );
  });

  it('orders revs totally: antisymmetric and transitive', () => {
    fc.assert(
      fc.property(revArb, revArb, revArb, (a, b, c) => {
        expect(compareRevs(a, b) + compareRevs(b, a)).toBe(0);
        if (compareRevs(a, b) <= 0 && compareRevs(b, c) <= 0) expect(compareRevs(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('reads times, flags a clock more than five minutes ahead and refuses a malformed rev', () => {
    const rev = revFromTime('2026-11-01T00:00:00.000Z', A);
    expect(revTime(rev)).toBe('2026-11-01T00:00:00.000Z');
    expect(isClockAhead([rev[0] + 6 * 60_000, 0, B], rev[0])).toBe(true);
    expect(isClockAhead([rev[0] + 4 * 60_000, 0, B], rev[0])).toBe(false);
    expect(revSchema.safeParse([1, 0, 'short']).success).toBe(false);
    expect(revSchema.safeParse([1.5, 0, A]).success).toBe(false);
  });
});

describe('device slots and base64url', () => {
  it('given random bytes, when a slot is made, then it is 11 URL-safe characters', () => {
    expect(newDeviceSlot(randomBytes)).toMatch(/^[A-Za-z0-9_-]{11}$/);
  });

  it('round-trips any bytes through base64url', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
        expect(toBase64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
      }),
    );
    expect(fromBase64Url('a+b/')).toBeUndefined();
  });
});
