// The languages the product is offered in. A language is listed only when every catalogue is complete in it
// (docs/product/web-app.md, Languages); the catalogue test fails otherwise.
import { LANGUAGES, type Language } from '@/shared/contracts/languages';

export { LANGUAGES, type Language };
export const DEFAULT_LANGUAGE: Language = 'en';

/** The locale numbers, money and dates are formatted in, per language (Kenyan conventions for both). */
export const LOCALES: Record<Language, string> = { en: 'en-KE', sw: 'sw-KE' };

/** Each language named in itself, so a person can find their own whatever language is showing. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sw: 'Kiswahili' };

/** "sw", "sw-KE", "SW" → sw; anything not offered (a stored "fr", a browser's "de-DE") → English. */
export function resolveLanguage(value: unknown): Language {
  if (typeof value !== 'string') return DEFAULT_LANGUAGE;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : DEFAULT_LANGUAGE;
}
