import { z } from 'zod';
import { err, ok } from '../../shared';
import type { BuiltInTool } from './types';

const unitName = z.string().trim().min(1).max(40);
const argsSchema = z.strictObject({ value: z.number().finite(), from: unitName, to: unitName });

export const convertUnitsTool: BuiltInTool<z.infer<typeof argsSchema>> = {
  name: 'convert_units',
  description:
    'Converts a quantity between units of the same kind: length (m, km, mile, ft, inch), mass (kg, g, lb, oz), ' +
    'temperature (degC, degF, K), volume (l, ml, gallon, cup), speed (km/h, m/s, mph, knot), data (bit, B, kB, MB, ' +
    'GiB), time (s, minute, hour, day, week), area, energy, pressure and more.',
  parameters: {
    type: 'object',
    additionalProperties: false,
    required: ['value', 'from', 'to'],
    properties: {
      value: { type: 'number', description: 'The amount to convert.' },
      from: { type: 'string', description: 'The unit of the value, as a math.js unit name, e.g. "km", "degF", "km/h".' },
      to: { type: 'string', description: 'The unit wanted, of the same kind, e.g. "mile", "degC", "m/s".' },
    },
  },
  argsSchema,
  async run({ value, from, to }) {
    // mathjs is large and only tool turns need it: it loads with the first call.
    const { convertUnit } = await import('./math');
    const result = convertUnit(value, from, to);
    return result.ok ? ok(`${value} ${from} = ${result.text}`) : err(`Could not convert ${from} to ${to}: ${result.reason}`);
  },
};
