import { z } from 'zod';
import { err, ok } from '../../shared';
import type { BuiltInTool } from './types';

/** Long enough for any sum a person writes; short enough that parsing stays instant. */
export const EXPRESSION_MAX_CHARS = 500;

const argsSchema = z.strictObject({ expression: z.string().trim().min(1).max(EXPRESSION_MAX_CHARS) });

export const calculatorTool: BuiltInTool<z.infer<typeof argsSchema>> = {
  name: 'calculator',
  description:
    'Evaluates an arithmetic expression exactly with decimal numbers (64 significant digits): + - * / ^ %, ' +
    'parentheses, sqrt, abs, round, floor, ceil, exp, log, sin, cos, tan, pi, e, factorial (!), gcd, lcm, and ' +
    'unit arithmetic such as "5 km + 300 m". Use it for any calculation whose exact result matters.',
  parameters: {
    type: 'object',
    additionalProperties: false,
    required: ['expression'],
    properties: {
      expression: {
        type: 'string',
        description: `A math.js expression, at most ${EXPRESSION_MAX_CHARS} characters, e.g. "(0.1 + 0.2) * 3".`,
      },
    },
  },
  argsSchema,
  async run({ expression }) {
    // mathjs is large and only tool turns need it: it loads with the first call.
    const { evaluateSafely } = await import('./math');
    const result = evaluateSafely(expression);
    return result.ok ? ok(result.text) : err(`Could not evaluate "${expression}": ${result.reason}`);
  },
};
