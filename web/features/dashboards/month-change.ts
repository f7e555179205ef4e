// This month against last month on the farmer dashboard (docs/product/dashboard.md "Money"): which way a figure
// moved and by what share of last month's, said in words as well as colour.

export type ChangeDirection = 'up' | 'down' | 'same' | 'no_base';

export interface MonthChange {
  direction: ChangeDirection;
  /** Whole percent of last month's figure; null when last month was zero (nothing to compare with). */
  percent: number | null;
}

/** `previous` 0 and `current` not: no percentage can be said ("no_base"). Signs count (a loss is below zero). */
export function monthChange(current: number, previous: number): MonthChange {
  if (current === previous) return { direction: 'same', percent: 0 };
  if (previous === 0) return { direction: 'no_base', percent: null };
  const percent = Math.round((Math.abs(current - previous) / Math.abs(previous)) * 100);
  return { direction: current > previous ? 'up' : 'down', percent };
}

/** Whether the move is good news: more income or profit, fewer expenses. */
export function isGoodChange(direction: ChangeDirection, moreIsBetter: boolean): boolean | null {
  if (direction === 'same' || direction === 'no_base') return null;
  return (direction === 'up') === moreIsBetter;
}
