// Vite plugin: a translation catalogue (any `i18n/<lang>.json`) is compiled from ICU text to Lingui's compiled
// form at build time, so the browser bundles carry no message parser (docs/decisions/022). The result is still
// JSON, which Vite's own JSON plugin then turns into a module.
import { compileMessage } from '@lingui/message-utils/compileMessage';

const CATALOGUE = /[\\/]i18n[\\/][a-z]{2}\.json$/;

/** @param {Record<string, string>} messages */
export function compileCatalogue(messages) {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]));
}

/** @returns {import('vite').Plugin} */
export function i18nCatalogues() {
  return {
    name: 'shamba-i18n-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0] ?? '')) return null;
      return { code: JSON.stringify(compileCatalogue(JSON.parse(code))), map: null };
    },
  };
}
