// Where a sample's re-test stands on a given day (docs/product/fields-and-soil.md "Re-test"): past its day it is
// overdue, within RETEST_SOON_DAYS it is due soon, later it is only scheduled. Plain so any surface can use it.
export const RETEST_SOON_DAYS = 30;

export type RetestState = 'overdue' | 'due_soon' | 'scheduled';

const dayNumber = (day: string) =>
  Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / 86_400_000;

export function retestState(dueOn: string | null, today: string): RetestState | null {
  if (!dueOn) return null;
  const days = dayNumber(dueOn) - dayNumber(today);
  if (days < 0) return 'overdue';
  return days <= RETEST_SOON_DAYS ? 'due_soon' : 'scheduled';
}

/** Today on this device's calendar, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
