// Figures of the AI pages: costs are kept in millionths of a dollar, shown in dollars with enough decimals for
// the fractions of a cent a single request costs.
import { getLocale } from '@/shared/i18n/runtime';

export function usd(microUsd: number): string {
  return new Intl.NumberFormat(getLocale(), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: microUsd > 0 && microUsd < 10_000 ? 4 : 2,
  }).format(microUsd / 1_000_000);
}

export const count = (n: number) => new Intl.NumberFormat(getLocale()).format(n);

/** The current month as YYYY-MM (UTC, as the server counts months). */
export const thisMonth = (now = new Date()) => now.toISOString().slice(0, 7);
