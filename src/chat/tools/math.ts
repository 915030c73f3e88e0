import { all, create, type MathJsInstance, type MathType } from 'mathjs';
import { assert } from '../../shared';

/**
 * One mathjs instance for the calculator and unit conversion: BigNumber with 64 significant digits, so
 * decimal fractions are exact (0.1 + 0.2 is 0.3). mathjs never uses `eval` or `new Function`; following
 * its security advice, the functions that change the instance or parse nested expressions are replaced
 * by ones that refuse, and so are those that draw random numbers (tools are deterministic) or build
 * large matrices from a single number (a stall in the worker).
 */
assert(all, 'mathjs exports its factory map `all`');
const math: MathJsInstance = create(all, { number: 'BigNumber', precision: 64 });

// Kept before the import below disables the expression-level `evaluate`; the parser itself still works.
const evaluateExpression = math.evaluate.bind(math);
const makeUnit = math.unit.bind(math);

export const BLOCKED_FUNCTIONS = [
  'import',
  'createUnit',
  'evaluate',
  'parse',
  'compile',
  'simplify',
  'simplifyConstant',
  'simplifyCore',
  'derivative',
  'rationalize',
  'resolve',
  'symbolicEqual',
  'leafCount',
  'parser',
  'help',
  'reviver',
  'replacer',
  'random',
  'randomInt',
  'pickRandom',
  'zeros',
  'ones',
  'identity',
  'range',
  'resize',
  'matrixFromFunction',
] as const;

const refusing = (name: string) => () => {
  throw new Error(`Function ${name} is disabled`);
};
math.import(Object.fromEntries(BLOCKED_FUNCTIONS.map((name) => [name, refusing(name)])), { override: true });

/** Significant digits shown for a non-integer result. */
const SHOWN_DIGITS = 20;
/** An integer result with up to this many digits is shown in full, not in exponent notation. */
const MAX_FULL_INTEGER_DIGITS = 64;

export type Evaluated = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: string };

function isFiniteValue(value: MathType): boolean {
  if (math.isBigNumber(value)) return value.isFinite();
  if (typeof value === 'number') return Number.isFinite(value);
  return true;
}

/** A result as people read it: integers in full, other numbers to 20 significant digits. */
export function formatValue(value: MathType): string {
  if (math.isBigNumber(value) && value.isInteger() && value.abs().toFixed().length <= MAX_FULL_INTEGER_DIGITS) return value.toFixed();
  return math.format(value, { precision: SHOWN_DIGITS, lowerExp: -9, upperExp: 21 });
}

/** Evaluates one expression in a fresh scope. Never throws: mathjs errors become a reason. */
export function evaluateSafely(expression: string): Evaluated {
  let value: unknown;
  try {
    value = evaluateExpression(expression, new Map());
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message : String(e) };
  }
  if (typeof value === 'function') return { ok: false, reason: 'The expression defines a function instead of computing a value.' };
  if (value === undefined || value === null || typeof value === 'string')
    return { ok: false, reason: 'The expression does not compute a number.' };
  const result = value as MathType;
  if (!isFiniteValue(result))
    return { ok: false, reason: 'The result is not a finite number (division by zero or an undefined operation).' };
  return { ok: true, text: formatValue(result) };
}

/** Converts `value from` to `to` with mathjs units; the reason names the mismatch or the unknown unit. */
export function convertUnit(value: number, from: string, to: string): Evaluated {
  try {
    const converted = makeUnit(math.bignumber(value), from).to(to);
    return { ok: true, text: `${formatValue(converted.toNumeric(to) as MathType)} ${to}` };
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message : String(e) };
  }
}
