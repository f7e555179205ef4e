// The web app's language: the signed-in person's setting (Settings → Regional → Language), remembered in this
// browser so the next visit opens in it before anything is fetched; before any choice, the browser's language.
import { getLanguage, setLanguage } from '@/shared/i18n/runtime';
import { resolveLanguage, type Language } from '@/shared/i18n/languages';
import { webStorage } from '@/shared/platform/web-storage';

const LANGUAGE_KEY = 'language';

export function initialLanguage(): Language {
  const stored = webStorage.getItem(LANGUAGE_KEY);
  if (stored) return resolveLanguage(stored);
  return resolveLanguage(typeof navigator === 'undefined' ? undefined : navigator.language);
}

/** Shows every screen in `language` at once and remembers it for the next visit. */
export async function applyLanguage(language: Language): Promise<void> {
  webStorage.setItem(LANGUAGE_KEY, language);
  if (getLanguage() !== language) await setLanguage(language);
}
