import { describe, expect, it } from 'vitest';
import { testContext } from './testContext';
import { convertUnitsTool } from './units';

const convert = (value: number, from: string, to: string) => convertUnitsTool.run({ value, from, to }, testContext());

describe('convert_units', () => {
  it('given 5 km, when converted to miles, then it is 3.10685596… mile', async () => {
    expect(await convert(5, 'km', 'mile')).toEqual({ ok: true, value: '5 km = 3.1068559611866698481 mile' });
  });

  it('given 100 degF, when converted to degC, then it is 37.777… degC', async () => {
    expect(await convert(100, 'degF', 'degC')).toEqual({ ok: true, value: '100 degF = 37.777777777777777778 degC' });
  });

  it.each([
    [1, 'GiB', 'MB', '1073.741824 MB'],
    [90, 'km/h', 'm/s', '25 m/s'],
    [2, 'hour', 'minute', '120 minute'],
    [1, 'lb', 'g', '453.59237 g'],
    [3, 'liter', 'ml', '3000 ml'],
  ])('given %s %s, when converted to %s, then it is %s', async (value, from, to, expected) => {
    expect(await convert(value, from, to)).toEqual({ ok: true, value: `${value} ${from} = ${expected}` });
  });

  it('given units of different kinds, when converted, then it is a tool error', async () => {
    expect(await convert(1, 'kg', 'm')).toEqual({
      ok: false,
      error: expect.stringMatching(/^Could not convert kg to m: Units do not match/),
    });
  });

  it('given an unknown unit, when converted, then the error names it', async () => {
    expect(await convert(1, 'furlongish', 'm')).toEqual({ ok: false, error: expect.stringContaining('Unit "furlongish" not found') });
  });
});
