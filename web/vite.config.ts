import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { i18nCatalogues } from '../scripts/lib/i18n-catalogues.mjs';

// The web app: built into dist/web and served by the API server on one port (docs/architecture.md "One port").
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: 'public',
  resolve: { tsconfigPaths: true }, // the `@/` alias of tsconfig.json
  plugins: [i18nCatalogues(), react(), tailwindcss()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 800,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8000',
      '/broadcasting': 'http://localhost:8000',
      '/app': { target: 'ws://localhost:8000', ws: true },
    },
  },
});
