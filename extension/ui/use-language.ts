// The pages' language (docs/product/extension.md, Language): the stored one first, so a page paints in it before
// any request; then, signed in, the person's settings are read again at every opening. Every open page follows
// the stored value, which the worker also writes when a change saved in the web app arrives over realtime.
import { useEffect, useState } from 'react';
import type { ApiClient } from '@/shared/api/client';
import { resolveLanguage, type Language } from '@/shared/i18n/languages';
import { useLanguage } from '@/shared/i18n/react';
import { setLanguage } from '@/shared/i18n/runtime';
import { browserLanguage, refreshLanguage, storedLanguage } from '../language';
import { languageItem } from '../storage-items';

let applied = false;
let switching: Promise<void> = Promise.resolve();

/** Switches in order, so quick changes end on the last one whatever each had to load. */
function follow(language: Language): Promise<void> {
  switching = switching.then(() => setLanguage(language)).catch(() => undefined);
  return switching;
}

/** Shows this page in the stored language; the entry points await it before their first render. */
export async function applyStoredLanguage(): Promise<void> {
  await follow(await storedLanguage());
  applied = true;
}

/**
 * Keeps the page in the person's language and re-renders it on a change. `api` is the signed-in client (null
 * signed out): its settings are read when the page opens and after a sign-in. False until the stored language
 * is showing, so the page never paints in another first.
 */
export function usePageLanguage(api: ApiClient | null): boolean {
  const [ready, setReady] = useState(applied);
  useEffect(() => {
    let live = true;
    void applyStoredLanguage().then(() => live && setReady(true));
    const unwatch = languageItem.watch(
      (next) => void follow(next ? resolveLanguage(next) : browserLanguage()),
    );
    return () => {
      live = false;
      unwatch();
    };
  }, []);
  useEffect(() => {
    if (!api) return;
    let live = true;
    void refreshLanguage(api, () => live);
    return () => {
      live = false;
    };
  }, [api]);
  useLanguage();
  return ready;
}
