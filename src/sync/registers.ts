import { compareRevs, maxRev, type Rev } from './clock';

/** A value with the rev of the change that set it. */
export interface Register<T> {
  readonly rev: Rev;
  readonly value: T;
}

/** JSON with object keys sorted: equal values give equal text whatever order their keys were built in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Orders two registers: the higher rev wins; equal revs (only a buggy or hostile device writes two values
 * under one rev) are ordered by their canonical JSON (extra fields such as `seen` included), so every replica still picks the same one.
 */
export function compareRegisters<T>(a: Register<T>, b: Register<T>): number {
  const byRev = compareRevs(a.rev, b.rev);
  if (byRev !== 0) return byRev;
  const ja = canonicalJson(a);
  const jb = canonicalJson(b);
  return ja === jb ? 0 : ja < jb ? -1 : 1;
}

/** The winning register of a set (last writer wins, by hybrid logical clock), or undefined for none. */
export function latestRegister<R extends Register<unknown>>(registers: readonly (R | undefined)[]): R | undefined {
  let best: R | undefined;
  for (const r of registers) if (r && (!best || compareRegisters(r, best) > 0)) best = r;
  return best;
}

/** The latest of the revs of a set (undefined entries ignored). */
export const latestRev = (revs: readonly (Rev | undefined)[]): Rev | undefined => revs.reduce<Rev | undefined>(maxRev, undefined);

/** The earliest of the revs of a set. */
export const earliestRev = (revs: readonly (Rev | undefined)[]): Rev | undefined =>
  revs.reduce<Rev | undefined>((a, b) => (a === undefined ? b : b === undefined ? a : compareRevs(a, b) <= 0 ? a : b), undefined);
