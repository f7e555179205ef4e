// Names shown for the choices of shared/contracts/settings.ts.
import { CURRENCIES, DATE_FORMATS, LANGUAGES, TIME_FORMATS } from '@/shared/contracts/settings';
import { LANGUAGE_NAMES } from '@/shared/i18n/languages';

const CURRENCY_NAMES: Record<(typeof CURRENCIES)[number], string> = {
  KES: 'Kenyan shilling',
  UGX: 'Ugandan shilling',
  TZS: 'Tanzanian shilling',
  RWF: 'Rwandan franc',
  NGN: 'Nigerian naira',
  GHS: 'Ghanaian cedi',
  ZAR: 'South African rand',
  ETB: 'Ethiopian birr',
  USD: 'US dollar',
  EUR: 'Euro',
  GBP: 'Pound sterling',
  INR: 'Indian rupee',
};

export const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({
  value: code,
  label: `${code} — ${CURRENCY_NAMES[code]}`,
}));
export const DATE_FORMAT_OPTIONS = DATE_FORMATS.map((format) => ({ value: format, label: format }));
export const TIME_FORMAT_OPTIONS = TIME_FORMATS.map((format) => ({
  value: format,
  label: format === '24h' ? '24-hour (14:30)' : '12-hour (2:30 PM)',
}));
export const LANGUAGE_OPTIONS = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));
