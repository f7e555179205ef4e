// Names shown for the choices of shared/contracts/settings.ts, in the current language (read when the form
// renders); each language keeps its own name, so a person finds theirs whatever language is showing.
import { CURRENCIES, DATE_FORMATS, LANGUAGES, TIME_FORMATS } from '@/shared/contracts/settings';
import { LANGUAGE_NAMES } from '@/shared/i18n/languages';
import { settingsText } from '@/web/features/settings/i18n';

const CURRENCY_NAMES = {
  KES: 'currencyKES',
  UGX: 'currencyUGX',
  TZS: 'currencyTZS',
  RWF: 'currencyRWF',
  NGN: 'currencyNGN',
  GHS: 'currencyGHS',
  ZAR: 'currencyZAR',
  ETB: 'currencyETB',
  USD: 'currencyUSD',
  EUR: 'currencyEUR',
  GBP: 'currencyGBP',
  INR: 'currencyINR',
} as const satisfies Record<(typeof CURRENCIES)[number], string>;

export const currencyOptions = () =>
  CURRENCIES.map((code) => ({
    value: code,
    label: settingsText.t('currencyOption', { code, name: settingsText.t(CURRENCY_NAMES[code]) }),
  }));
export const DATE_FORMAT_OPTIONS = DATE_FORMATS.map((format) => ({ value: format, label: format }));
export const timeFormatOptions = () =>
  TIME_FORMATS.map((format) => ({
    value: format,
    label: settingsText.t(format === '24h' ? 'timeFormat24h' : 'timeFormat12h'),
  }));
export const LANGUAGE_OPTIONS = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));
