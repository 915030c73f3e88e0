import { describe, expect, it } from 'vitest';
import { calculatorTool } from './calculator';
import { testContext } from './testContext';

const calc = (expression: string) => calculatorTool.run({ expression }, testContext());

describe('calculator', () => {
  it('given 0.1 + 0.2, when evaluated, then the result is exactly 0.3', async () => {
    expect(await calc('0.1 + 0.2')).toEqual({ ok: true, value: '0.3' });
    expect(await calc('0.1 * 3 - 0.3')).toEqual({ ok: true, value: '0' });
  });

  it('given a repeating fraction, when evaluated, then it shows 20 significant digits', async () => {
    expect(await calc('1/3')).toEqual({ ok: true, value: '0.33333333333333333333' });
    expect(await calc('2/3')).toEqual({ ok: true, value: '0.66666666666666666667' });
  });

  it('given big integers, when multiplied or raised, then every digit is kept', async () => {
    expect(await calc('12345678901234567890 * 98765432109876543210')).toEqual({
      ok: true,
      value: '1219326311370217952237463801111263526900',
    });
    expect(await calc('2^100')).toEqual({ ok: true, value: '1267650600228229401496703205376' });
    expect(await calc('20!')).toEqual({ ok: true, value: '2432902008176640000' });
  });

  it('given ordinary functions and constants, when evaluated, then they work', async () => {
    expect(await calc('sqrt(16) + round(2.5) + abs(-1)')).toEqual({ ok: true, value: '8' });
    expect(await calc('sin(pi / 6)')).toEqual({ ok: true, value: '0.5' });
    expect(await calc('5 km + 300 m')).toEqual({ ok: true, value: '5.3 km' });
  });

  it('given division by zero, when evaluated, then it is a tool error, not a throw or "Infinity"', async () => {
    const result = await calc('1/0');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/not a finite number/);
    expect((await calc('0/0')).ok).toBe(false);
  });

  it('given a syntax error, when evaluated, then the error names the problem', async () => {
    const result = await calc('1 +');
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/^Could not evaluate "1 \+": Unexpected end of expression/) });
  });

  it.each([
    ['import({ evil: 1 }, { override: true })', 'import'],
    ['createUnit("foo", "1 m")', 'createUnit'],
    ['evaluate("1 + 1")', 'evaluate'],
    ['parse("1 + 1")', 'parse'],
    ['simplify("x + x")', 'simplify'],
    ['derivative("x^2", "x")', 'derivative'],
    ['random()', 'random'],
    ['zeros(100000, 100000)', 'zeros'],
  ])('given the blocked function in %s, when evaluated, then it is refused', async (expression, name) => {
    expect(await calc(expression)).toEqual({ ok: false, error: expect.stringContaining(`Function ${name} is disabled`) });
  });

  it('given an expression that tries to reach JavaScript, when evaluated, then it is refused', async () => {
    for (const expression of ['cos.constructor("return 1")()', '[].map.constructor("return this")()', 'f(x) = x']) {
      expect((await calc(expression)).ok).toBe(false);
    }
  });

  it('given a blocked call, when a later expression runs, then the instance is unchanged', async () => {
    await calc('import({ add: 0 }, { override: true })');
    expect(await calc('2 + 2')).toEqual({ ok: true, value: '4' });
  });
});
