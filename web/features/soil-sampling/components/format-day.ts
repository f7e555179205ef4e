// A calendar day (YYYY-MM-DD) in the reader's language, without any time zone moving it.
import { formatDateTime } from '@/shared/i18n/format';

export const formatDay = (day: string) =>
  formatDateTime(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
