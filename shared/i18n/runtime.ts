// The translation layer: every user-visible string of the web app, the extension, the widgets and the server's
// messages goes through a catalogue defined here, on Lingui's runtime (ICU messages: {name}, plurals, select).
// English is the source and ships with the code that uses it; another language's texts are loaded on demand,
// catalogue by catalogue, so a page carries only its own strings (docs/decisions/022).
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALES, type Language } from './languages';

export type MessageValues = Record<string, unknown>;
type Loader = () => Promise<{ default: Record<string, unknown> }>;
export type TranslationLoaders = Partial<Record<Exclude<Language, 'en'>, Loader>>;

// One Lingui instance per language, each fixed to its locale: a page or worker shows one language at a time,
// while the server writes each recipient's e-mail in their own, side by side.
const instances = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, setupI18n({ locale: LOCALES[lang], messages: { [LOCALES[lang]]: {} } })]),
) as Record<Language, I18n>;
const loadInto = (lang: Language, messages: Messages) => instances[lang].load(LOCALES[lang], messages);
let language: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();
const catalogues = new Map<string, Catalogue<string>>();

export interface Catalogue<K extends string> {
  readonly namespace: string;
  readonly keys: readonly K[];
  /** The text in the current language, with {placeholders} filled. */
  t(key: K, values?: MessageValues): string;
  /** The text in a given language (loaded first with `load`), whatever the current one is. */
  tIn(lang: Language, key: K, values?: MessageValues): string;
  /** Whether this catalogue's texts are in place for a language. */
  isReady(lang: Language): boolean;
  /** Loads this catalogue's texts for a language (English is always there). */
  load(lang: Language): Promise<void>;
}

function prefixed(namespace: string, messages: Record<string, unknown>): Messages {
  const out: Messages = {};
  for (const [key, message] of Object.entries(messages))
    out[`${namespace}.${key}`] = message as Messages[string];
  return out;
}

/**
 * One area's texts: `defineCatalogue('inventory', en, { sw: () => import('./sw.json') })`. `en` is the
 * source (imported statically, so it travels with the area's code); other languages load when needed. A key
 * missing from a translation falls back to English (the catalogue test keeps that from shipping).
 */
export function defineCatalogue<M extends Record<string, unknown>>(
  namespace: string,
  english: M,
  translations: TranslationLoaders,
): Catalogue<Extract<keyof M, string>> {
  type K = Extract<keyof M, string>;
  const ready = new Set<Language>([DEFAULT_LANGUAGE]);
  const pending = new Map<Language, Promise<void>>();
  const source = prefixed(namespace, english);
  // Every language starts from English, so a text not yet translated reads in English, never as its key.
  for (const lang of LANGUAGES) loadInto(lang, source);

  const catalogue: Catalogue<K> = {
    namespace,
    keys: Object.keys(english) as K[],
    t: (key, values) => instances[language]._(`${namespace}.${key}`, values),
    tIn: (lang, key, values) => instances[lang]._(`${namespace}.${key}`, values),
    isReady: (lang) => ready.has(lang),
    load(lang) {
      if (ready.has(lang)) return Promise.resolve();
      const loader = translations[lang as Exclude<Language, 'en'>];
      if (!loader) {
        ready.add(lang);
        return Promise.resolve();
      }
      let promise = pending.get(lang);
      if (!promise) {
        promise = loader().then(
          (module) => {
            loadInto(lang, prefixed(namespace, module.default));
            ready.add(lang);
            if (lang === language) notify();
          },
          (error: unknown) => {
            pending.delete(lang);
            throw error;
          },
        );
        pending.set(lang, promise);
      }
      return promise;
    },
  };
  if (catalogues.has(namespace)) throw new Error(`Two translation catalogues are named "${namespace}".`);
  catalogues.set(namespace, catalogue as Catalogue<string>);
  if (language !== DEFAULT_LANGUAGE) void catalogue.load(language).catch(() => undefined);
  return catalogue;
}

function notify() {
  for (const listener of listeners) listener();
}

export const getLanguage = (): Language => language;
export const getLocale = (): string => LOCALES[language];

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Switches every surface in this page or worker to `lang` at once. The catalogues already in use load first, so
 * the switch shows no half-translated screen; catalogues defined later load as they arrive.
 */
export async function setLanguage(lang: Language): Promise<void> {
  if (lang === language) return;
  await Promise.all([...catalogues.values()].map((c) => c.load(lang).catch(() => undefined)));
  language = lang;
  if (typeof document !== 'undefined' && document.documentElement) document.documentElement.lang = lang;
  notify();
}

/** Every catalogue defined so far (the catalogue test walks them). */
export const definedCatalogues = (): Catalogue<string>[] => [...catalogues.values()];

/**
 * Where catalogues arrive as plain ICU text rather than precompiled (the server runs TypeScript directly; the
 * bundlers precompile with scripts/lib/i18n-catalogues.mjs), the caller hands in Lingui's compiler once.
 */
export function compileMessagesWith(compiler: (message: string) => unknown): void {
  for (const instance of Object.values(instances)) {
    instance.setMessagesCompiler(compiler as Parameters<I18n['setMessagesCompiler']>[0]);
  }
}

/** Loads every catalogue defined so far in every language (the server, which writes in each person's). */
export async function loadAllLanguages(): Promise<void> {
  await Promise.all(LANGUAGES.flatMap((lang) => [...catalogues.values()].map((c) => c.load(lang))));
}

/** Resolves once every catalogue defined so far has its texts in the current language (a screen's code that
 *  just arrived waits for its texts, so it never shows in English first). */
export async function cataloguesReady(): Promise<void> {
  if (language === DEFAULT_LANGUAGE) return;
  await Promise.all([...catalogues.values()].map((c) => c.load(language).catch(() => undefined)));
}
