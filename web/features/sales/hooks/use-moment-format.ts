// A sale's time in the person's own date and time format (docs/product/settings.md); defaults until it answers.
import { useQuery } from '@tanstack/react-query';
import { getUserSettings } from '@/shared/api/settings';
import { DEFAULT_USER_SETTINGS } from '@/shared/contracts/settings';
import { formatDateTime } from '@/shared/settings/format';
import { useApi } from '@/web/lib/api';

export function useMomentFormat() {
  const api = useApi();
  const { data } = useQuery({
    queryKey: ['user-settings'],
    queryFn: () => getUserSettings(api),
    retry: false,
  });
  const settings = data?.settings ?? DEFAULT_USER_SETTINGS;
  return (value: string) => formatDateTime(value, settings);
}
