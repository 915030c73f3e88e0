import { afterEach, describe, expect, it } from 'vitest';
import { hasNationalIdentifier } from './nationalIds';

// The identifier library's refusals are checked with no stack recorded (Error.stackTraceLimit, a global):
// the gate must leave the global as it found it, whatever it was, and record none during its checks.

const original = Object.getOwnPropertyDescriptor(Error, 'stackTraceLimit');
afterEach(() => {
  if (original) Object.defineProperty(Error, 'stackTraceLimit', original);
});

/** Records every value the global is set to, starting from `start`. */
function watchStackTraceLimit(start: number): number[] {
  const set: number[] = [];
  let value = start;
  Object.defineProperty(Error, 'stackTraceLimit', {
    configurable: true,
    get: () => value,
    set: (next: number) => {
      set.push(next);
      value = next;
    },
  });
  return set;
}

// Spanish DNI numbers: eight digits and the letter of their remainder by 23, and with a wrong letter (which
// the library refuses). The gate remembers answers, so each case asks about numbers of its own.
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const dni = (n: number, offset = 0): string => `${n}${DNI_LETTERS[(n + offset) % 23]}`;
const numbers = (from: number) => Array.from({ length: 6 }, (_, k) => from + k * 7919);

describe('national identifiers and the stack-trace limit', () => {
  it.each([0, 7, 10, 50])(
    'given the limit at %i, when numbers are checked, then it is 0 during the checks and as it was after',
    (start) => {
      const set = watchStackTraceLimit(start);

      for (const n of numbers(30_000_000 + start * 100_000)) {
        hasNationalIdentifier(`DNI ${dni(n)} anotado`);
        hasNationalIdentifier(`DNI ${dni(n, 1)} anotado`);
      }

      expect(set.length).toBeGreaterThan(0);
      expect(set.filter((v) => v !== 0 && v !== start)).toEqual([]);
      expect(Error.stackTraceLimit).toBe(start);
    },
  );
});
