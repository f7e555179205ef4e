// The widgets' language (docs/product/widgets.md, Language): an element's `lang` (en or sw), else the language of
// the key's owner that comes with the widget session, else English. The widgets of a page share one
// translation runtime, so they speak one language: the last `lang` set on any of them, else the last owner's
// language known. A change of `lang` at run time switches them at once; other languages load on demand.
import { useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES, resolveLanguage, type Language } from '@/shared/i18n/languages';
import { useLanguage } from '@/shared/i18n/react';
import { getLanguage, setLanguage } from '@/shared/i18n/runtime';
import type { WidgetProps } from './define-widget';
import { useWidgetApi } from './use-widget';
import { WidgetError } from './widget-api';

interface Wish {
  /** From the element's `lang`. */
  attribute: Language | null;
  /** The key owner's, from the session. */
  owner: Language | null;
  /** When this wish last changed: the latest wins. */
  at: number;
}

const wishes = new Map<object, Wish>();
let clock = 0;
let switching: Promise<void> = Promise.resolve();

/** `lang` naming an offered language ("sw", "SW", "sw-KE"); anything else is as if there were none. */
export function attributeLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const base = value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(base) ? resolveLanguage(base) : null;
}

function latest(pick: (wish: Wish) => Language | null): Language | null {
  let best: Wish | null = null;
  for (const wish of wishes.values()) if (pick(wish) && (!best || wish.at > best.at)) best = wish;
  return best ? pick(best) : null;
}

/** The one language of the page's widgets. */
export const pageLanguage = (): Language =>
  latest((w) => w.attribute) ?? latest((w) => w.owner) ?? DEFAULT_LANGUAGE;

/**
 * Switches the page's widgets, one switch after another so the last wish wins whatever each had to load. The
 * runtime also marks <html lang>, which is the partner's page, not ours: it is put back as it was.
 */
function follow(): Promise<void> {
  switching = switching
    .then(async () => {
      const language = pageLanguage();
      if (language === getLanguage()) return;
      const root = document.documentElement;
      const pageLang = root.getAttribute('lang');
      await setLanguage(language);
      if (pageLang === null) root.removeAttribute('lang');
      else root.setAttribute('lang', pageLang);
    })
    .catch(() => undefined);
  return switching;
}

/** Resolves once the page's widgets show the language their wishes name now (tests). */
export const languageSettled = (): Promise<void> => follow();

/** The language this widget shows, re-rendering it when the page's changes. */
export function useWidgetLanguage(props: WidgetProps): Language {
  const api = useWidgetApi(props);
  const [owner, setOwner] = useState<Language | null>(null);
  const [self] = useState(() => ({}));
  const attribute = attributeLanguage(props.lang);

  useEffect(() => {
    if (api instanceof WidgetError) return;
    let live = true;
    // The same session the widget's own calls use (one exchange per key on the page); a refusal is theirs to show.
    api.session().then(
      (session) => live && setOwner(attributeLanguage(session.language)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);

  useEffect(() => {
    wishes.set(self, { attribute, owner, at: ++clock });
    void follow();
  }, [self, attribute, owner]);
  useEffect(
    () => () => {
      wishes.delete(self);
      void follow();
    },
    [self],
  );
  return useLanguage();
}
