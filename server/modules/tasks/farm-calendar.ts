// A farm's own calendar for tasks: "today", "overdue" and "this week" are the farm's dates (farms.timezone), not the
// server's (docs/product/tasks.md "Due dates").
import { addDays, localDay } from '@/server/modules/farm-work-alerts/local-day';

export { addDays };

/** Today in the farm's time zone, YYYY-MM-DD. */
export const farmToday = (now: Date, timeZone: string | null | undefined) => localDay(now, timeZone).today;

/** Monday to Sunday of the week holding `today`, both included. */
export function weekOf(today: string): { from: string; to: string } {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 is Sunday
  const from = addDays(today, -((weekday + 6) % 7));
  return { from, to: addDays(from, 6) };
}
