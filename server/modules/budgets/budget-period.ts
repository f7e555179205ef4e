// The days a plan covers (docs/product/budgets.md "Periods"): a year plan without dates is the farm's fiscal year
// around today; copying a plan moves it by its own length (a year plan by one calendar year).

const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const parse = (day: string) => new Date(`${day}T00:00:00Z`);

export function addDays(day: string, days: number): string {
  const d = parse(day);
  d.setUTCDate(d.getUTCDate() + days);
  return dayText(d);
}

/** The same day a number of months later, kept within the month (31 Jan + 1 month = 28 or 29 Feb). */
export function addMonths(day: string, months: number): string {
  const d = parse(day);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return dayText(target);
}

/** The fiscal year (starting in `startMonth`, 1-12) that holds `today`: its first and last day. */
export function fiscalYearOf(today: string, startMonth: number): { startsOn: string; endsOn: string } {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const startYear = month >= startMonth ? year : year - 1;
  const startsOn = `${startYear}-${pad(startMonth)}-01`;
  return { startsOn, endsOn: addDays(addMonths(startsOn, 12), -1) };
}

const daysBetween = (from: string, to: string) =>
  Math.round((parse(to).getTime() - parse(from).getTime()) / 86_400_000);

/**
 * The period after a plan's: a year plan one calendar year on; a season of whole months (1 Oct to 31 Dec) the
 * same number of whole months on (1 Jan to 31 Mar); any other season as many days on, starting the day after.
 */
export function nextPeriod(
  period: string,
  startsOn: string,
  endsOn: string,
): { startsOn: string; endsOn: string } {
  const months = wholeMonths(startsOn, endsOn);
  const step = period === 'year' ? 12 : months;
  if (step !== null) {
    return { startsOn: addMonths(startsOn, step), endsOn: addDays(addMonths(addDays(endsOn, 1), step), -1) };
  }
  const length = daysBetween(startsOn, endsOn);
  const next = addDays(endsOn, 1);
  return { startsOn: next, endsOn: addDays(next, length) };
}

/** How many whole months a period covers when it runs from a month's first day to a month's last; else null. */
function wholeMonths(startsOn: string, endsOn: string): number | null {
  if (!startsOn.endsWith('-01') || addDays(endsOn, 1).slice(8) !== '01') return null;
  const after = addDays(endsOn, 1);
  const count =
    (Number(after.slice(0, 4)) - Number(startsOn.slice(0, 4))) * 12 +
    Number(after.slice(5, 7)) -
    Number(startsOn.slice(5, 7));
  return count > 0 ? count : null;
}
