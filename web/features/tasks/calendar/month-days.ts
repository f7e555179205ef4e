// The days a month calendar shows: whole weeks from Monday (as Kenyan wall calendars run), so the first and last
// rows carry days of the neighbouring months. Days are "YYYY-MM-DD" strings, the same calendar days as a task's
// due_date, so nothing shifts with the browser's timezone.

const pad = (n: number) => String(n).padStart(2, '0');

/** A local Date's calendar day as "YYYY-MM-DD". */
export const isoDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** "2026-03" → the first of that month (local); anything else → the first of today's month. */
export function monthStart(month: string | null | undefined, today = new Date()): Date {
  const match = month ? /^(\d{4})-(\d{2})$/.exec(month) : null;
  if (match && Number(match[2]) >= 1 && Number(match[2]) <= 12)
    return new Date(Number(match[1]), Number(match[2]) - 1, 1);
  return new Date(today.getFullYear(), today.getMonth(), 1);
}

export const monthKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;

/** "2026-03-05" → that day (local); anything else → today. */
export function parseDay(day: string | null | undefined, today = new Date()): Date {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  const date = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
  return date && isoDay(date) === day
    ? date
    : new Date(today.getFullYear(), today.getMonth(), today.getDate());
}

export const addMonths = (date: Date, months: number) =>
  new Date(date.getFullYear(), date.getMonth() + months, 1);

export const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** Monday of the week holding `date`. */
export const weekStart = (date: Date) => addDays(date, -((date.getDay() + 6) % 7));

export interface CalendarDay {
  day: string;
  date: number;
  inMonth: boolean;
}

/** The month's weeks, Monday to Sunday, each a row of seven days. */
export function monthWeeks(first: Date): CalendarDay[][] {
  const start = weekStart(first);
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0);
  const weeks: CalendarDay[][] = [];
  for (let cursor = start; cursor <= last || weeks.length === 0;) {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push({
        day: isoDay(cursor),
        date: cursor.getDate(),
        inMonth: cursor.getMonth() === first.getMonth(),
      });
      cursor = addDays(cursor, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** The week (Monday to Sunday) holding `day`, as one row. */
export function weekRow(day: Date): CalendarDay[][] {
  const start = weekStart(day);
  return [
    Array.from({ length: 7 }, (_, i) => {
      const date = addDays(start, i);
      return { day: isoDay(date), date: date.getDate(), inMonth: true };
    }),
  ];
}

/** The first and last day the grid shows, to ask the server for exactly those tasks. */
export function gridRange(weeks: CalendarDay[][]): { from: string; to: string } {
  return { from: weeks[0]![0]!.day, to: weeks.at(-1)!.at(-1)!.day };
}

/** Items grouped by their day, in the order given (the server's due date and time order). */
export function byDay<T extends { due_date: string }>(items: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const list = days.get(item.due_date);
    if (list) list.push(item);
    else days.set(item.due_date, [item]);
  }
  return days;
}
