// When scheduled reports go out and which days they cover (docs/product/reports.md "Scheduled e-mails").
import { describe, expect, it } from 'vitest';
import { coveredDays, lastRunAtOrBefore, nextRunAfter, zonedTime } from './schedule-calendar';

describe('zonedTime', () => {
  it.each([
    ['2026-11-30', 'Africa/Nairobi', '2026-11-30T03:00:00.000Z'],
    ['2026-11-30', 'UTC', '2026-11-30T06:00:00.000Z'],
    // London in summer time (UTC+1) and in winter (UTC+0).
    ['2026-07-06', 'Europe/London', '2026-07-06T05:00:00.000Z'],
    ['2026-12-07', 'Europe/London', '2026-12-07T06:00:00.000Z'],
    ['2026-11-30', 'Not/AZone', '2026-11-30T03:00:00.000Z'],
  ])('06:00 on %s in %s is %s', (day, zone, expected) => {
    expect(zonedTime(day, 6, zone).toISOString()).toBe(expected);
  });
});

describe('nextRunAfter', () => {
  it.each([
    // Wednesday 25 November 2026 in Nairobi: the next Monday, the next 1st.
    ['2026-11-25T10:00:00Z', 'weekly', '2026-11-30T03:00:00.000Z'],
    ['2026-11-25T10:00:00Z', 'monthly', '2026-12-01T03:00:00.000Z'],
    // Monday before 06:00 farm time: today; at 06:00 exactly: a week on.
    ['2026-11-30T02:59:00Z', 'weekly', '2026-11-30T03:00:00.000Z'],
    ['2026-11-30T03:00:00Z', 'weekly', '2026-12-07T03:00:00.000Z'],
    // Sunday late in UTC is already Monday in Nairobi.
    ['2026-11-29T22:00:00Z', 'weekly', '2026-11-30T03:00:00.000Z'],
    ['2026-12-01T03:00:00Z', 'monthly', '2027-01-01T03:00:00.000Z'],
    ['2026-12-31T23:00:00Z', 'monthly', '2027-01-01T03:00:00.000Z'],
  ] as const)('after %s, %s is %s', (now, frequency, expected) => {
    expect(nextRunAfter(new Date(now), frequency, 'Africa/Nairobi').toISOString()).toBe(expected);
  });
});

describe('coveredDays', () => {
  it.each([
    ['2026-11-30T03:00:00Z', 'weekly', '2026-11-23', '2026-11-29'],
    ['2026-12-01T03:00:00Z', 'monthly', '2026-11-01', '2026-11-30'],
    ['2027-01-01T03:00:00Z', 'monthly', '2026-12-01', '2026-12-31'],
    ['2028-03-01T03:00:00Z', 'monthly', '2028-02-01', '2028-02-29'],
  ] as const)('a run due %s (%s) covers %s to %s', (due, frequency, from, to) => {
    expect(coveredDays(new Date(due), frequency, 'Africa/Nairobi')).toEqual({ from, to });
  });
});

describe('lastRunAtOrBefore', () => {
  it.each([
    ['2026-11-25T10:00:00Z', 'weekly', '2026-11-23T03:00:00.000Z'],
    ['2026-11-30T03:00:00Z', 'weekly', '2026-11-30T03:00:00.000Z'],
    ['2026-11-25T10:00:00Z', 'monthly', '2026-11-01T03:00:00.000Z'],
    ['2026-12-01T02:59:00Z', 'monthly', '2026-11-01T03:00:00.000Z'],
  ] as const)('at %s, the last %s run was %s', (now, frequency, expected) => {
    expect(lastRunAtOrBefore(new Date(now), frequency, 'Africa/Nairobi').toISOString()).toBe(expected);
  });
});
