// `npm run build:widgets`: two classic IIFE scripts in dist/widgets/v{version}/ — the loader, which
// defines the four custom elements with React bundled in once, and the realtime client (pusher-js), which the
// bell and inbox load on demand so the loader stays within its 90 KB budget (docs/decisions/020).
// WIDGET_BUNDLE=realtime picks the second; scripts/build-widgets.mjs runs both.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { i18nCatalogues } from '../scripts/lib/i18n-catalogues.mjs';
import { LOADER_FILE, REALTIME_FILE, WIDGETS_VERSION } from '../shared/embed/widget-files';

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

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  resolve: { tsconfigPaths: true }, // the `@/` alias of tsconfig.json
  plugins: [i18nCatalogues(), react(), tailwindcss(), remToPx()],
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
