// Days in the person's own date format (docs/product/settings.md), read from the same cached settings query as
// the settings screens (the defaults until it answers); money in the farm's currency with formatMoney.
import { useQuery } from '@tanstack/react-query';
import { getUserSettings } from '@/shared/api/settings';
import { DEFAULT_USER_SETTINGS } from '@/shared/contracts/settings';
import { formatDate, formatMoney } from '@/shared/settings/format';
import { useApi } from '@/web/lib/api';

export function useDisplay() {
  const api = useApi();
  const { data } = useQuery({ queryKey: ['user-settings'], queryFn: () => getUserSettings(api) });
  const settings = data?.settings ?? DEFAULT_USER_SETTINGS;
  return {
    day: (day: string) => formatDate(day, settings.date_format),
    money: (minor: number, currency: string) => formatMoney(minor, currency),
  };
}

/** Today on this device, YYYY-MM-DD: the expense form's default date. */
export const localToday = () => new Date().toLocaleDateString('en-CA');
