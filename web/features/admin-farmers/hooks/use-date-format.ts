// Dates in the administrator's own date format (docs/product/settings.md); the defaults until the settings answer.
import { useQuery } from '@tanstack/react-query';
import { getUserSettings } from '@/shared/api/settings';
import { DEFAULT_USER_SETTINGS } from '@/shared/contracts/settings';
import { formatDate } from '@/shared/settings/format';
import { useApi } from '@/web/lib/api';

export function useDateFormat() {
  const api = useApi();
  const { data } = useQuery({ queryKey: ['user-settings'], queryFn: () => getUserSettings(api) });
  const settings = data?.settings ?? DEFAULT_USER_SETTINGS;
  return (value: string) => formatDate(value, settings.date_format);
}
