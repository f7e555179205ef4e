// `npm run build:widgets`: two classic IIFE scripts in dist/widgets/v{version}/ — the loader, which
// defines the four custom elements with Preact's React-compatible layer bundled in once (preact-aliases.ts,
// docs/decisions/029), and the realtime client (pusher-js), which the widgets load on demand so the loader stays
// within its 45 KB budget (docs/decisions/020). WIDGET_BUNDLE=realtime picks the second; the build:widgets script
// of package.json runs both.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compileCatalogue, i18nCatalogues } from '../scripts/lib/i18n-catalogues.mjs';
import { preactInsteadOfReact } from './preact-aliases';
import { LOADER_FILE, REALTIME_FILE, translationFile, WIDGETS_VERSION } from '../shared/embed/widget-files';

const realtime = process.env.WIDGET_BUNDLE === 'realtime';

/** rem follows the HOST page's root font size, which a shadow root cannot shield; px keeps the widgets' look
 *  whatever the page sets on <html> (hostile CSS). Runs on the CSS string the loader inlines. */
const remToPx = (): Plugin => ({
  name: 'widgets-rem-to-px',
  enforce: 'post',
  transform(code, id) {
    if (!id.includes('styles.css')) return null;
    return code.replace(/(\d*\.?\d+)rem\b/g, (_, n: string) => `${+(parseFloat(n) * 16).toFixed(3)}px`);
  },
});

/**
 * Other languages load on demand (docs/product/widgets.md, Language). An IIFE cannot split chunks, so each
 * catalogue's `import('./sw.json')` would be inlined into the loader: instead it becomes a call to
 * widgets/lib/translations.ts, and every such translation of the catalogues the loader uses is written to one
 * classic script per language beside it (shamba-widgets.sw.js), compiled like the bundled English.
 */
const translationsOnDemand = (): Plugin => {
  const repository = fileURLToPath(new URL('..', import.meta.url));
  const loaderModule = fileURLToPath(new URL('./lib/translations.ts', import.meta.url));
  const found = new Map<string, Map<string, string>>(); // language → catalogue folder → its JSON file
  return {
    name: 'widgets-translations-on-demand',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (!/[\\/]i18n[\\/]index\.ts$/.test(file)) return null;
      const folder = path.dirname(file);
      const catalogue = path.relative(repository, folder).split(path.sep).join('/');
      const rewritten = code.replace(
        /import\(\s*(['"])\.\/([a-z]{2})\.json\1\s*\)/g,
        (_match, _quote: string, lang: string) => {
          if (!found.has(lang)) found.set(lang, new Map());
          found.get(lang)!.set(catalogue, path.join(folder, `${lang}.json`));
          return `__loadTranslation(${JSON.stringify(lang)}, ${JSON.stringify(catalogue)})`;
        },
      );
      if (/import\([^)]*\.json/.test(rewritten)) this.error(`${catalogue}: a translation would be inlined`);
      if (rewritten === code) return null;
      const header = `import { loadTranslation as __loadTranslation } from ${JSON.stringify(loaderModule)};\n`;
      return { code: header + rewritten, map: null };
    },
    generateBundle() {
      for (const [lang, catalogues] of found) {
        const texts: Record<string, unknown> = {};
        for (const [catalogue, file] of catalogues) {
          texts[catalogue] = compileCatalogue(
            JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>,
          );
        }
        const source =
          `(window.ShambaWidgetsTexts = window.ShambaWidgetsTexts || {})[${JSON.stringify(lang)}] = ` +
          `${JSON.stringify(texts)};\n`;
        this.emitFile({ type: 'asset', fileName: translationFile(lang), source });
      }
    },
  };
};

/**
 * lucide's icons keep their own data, but their `createLucideIcon` (with the provider context and attribute mapping
 * behind it) becomes widgets/lib/lucide-icon.ts, which draws the same <svg> for about 1 KB gzip less. The build
 * fails if lucide's layout changes so that no icon is redirected, rather than quietly growing the loader.
 */
const slimIcons = (): Plugin => {
  const replacement = fileURLToPath(new URL('./lib/lucide-icon.ts', import.meta.url));
  let redirected = 0;
  return {
    name: 'widgets-slim-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../createLucideIcon.mjs' || !importer) return null;
      if (!/[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer)) return null;
      redirected += 1;
      return replacement;
    },
    buildEnd(error) {
      if (!error && redirected === 0)
        this.error(
          'no lucide icon went through widgets/lib/lucide-icon.ts: lucide-react changed, or no widget shows one',
        );
    },
  };
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  resolve: {
    tsconfigPaths: true, // the `@/` alias of tsconfig.json
    alias: preactInsteadOfReact,
  },
  plugins: [
    ...(realtime ? [] : [translationsOnDemand(), slimIcons()]),
    i18nCatalogues(),
    react(),
    tailwindcss(),
    remToPx(),
  ],
  // STACK.md: library mode leaves process.env.NODE_ENV in place; production React needs it replaced.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: fileURLToPath(new URL(`../dist/widgets/v${WIDGETS_VERSION}`, import.meta.url)),
    emptyOutDir: !realtime,
    sourcemap: false,
    lib: {
      entry: fileURLToPath(new URL(realtime ? './realtime/entry.ts' : './index.ts', import.meta.url)),
      formats: ['iife'],
      name: realtime ? 'ShambaWidgetsRealtime' : 'ShambaWidgets',
      fileName: () => (realtime ? REALTIME_FILE : LOADER_FILE),
    },
  },
});
