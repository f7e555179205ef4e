// Dates shown in the user's own format (docs/product/inventory.md User settings, default DD/MM/YYYY). Reads the same cached
// query as the settings screens; until it answers, the defaults apply.
import { useQuery } from '@tanstack/react-query';
import { getUserSettings } from '@/shared/api/settings';
import { DEFAULT_USER_SETTINGS } from '@/shared/contracts/settings';
import { formatDate, formatTime, type DateInput } from '@/shared/settings/format';
import { useApi } from '@/web/lib/api';

export function useDisplayFormats() {
  const api = useApi();
  const { data } = useQuery({ queryKey: ['user-settings'], queryFn: () => getUserSettings(api) });
  const settings = data?.settings ?? DEFAULT_USER_SETTINGS;
  return {
    date: (value: DateInput) => formatDate(value, settings.date_format),
    dateTime: (value: DateInput) =>
      `${formatDate(value, settings.date_format)} ${formatTime(value, settings.time_format)}`,
  };
}
