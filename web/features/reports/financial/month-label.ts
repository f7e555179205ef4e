// 'YYYY-MM' as people read a month ("Mar 2026"), in the reader's language.
import { formatDateTime } from '@/shared/i18n/format';

export const monthLabel = (month: string) =>
  formatDateTime(`${month}-01T00:00:00`, { month: 'short', year: 'numeric' });
