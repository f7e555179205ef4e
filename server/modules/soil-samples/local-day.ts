// The calendar day at a farm (farms.timezone): "not in the future" means the farm's today, not the server's.
const formatters = new Map<string, Intl.DateTimeFormat>();

export function farmToday(now: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      formatter = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'UTC',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    }
    formatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

/** YYYY-MM-DD plus whole days, on the calendar (no time zone can shift it). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
