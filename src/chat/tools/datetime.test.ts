import { describe, expect, it } from 'vitest';
import { currentDateTimeTool, zonedDateTime } from './datetime';
import { testContext } from './testContext';

describe('current_datetime', () => {
  const now = '2025-03-10T12:30:00Z';

  it('given a fixed instant, when asked for Asia/Shanghai, then it is the same evening at +08:00', () => {
    expect(zonedDateTime(now, 'Asia/Shanghai')).toEqual({
      ok: true,
      value: {
        timeZone: 'Asia/Shanghai',
        iso: '2025-03-10T20:30:00+08:00',
        date: '2025-03-10',
        time: '20:30:00',
        weekday: 'Monday',
        utcOffset: '+08:00',
      },
    });
  });

  it('given an instant just after the US switch to summer time, when asked for America/New_York, then the offset is -04:00', () => {
    expect(zonedDateTime(now, 'America/New_York')).toMatchObject({
      ok: true,
      value: { iso: '2025-03-10T08:30:00-04:00', weekday: 'Monday' },
    });
  });

  it('given a winter instant early in the UTC day, when asked for America/New_York, then it is the previous evening at -05:00', () => {
    expect(zonedDateTime('2025-01-15T03:00:00Z', 'America/New_York')).toMatchObject({
      ok: true,
      value: { date: '2025-01-14', time: '22:00:00', weekday: 'Tuesday', utcOffset: '-05:00' },
    });
  });

  it('given UTC and a half-hour zone, when asked, then the offsets are +00:00 and +05:30', () => {
    expect(zonedDateTime(now, 'UTC')).toMatchObject({ ok: true, value: { iso: '2025-03-10T12:30:00+00:00' } });
    expect(zonedDateTime(now, 'Asia/Kolkata')).toMatchObject({ ok: true, value: { time: '18:00:00', utcOffset: '+05:30' } });
  });

  it('given an unknown zone, when the tool runs, then it is a tool error naming the zone', async () => {
    const result = await currentDateTimeTool.run({ timeZone: 'Mars/Olympus_Mons' }, testContext({ now }));
    expect(result).toEqual({ ok: false, error: expect.stringContaining('"Mars/Olympus_Mons" is not a known IANA time zone') });
  });

  it('given the tool, when it runs, then ctx.now decides the answer (no clock of its own)', async () => {
    const result = await currentDateTimeTool.run({ timeZone: 'Asia/Shanghai' }, testContext({ now: '2030-12-31T16:00:00Z' }));
    expect(result.ok && JSON.parse(result.value)).toMatchObject({ date: '2031-01-01', time: '00:00:00', weekday: 'Wednesday' });
  });
});
