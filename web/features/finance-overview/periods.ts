// The overview's period choices (docs/product/finance-overview.md "Period"): this month, this fiscal year (the
// server's default), last fiscal year, or dates the farmer picks. Days are YYYY-MM-DD in the farm's calendar.
export type PeriodChoice = 'month' | 'fiscal' | 'last_fiscal' | 'custom';

const pad = (n: number) => String(n).padStart(2, '0');

export function todayText(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The first and last day of the fiscal year (starting in `startMonth`) that holds `day`. */
export function fiscalYear(day: string, startMonth: number): { from: string; to: string } {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  const start = month >= startMonth ? year : year - 1;
  const endMonth = startMonth === 1 ? 12 : startMonth - 1;
  const endYear = startMonth === 1 ? start : start + 1;
  return {
    from: `${start}-${pad(startMonth)}-01`,
    to: `${endYear}-${pad(endMonth)}-${pad(lastDayOfMonth(endYear, endMonth))}`,
  };
}

/** The dates to ask for; undefined dates leave the server's default (the fiscal year to date). */
export function periodDates(
  choice: PeriodChoice,
  today: string,
  fiscalStartMonth: number,
  custom: { from: string; to: string },
): { from?: string; to?: string } {
  switch (choice) {
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'last_fiscal': {
      const current = fiscalYear(today, fiscalStartMonth);
      const previousDay = `${Number(current.from.slice(0, 4)) - 1}${current.from.slice(4)}`;
      return fiscalYear(previousDay, fiscalStartMonth);
    }
    case 'custom':
      return { from: custom.from || undefined, to: custom.to || undefined };
    default:
      return {};
  }
}
