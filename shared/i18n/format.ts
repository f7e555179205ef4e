// Numbers and dates in the current language's locale (docs/product/settings.md: the date and time formats a
// person chose still apply where a screen shows a plain date; these are for everything else).
import { getLocale } from './runtime';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** 1234.5 → "1,234.5" (two decimals at most unless told otherwise). */
export function formatNumber(
  value: number,
  options: Intl.NumberFormatOptions = { maximumFractionDigits: 2 },
): string {
  if (!Number.isFinite(value)) return '';
  const locale = getLocale();
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options)).format(value);
}

/** A date or moment in words of the current language: `formatDateTime(d, { dateStyle: 'medium' })`. */
export function formatDateTime(value: Date | string | number, options: Intl.DateTimeFormatOptions): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = getLocale();
  return cached(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options)).format(date);
}
