// The person's language in the extension (docs/product/extension.md, Language): the `language` of their user
// settings, remembered in extension storage so every page opens in it before any request. The worker reads the
// settings at every start (so after each sign-in) and stores what the realtime settings event says; the pages
// read the settings whenever they open, and follow the stored value. No translation runtime here: the worker
// imports this file and stays within its budget.
import type { ApiClient } from '@/shared/api/client';
import { LANGUAGES, resolveLanguage, type Language } from '@/shared/i18n/languages';
import { languageItem } from './storage-items';

/** Before the person's setting is known: the browser's own language, when it is offered. */
export const browserLanguage = (): Language => resolveLanguage(globalThis.navigator?.language);

/** The language to show now: the stored setting, else the browser's. */
export async function storedLanguage(): Promise<Language> {
  const stored = await languageItem.getValue();
  return stored ? resolveLanguage(stored) : browserLanguage();
}

/** An offered language exactly as the settings name it; anything else is not a language to switch to. */
export function offeredLanguage(value: unknown): Language | null {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
    ? (value as Language)
    : null;
}

/** Remembers the person's language; the worker and every open page follow the stored value. */
export async function rememberLanguage(value: unknown): Promise<void> {
  const language = offeredLanguage(value);
  if (language && (await languageItem.getValue()) !== language) await languageItem.setValue(language);
}

/**
 * Reads the person's language from their settings (GET /api/user/settings) and remembers it; a failed read keeps
 * the stored one. Only `language` is read, without the settings schema, which the worker has no room for. When
 * the stored language changed while the answer was on its way (the realtime event), that newer one stays.
 */
export async function refreshLanguage(
  api: ApiClient,
  stillWanted: () => boolean = () => true,
): Promise<Language | null> {
  const before = await languageItem.getValue();
  const settings = await api.get<unknown>('/api/user/settings').catch(() => null);
  const language = offeredLanguage((settings as { language?: unknown } | null)?.language);
  if (!language || !stillWanted() || (await languageItem.getValue()) !== before) return null;
  await rememberLanguage(language);
  return language;
}
