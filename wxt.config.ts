import { defineConfig } from 'wxt';

// The browser extension (DESIGN.md): entrypoints/ holds background, popup, side panel and options.
// The root public/ folder is the extension's static assets; the web app has its own web/public.
export default defineConfig({
  entrypointsDir: 'entrypoints',
  publicDir: 'public',
  outDir: 'dist/extension',
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  manifest: {
    name: 'Shamba',
    description: 'Farm notifications and quick stock actions in the toolbar.',
    permissions: ['storage', 'alarms', 'notifications', 'sidePanel'],
  },
});
