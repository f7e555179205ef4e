// A series bucket as people read it, in the reader's language: a day 'YYYY-MM-DD' ("3 Mar 2026") or a month
// 'YYYY-MM' ("Mar 2026").
import { formatDateTime } from '@/shared/i18n/format';

export const bucketLabel = (bucket: string, kind: 'day' | 'month') =>
  kind === 'day'
    ? formatDateTime(`${bucket}T00:00:00`, { dateStyle: 'medium' })
    : formatDateTime(`${bucket}-01T00:00:00`, { month: 'short', year: 'numeric' });

/** A day 'YYYY-MM-DD' as people read it. */
export const dayLabel = (day: string) => formatDateTime(`${day}T00:00:00`, { dateStyle: 'medium' });

/** "12.50" → "12.5", "3.00" → "3": quantities read as people write them. */
export const quantityText = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);
