import { describe, expect, it } from 'vitest';
import {
  byDay,
  gridRange,
  monthKey,
  monthStart,
  monthWeeks,
  parseDay,
  weekRow,
  weekStart,
} from './month-days';

describe('month calendar days', () => {
  it.each([
    // March 2026 starts on a Sunday: the grid opens on Monday 23 February and closes on Sunday 5 April.
    ['2026-03', '2026-02-23', '2026-04-05', 6],
    // February 2027 starts on a Monday and ends on a Sunday: exactly four weeks.
    ['2027-02', '2027-02-01', '2027-02-28', 4],
  ])('shows %s as whole weeks from %s to %s', (month, from, to, rows) => {
    const weeks = monthWeeks(monthStart(month));
    expect(weeks).toHaveLength(rows);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(gridRange(weeks)).toEqual({ from, to });
  });

  it('marks the days of the neighbouring months', () => {
    const days = monthWeeks(monthStart('2026-03')).flat();
    expect(days.find((d) => d.day === '2026-02-28')?.inMonth).toBe(false);
    expect(days.find((d) => d.day === '2026-03-31')).toEqual({ day: '2026-03-31', date: 31, inMonth: true });
  });

  it('reads a bad month as the current one', () => {
    const today = new Date(2026, 10, 24);
    expect(monthKey(monthStart('2026-13', today))).toBe('2026-11');
    expect(monthKey(monthStart(null, today))).toBe('2026-11');
  });

  it('starts a week on Monday', () => {
    expect(weekStart(new Date(2026, 2, 1)).getDate()).toBe(23);
    expect(weekStart(new Date(2026, 2, 2)).getDate()).toBe(2);
  });

  it('shows a week from Monday to Sunday', () => {
    expect(gridRange(weekRow(parseDay('2026-03-05')))).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(weekRow(parseDay('2026-03-01'))[0]!.map((d) => d.date)).toEqual([23, 24, 25, 26, 27, 28, 1]);
  });

  it('reads a bad day as today', () => {
    const today = new Date(2026, 10, 24);
    expect(parseDay('2026-02-30', today).getDate()).toBe(24);
    expect(parseDay('2026-02-28', today).getMonth()).toBe(1);
  });

  it('groups tasks by their due day, keeping their order', () => {
    const grouped = byDay([
      { id: 'a', due_date: '2026-03-02' },
      { id: 'b', due_date: '2026-03-04' },
      { id: 'c', due_date: '2026-03-02' },
    ]);
    expect(grouped.get('2026-03-02')?.map((t) => t.id)).toEqual(['a', 'c']);
    expect(grouped.get('2026-03-03')).toBeUndefined();
  });
});
