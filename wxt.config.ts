import { defineConfig } from 'wxt';
import tailwindcss from '@tailwindcss/vite';
import { i18nCatalogues } from './scripts/lib/i18n-catalogues.mjs';

// The browser extension (docs/architecture.md): entrypoints/ holds background, popup, side panel and options; their logic
// lives in extension/. The root public/ folder is the extension's static assets; the web app has its own.
export default defineConfig({
  entrypointsDir: 'entrypoints',
  publicDir: 'public',
  outDir: 'dist/extension',
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  // WXT maps `@` to the root itself; tsconfigPaths makes tsconfig.json the one declaration it follows too.
  vite: () => ({ resolve: { tsconfigPaths: true }, plugins: [i18nCatalogues(), tailwindcss()] }),
  manifest: ({ browser }) => ({
    name: 'Shamba',
    description: 'Farm notifications and quick stock actions in the toolbar.',
    permissions: ['storage', 'alarms', 'notifications', 'sidePanel'],
    // docs/decisions/010: the default server (any port on this machine) is granted at install; another server
    // address is asked for on the options page when it is saved.
    host_permissions: ['http://localhost/*', 'http://127.0.0.1/*'],
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    icons: { 16: 'icons/16.png', 32: 'icons/32.png', 48: 'icons/48.png', 128: 'icons/128.png' },
    action: { default_title: 'Shamba' },
    // Firefox wants a fixed id and a statement of what is collected: nothing beyond the farm's own server.
    ...(browser === 'firefox' && {
      // Manifest V2 has no optional_host_permissions: other servers are optional permissions there.
      optional_permissions: ['https://*/*', 'http://*/*'],
      browser_specific_settings: {
        gecko: { id: 'extension@shamba.farm', data_collection_permissions: { required: ['none'] } },
      },
    }),
  }),
  zip: {
    artifactTemplate: '{{name}}-{{version}}-{{browser}}.zip',
    // Firefox's review wants the sources; only what builds the extension.
    includeSources: [],
    excludeSources: [
      'data/**',
      'dist/**',
      'test-results/**',
      'server/**',
      'widgets/**',
      'tests/**',
      'bench/**',
    ],
  },
});
