// When a scheduled report goes out and which days it covers (docs/product/reports.md "Scheduled e-mails"), in the
// farm's own time zone: weekly on Monday at 06:00 covering the seven days before, monthly on the 1st at 06:00
// covering the calendar month before. Plain functions of the clock, so a table test pins every edge.
import type { ReportFrequency } from '@/shared/contracts/report-enums';
import { addDays, localDay } from '@/server/modules/farm-work-alerts/local-day';

export const SEND_HOUR = 6;
const DEFAULT_TIME_ZONE = 'Africa/Nairobi';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: Date, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      // A zone the runtime does not know: the product's default, as localDay does.
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: DEFAULT_TIME_ZONE });
    }
    formatters.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  const wall = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant the zone's clock reads `hour`:00 on `day` (a second pass settles a daylight-saving change). */
export function zonedTime(day: string, hour: number, timeZone: string): Date {
  const wall = Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10), hour);
  let instant = wall - offsetMs(new Date(wall), timeZone);
  instant = wall - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

const firstOfMonth = (day: string, months: number) => {
  const d = new Date(Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1 + months, 1));
  return d.toISOString().slice(0, 10);
};

/** The first sending time strictly after `now`: the next Monday, or the next 1st, at 06:00 farm time. */
export function nextRunAfter(now: Date, frequency: ReportFrequency, timeZone: string): Date {
  const { today } = localDay(now, timeZone);
  let day: string;
  if (frequency === 'weekly') {
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 is Sunday
    day = addDays(today, (8 - weekday) % 7);
  } else {
    day = firstOfMonth(today, 0);
  }
  let at = zonedTime(day, SEND_HOUR, timeZone);
  while (at <= now) {
    day = frequency === 'weekly' ? addDays(day, 7) : firstOfMonth(day, 1);
    at = zonedTime(day, SEND_HOUR, timeZone);
  }
  return at;
}

/** The last sending time at or before `now` (a run late by weeks reports on the latest period, once). */
export function lastRunAtOrBefore(now: Date, frequency: ReportFrequency, timeZone: string): Date {
  const { today: nextDay } = localDay(nextRunAfter(now, frequency, timeZone), timeZone);
  const day = frequency === 'weekly' ? addDays(nextDay, -7) : firstOfMonth(nextDay, -1);
  return zonedTime(day, SEND_HOUR, timeZone);
}

/**
 * The days a run due at `dueAt` reports on: the seven days before the farm's day of `dueAt` (weekly), or the
 * calendar month before it (monthly). Both days included.
 */
export function coveredDays(dueAt: Date, frequency: ReportFrequency, timeZone: string) {
  const { today } = localDay(dueAt, timeZone);
  if (frequency === 'weekly') return { from: addDays(today, -7), to: addDays(today, -1) };
  const from = firstOfMonth(today, -1);
  return { from, to: addDays(firstOfMonth(today, 0), -1) };
}
