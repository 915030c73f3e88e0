import { z } from 'zod';

/**
 * A hybrid logical clock reading: wall milliseconds, a counter for events within one millisecond (or
 * while the wall clock lags a time already seen), and the writing device's slot as the final tie-break.
 * Ordered lexicographically, so every device orders any two revs the same way, and a rev written after
 * seeing another is always greater than it, whatever the two wall clocks say.
 */
export type Rev = readonly [wall: number, counter: number, device: string];

export const DEVICE_SLOT_PATTERN = /^[A-Za-z0-9_-]{11}$/;

export const revSchema = z
  .tuple([
    z.number().int().nonnegative().max(8.64e15),
    z.number().int().nonnegative().max(0xffff_ffff),
    z.string().regex(DEVICE_SLOT_PATTERN),
  ])
  .readonly();

export function compareRevs(a: Rev, b: Rev): number {
  if (a[0] !== b[0]) return a[0] < b[0] ? -1 : 1;
  if (a[1] !== b[1]) return a[1] < b[1] ? -1 : 1;
  return a[2] === b[2] ? 0 : a[2] < b[2] ? -1 : 1;
}

export const maxRev = (a: Rev | undefined, b: Rev | undefined): Rev | undefined =>
  a === undefined ? b : b === undefined ? a : compareRevs(a, b) >= 0 ? a : b;

/** The rev for a new local change. `last` is the device's clock (its latest issued or observed rev). */
export function tickClock(last: Rev | undefined, nowMs: number, device: string): Rev {
  const wall = Math.max(last?.[0] ?? 0, Math.floor(nowMs));
  return [wall, last && wall === last[0] ? last[1] + 1 : 0, device];
}

/** The clock after seeing a remote rev: the next local tick is greater than both. */
export function observeRev(last: Rev | undefined, remote: Rev, device: string): Rev {
  const later = maxRev(last, remote)!;
  return [later[0], later[1], device];
}

/** Five minutes: a remote rev further ahead of this device's clock means one of the two clocks is wrong. */
export const CLOCK_SKEW_LIMIT_MS = 5 * 60_000;

export const isClockAhead = (remote: Rev, nowMs: number): boolean => remote[0] - nowMs > CLOCK_SKEW_LIMIT_MS;

/** The wall time of a rev as the ISO string records store. */
export const revTime = (rev: Rev): string => new Date(rev[0]).toISOString();

/** A rev for data written before sync was on, from its stored time, so a first merge behaves like an import. */
export function revFromTime(iso: string, device: string): Rev {
  const ms = Date.parse(iso);
  return [Number.isNaN(ms) ? 0 : Math.max(0, ms), 0, device];
}
