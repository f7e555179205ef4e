// Display formats from the user's settings (docs/product/settings.md User settings, defaults: KES with 2 decimals,
// DD/MM/YYYY, 24h). Money is integer minor units (docs/architecture.md "Data"); every currency here is shown with two
// decimals, as docs/product/settings.md gives for KES and as amounts are typed with step 0.01.
import type { DATE_FORMATS, TIME_FORMATS } from '@/shared/contracts/settings';
import { getLocale } from '@/shared/i18n/runtime';

export type DateFormat = (typeof DATE_FORMATS)[number];
export type TimeFormat = (typeof TIME_FORMATS)[number];
export type DateInput = Date | string | number | null | undefined;

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** 123456 minor units of KES → "KES 1,234.56" (the code, not a symbol, so currencies never look alike). */
export function formatMoney(minorUnits: number, currency = 'KES', locale = getLocale()): string {
  if (!Number.isFinite(minorUnits)) return '';
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, format);
  }
  return format.format(minorUnits / 100);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date-only string ("2026-03-05") is a calendar day, not UTC midnight, so it never shifts by timezone. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: DateInput, dateFormat: DateFormat = 'DD/MM/YYYY'): string {
  const date = toDate(value);
  if (!date) return '';
  const d = pad(date.getDate());
  const m = pad(date.getMonth() + 1);
  const y = String(date.getFullYear());
  if (dateFormat === 'MM/DD/YYYY') return `${m}/${d}/${y}`;
  if (dateFormat === 'YYYY-MM-DD') return `${y}-${m}-${d}`;
  return `${d}/${m}/${y}`;
}

export function formatTime(value: DateInput, timeFormat: TimeFormat = '24h'): string {
  const date = toDate(value);
  if (!date) return '';
  const minutes = pad(date.getMinutes());
  if (timeFormat === '24h') return `${pad(date.getHours())}:${minutes}`;
  const hours = date.getHours() % 12 || 12;
  return `${hours}:${minutes} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

export function formatDateTime(
  value: DateInput,
  settings: { date_format: DateFormat; time_format: TimeFormat } = {
    date_format: 'DD/MM/YYYY',
    time_format: '24h',
  },
): string {
  const date = toDate(value);
  return date ? `${formatDate(date, settings.date_format)} ${formatTime(date, settings.time_format)}` : '';
}
