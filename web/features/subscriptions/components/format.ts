// Shared display helpers of the subscription screens.
import { getLocale } from '@/shared/i18n/runtime';
import { formatMoney } from '@/shared/settings/format';
import type { OfferedPackage } from '@/shared/contracts/subscriptions';

export const money = (amountMinor: number, currency: string) => formatMoney(amountMinor, currency);

export const longDate = (value: string | null | undefined) =>
  value ? new Date(value).toLocaleDateString(getLocale(), { dateStyle: 'medium' }) : '';

/** The price a farmer sees first: KES when the package has it. */
export function priceOf(pkg: OfferedPackage, interval: 'month' | 'year') {
  const prices = pkg.prices.filter((price) => price.interval === interval);
  return prices.find((price) => price.currency === 'KES') ?? prices[0] ?? null;
}

export const isFree = (pkg: OfferedPackage) => pkg.prices.length === 0;
