// When an entry happened, in the person's own date and time format (docs/product/settings.md). Reads the same
// cached settings query as the settings screens; until it answers, the defaults apply.
import { useQuery } from '@tanstack/react-query';
import { getUserSettings } from '@/shared/api/settings';
import { DEFAULT_USER_SETTINGS } from '@/shared/contracts/settings';
import { formatDateTime, type DateInput } from '@/shared/settings/format';
import { useApi } from '@/web/lib/api';

export function useDateTimeFormat() {
  const api = useApi();
  const { data } = useQuery({ queryKey: ['user-settings'], queryFn: () => getUserSettings(api) });
  const settings = data?.settings ?? DEFAULT_USER_SETTINGS;
  return (value: DateInput) => formatDateTime(value, settings);
}
