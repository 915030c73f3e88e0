import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidMaxTokens, isValidTemperature, parseMaxTokens, parseTemperature } from './sampling';

describe('parseTemperature', () => {
  it.each([
    ['', undefined],
    ['  ', undefined],
    ['0', 0],
    ['0.7', 0.7],
    [' ,5 ', 0.5],
    ['1,2', 1.2],
    ['2', 2],
  ])('given %j, when parsed, then it is %j', (text, value) => {
    expect(parseTemperature(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['abc', 'notNumber'],
    ['1e1', 'notNumber'],
    ['0.5.1', 'notNumber'],
    ['-0.1', 'outOfRange'],
    ['2.01', 'outOfRange'],
  ])('given %j, when parsed, then it is refused as %s', (text, problem) => {
    expect(parseTemperature(text)).toEqual({ ok: false, problem });
  });
});

describe('parseMaxTokens', () => {
  it.each([
    ['', undefined],
    ['1', 1],
    ['4096', 4096],
    ['10 000', 10000],
    ['1_000_000', 1_000_000],
  ])('given %j, when parsed, then it is %j', (text, value) => {
    expect(parseMaxTokens(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['lots', 'notNumber'],
    ['12.5', 'notWhole'],
    ['0', 'outOfRange'],
    ['-5', 'outOfRange'],
    ['1000001', 'outOfRange'],
  ])('given %j, when parsed, then it is refused as %s', (text, problem) => {
    expect(parseMaxTokens(text)).toEqual({ ok: false, problem });
  });

  it('given any accepted text, when parsed, then the value passes the stored-value check', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const t = parseTemperature(text);
        const m = parseMaxTokens(text);
        if (t.ok && t.value !== undefined) expect(isValidTemperature(t.value)).toBe(true);
        if (m.ok && m.value !== undefined) expect(isValidMaxTokens(m.value)).toBe(true);
      }),
    );
  });
});
