// A farm's own calendar: reminders go out in the farm's morning and "today" is the farm's date, not the
// server's (docs/product/farm-work-notifications.md "When reminders go out").
const DEFAULT_TIME_ZONE = 'Africa/Nairobi';
/** Reminders and weather alerts wait for the farm's local morning. */
export const MORNING_HOUR = 6;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      // A zone the runtime does not know (never written by the API): the product's default zone.
      formatter = formatterFor(DEFAULT_TIME_ZONE);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface LocalDay {
  /** YYYY-MM-DD in the farm's zone. */
  today: string;
  tomorrow: string;
  hour: number;
}

export const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export function localDay(now: Date, timeZone: string | null | undefined): LocalDay {
  const parts = Object.fromEntries(
    formatterFor(timeZone || DEFAULT_TIME_ZONE)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const today = `${parts.year}-${parts.month}-${parts.day}`;
  return { today, tomorrow: addDays(today, 1), hour: Number(parts.hour) };
}

/** Whether the farm's local morning has come today. */
export const isPastMorning = (day: LocalDay) => day.hour >= MORNING_HOUR;
