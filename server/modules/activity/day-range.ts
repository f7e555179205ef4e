// Whole days in the viewer's time zone as instants, for the log's date filter (docs/product/activity-log.md
// "Filters"). Worked out with the same Intl data that validated the zone's name, so every accepted name works.

// Building a formatter costs far more than using one (a tenth of a log page's server time when built per call),
// so each zone's is built once. Zones are validated names, so the map holds at most the IANA list.
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(tz: string): Intl.DateTimeFormat {
  let formatter = formatters.get(tz);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(tz, formatter);
  }
  return formatter;
}

/** How far `tz`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, tz: string): number {
  const parts = wallClockFormatter(tz).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant `day` (YYYY-MM-DD) begins in `tz`. Twice round, so a clock change near midnight lands right. */
export function startOfDay(day: string, tz: string): Date {
  const wallMidnight = Date.parse(`${day}T00:00:00Z`);
  const guess = wallMidnight - offsetAt(wallMidnight, tz);
  return new Date(wallMidnight - offsetAt(guess, tz));
}

/** The day after `day`, as YYYY-MM-DD. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** [start, end) of the days from `from` to `to`, both included; either side open when not given. */
export function dayRange(from: string | undefined, to: string | undefined, tz = 'UTC') {
  return {
    since: from ? startOfDay(from, tz) : undefined,
    before: to ? startOfDay(nextDay(to), tz) : undefined,
  };
}
