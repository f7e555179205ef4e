// Due dates in the person's own date and time format (docs/product/settings.md, default DD/MM/YYYY and 24h):
// reads the same cached settings query as the settings screens; until it answers the defaults apply.
import { useQuery } from '@tanstack/react-query';
import { getUserSettings } from '@/shared/api/settings';
import { DEFAULT_USER_SETTINGS } from '@/shared/contracts/settings';
import { formatDate, formatTime } from '@/shared/settings/format';
import { useApi } from '@/web/lib/api';

export function useDueFormat() {
  const api = useApi();
  const { data } = useQuery({ queryKey: ['user-settings'], queryFn: () => getUserSettings(api) });
  const settings = data?.settings ?? DEFAULT_USER_SETTINGS;
  const date = (day: string) => formatDate(day, settings.date_format);
  // A due time is a wall-clock "HH:MM[:SS]" on the due day.
  const time = (clock: string) => formatTime(`2000-01-01T${clock}`, settings.time_format);
  return {
    date,
    time,
    due: (task: { due_date: string; due_time: string | null }) =>
      task.due_time ? `${date(task.due_date)} ${time(task.due_time)}` : date(task.due_date),
    moment: (value: string) =>
      `${formatDate(value, settings.date_format)} ${formatTime(value, settings.time_format)}`,
  };
}
