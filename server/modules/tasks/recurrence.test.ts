import { describe, expect, it } from 'vitest';
import { weekOf } from './farm-calendar';
import { nextDueDate } from './recurrence';

describe('nextDueDate', () => {
  it.each([
    ['2026-11-24', { every: 1, unit: 'days', until: null }, '2026-11-25'],
    ['2026-11-24', { every: 2, unit: 'weeks', until: null }, '2026-12-08'],
    ['2026-02-27', { every: 3, unit: 'days', until: null }, '2026-03-02'],
    ['2026-12-30', { every: 1, unit: 'weeks', until: '2027-01-06' }, '2027-01-06'],
    ['2026-12-30', { every: 1, unit: 'weeks', until: '2027-01-05' }, null],
  ] as const)('after %s by %o is %s', (due, rule, next) => {
    expect(nextDueDate(due, rule)).toBe(next);
  });
});

describe('weekOf', () => {
  it.each([
    ['2026-11-24', '2026-11-23', '2026-11-29'], // a Tuesday
    ['2026-11-23', '2026-11-23', '2026-11-29'], // the Monday itself
    ['2026-11-29', '2026-11-23', '2026-11-29'], // the Sunday ends it
    ['2027-01-01', '2026-12-28', '2027-01-03'], // across the year
  ])('the week of %s runs %s to %s', (today, from, to) => {
    expect(weekOf(today)).toEqual({ from, to });
  });
});
