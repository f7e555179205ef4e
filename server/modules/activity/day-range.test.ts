import { describe, expect, it } from 'vitest';
import { dayRange, nextDay, startOfDay } from './day-range';

describe('day range in a time zone', () => {
  it.each([
    ['2026-11-24', 'UTC', '2026-11-24T00:00:00.000Z'],
    ['2026-11-24', 'Africa/Nairobi', '2026-11-23T21:00:00.000Z'],
    ['2026-11-24', 'America/Argentina/Buenos_Aires', '2026-11-24T03:00:00.000Z'],
    ['2026-03-29', 'Europe/London', '2026-03-29T00:00:00.000Z'],
    ['2026-03-30', 'Europe/London', '2026-03-29T23:00:00.000Z'],
    ['2026-11-24', 'Asia/Kolkata', '2026-11-23T18:30:00.000Z'],
  ])('%s begins in %s at %s', (day, tz, instant) => {
    expect(startOfDay(day, tz).toISOString()).toBe(instant);
  });

  it('covers both days given, whole', () => {
    const range = dayRange('2026-11-01', '2026-11-30', 'Africa/Nairobi');
    expect(range.since?.toISOString()).toBe('2026-10-31T21:00:00.000Z');
    expect(range.before?.toISOString()).toBe('2026-11-30T21:00:00.000Z');
    expect(dayRange(undefined, undefined)).toEqual({ since: undefined, before: undefined });
  });

  it('steps over month and year ends', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});
