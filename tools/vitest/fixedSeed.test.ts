import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED, seedFrom } from './fixedSeed';

describe('the property tests’ seed', () => {
  it('is fixed for the run unless FC_SEED asks for another', () => {
    expect(fc.readConfigureGlobal().seed).toBe(seedFrom(process.env.FC_SEED));
  });

  it.skipIf(seedFrom(process.env.FC_SEED) === undefined)('draws the same cases twice from the configured seed', () => {
    const draw = (): number[] => {
      const seen: number[] = [];
      fc.assert(
        fc.property(fc.integer(), (n) => {
          seen.push(n);
        }),
        { numRuns: 20 },
      );
      return seen;
    };
    expect(draw()).toEqual(draw());
  });

  it('reads FC_SEED as the default, a number or random', () => {
    expect(seedFrom(undefined)).toBe(DEFAULT_SEED);
    expect(seedFrom(' ')).toBe(DEFAULT_SEED);
    expect(seedFrom('17')).toBe(17);
    expect(seedFrom('-5')).toBe(-5);
    expect(seedFrom('Random')).toBeUndefined();
    expect(() => seedFrom('1.5')).toThrow(/FC_SEED/);
    expect(() => seedFrom('abc')).toThrow(/FC_SEED/);
  });
});
