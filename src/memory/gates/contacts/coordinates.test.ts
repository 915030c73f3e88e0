import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isCoordinatePair } from './coordinates';

describe('a tag of coordinates', () => {
  it('given any latitude and longitude written with decimals, signs or hemispheres, then it is a coordinate pair', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -900_000, max: 900_000 }),
        fc.integer({ min: -1_800_000, max: 1_800_000 }),
        fc.constantFrom(', ', ',', ' ', '; '),
        (lat, lon, sep) => isCoordinatePair(`${(lat / 10_000).toFixed(4)}${sep}${(lon / 10_000).toFixed(4)}`),
      ),
    );
    expect(isCoordinatePair('48.8566°N 2.3522°E')).toBe(true);
  });

  it('given numbers out of range, more than seven decimals, one number or grouped digits, then it is not', () => {
    expect(isCoordinatePair('138.1234, 5678.1')).toBe(false);
    expect(isCoordinatePair('91.5, 120.1')).toBe(false);
    expect(isCoordinatePair('30.12345678, 120.1')).toBe(false);
    expect(isCoordinatePair('212.5550123')).toBe(false);
    expect(isCoordinatePair('138.1234.5678')).toBe(false);
    expect(isCoordinatePair('13812345678')).toBe(false);
  });
});
