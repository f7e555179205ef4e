import { describe, expect, it } from 'vitest';
import { localToday, retestState } from './retest';

describe('retestState', () => {
  it.each([
    [null, '2026-06-15', null],
    ['2026-06-14', '2026-06-15', 'overdue'],
    ['2026-06-15', '2026-06-15', 'due_soon'],
    ['2026-07-15', '2026-06-15', 'due_soon'],
    ['2026-07-16', '2026-06-15', 'scheduled'],
    ['2027-01-01', '2026-12-31', 'due_soon'],
  ] as const)('due %s on %s is %s', (due, today, state) => {
    expect(retestState(due, today)).toBe(state);
  });

  it('reads today on the device calendar', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
