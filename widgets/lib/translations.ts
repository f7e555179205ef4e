// Another language's texts, loaded only when a widget on the page first speaks it (docs/product/widgets.md,
// Language): one classic script per language beside the loader, `shamba-widgets.sw.js`, holding every catalogue
// the loader uses, so the loader itself carries English only and stays within its budget. The loader's build
// (widgets/vite.config.ts) points each catalogue's `import('./sw.json')` here; unit tests import the JSON itself.
import { translationFile } from '@/shared/embed/widget-files';
import { loaderUrl } from './loader-origin';

type Texts = Record<string, Record<string, unknown>>;

declare global {
  interface Window {
    /** Set by the language scripts: language → catalogue (its folder, e.g. "widgets/i18n") → compiled texts. */
    ShambaWidgetsTexts?: Record<string, Texts>;
  }
}

const scripts = new Map<string, Promise<Texts>>();

function loadScript(lang: string): Promise<Texts> {
  let loading = scripts.get(lang);
  if (!loading) {
    loading = new Promise<Texts>((resolve, reject) => {
      const ready = () => window.ShambaWidgetsTexts?.[lang];
      const already = ready();
      if (already) return resolve(already);
      const script = document.createElement('script');
      script.src = new URL(translationFile(lang), loaderUrl).href;
      script.async = true;
      script.onload = () => {
        const texts = ready();
        if (texts) resolve(texts);
        else reject(new Error(`The ${lang} texts did not load.`));
      };
      script.onerror = () => reject(new Error(`The ${lang} texts could not be loaded.`));
      document.head.appendChild(script);
    });
    // A failed load is tried again at the next switch (the widget reads in English meanwhile).
    loading.catch(() => scripts.delete(lang));
    scripts.set(lang, loading);
  }
  return loading;
}

/** What a catalogue's `import('./sw.json')` answers in the loader's build: its texts from the language script. */
export async function loadTranslation(
  lang: string,
  catalogue: string,
): Promise<{ default: Record<string, unknown> }> {
  const texts = (await loadScript(lang))[catalogue];
  if (!texts) throw new Error(`The ${lang} texts of ${catalogue} are missing.`);
  return { default: texts };
}
