import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { i18nCatalogues } from '../scripts/lib/i18n-catalogues.mjs';
import { chunkGroups, routePreloads } from './route-preloads';

const require = createRequire(import.meta.url);

/**
 * React Router's package exports name only its development build, whose extra warnings and texts ship to every
 * visitor (remix-run/react-router#12532, #14102). The production build beside it differs only in that switch, so
 * `vite build` takes it: for both entry points, so the app still holds one router and one set of contexts.
 */
const reactRouterProduction = () => {
  const dir = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: path.join(dir, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dir, 'dom-export.mjs') },
  ];
};

// The web app: built into dist/web and served by the API server on one port (docs/architecture.md "One port").
export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: 'public',
  resolve: {
    tsconfigPaths: true, // the `@/` alias of tsconfig.json
    alias: command === 'build' ? reactRouterProduction() : [],
  },
  plugins: [i18nCatalogues(), react(), tailwindcss(), routePreloads()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    // The polyfill only serves index.html's <link rel="modulepreload"> in browsers without it (Safari < 17,
    // Firefox < 115), which then fetch those chunks as the entry imports them; lazy chunks' preloads fall back
    // to rel="preload" by themselves. Not worth its weight on every first page.
    modulePreload: { polyfill: false },
    // Fewer, larger chunks, public pages apart from the rest (web/route-preloads.ts, docs/decisions/030).
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8000',
      '/broadcasting': 'http://localhost:8000',
      '/app': { target: 'ws://localhost:8000', ws: true },
    },
  },
}));
