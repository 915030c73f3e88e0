import { z } from 'zod';
import { err, ok, type Result } from '../../shared';
import type { BuiltInTool } from './types';

const argsSchema = z.strictObject({ timeZone: z.string().trim().min(1).max(64) });

export interface ZonedDateTime {
  readonly timeZone: string;
  /** Local time with its offset, e.g. 2025-03-10T20:30:00+08:00. */
  readonly iso: string;
  readonly date: string;
  readonly time: string;
  readonly weekday: string;
  /** e.g. +08:00, -04:00, +00:00 */
  readonly utcOffset: string;
}

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      weekday: 'long',
      timeZoneName: 'longOffset',
    });
  } catch {
    return null; // RangeError: not an IANA zone this runtime knows
  }
}

/** "GMT+8", "GMT+05:45", "GMT" → "+08:00", "+05:45", "+00:00". */
function offsetOf(zoneName: string): string {
  const match = /^GMT([+-])(\d{1,2})(?::?(\d{2}))?$/.exec(zoneName);
  if (!match) return '+00:00';
  return `${match[1]}${match[2]!.padStart(2, '0')}:${match[3] ?? '00'}`;
}

/** The wall-clock date and time of `now` in an IANA time zone. */
export function zonedDateTime(now: string, timeZone: string): Result<ZonedDateTime, string> {
  const instant = new Date(now);
  if (Number.isNaN(instant.getTime())) return err(`"${now}" is not a valid instant.`);
  const formatter = formatterFor(timeZone);
  if (!formatter) return err(`"${timeZone}" is not a known IANA time zone (examples: "Europe/Berlin", "Asia/Shanghai", "UTC").`);
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}:${parts.second}`;
  const utcOffset = offsetOf(parts.timeZoneName ?? 'GMT');
  return ok({
    timeZone: formatter.resolvedOptions().timeZone,
    iso: `${date}T${time}${utcOffset}`,
    date,
    time,
    weekday: parts.weekday ?? '',
    utcOffset,
  });
}

export const currentDateTimeTool: BuiltInTool<z.infer<typeof argsSchema>> = {
  name: 'current_datetime',
  description:
    'Gives the current date, time, weekday and UTC offset in an IANA time zone. Use it whenever the answer depends on today or now.',
  parameters: {
    type: 'object',
    additionalProperties: false,
    required: ['timeZone'],
    properties: {
      timeZone: { type: 'string', description: 'An IANA time zone name such as "Asia/Shanghai", "America/New_York" or "UTC".' },
    },
  },
  argsSchema,
  async run({ timeZone }, ctx) {
    const zoned = zonedDateTime(ctx.now, timeZone);
    return zoned.ok ? ok(JSON.stringify(zoned.value)) : zoned;
  },
};
