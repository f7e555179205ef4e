import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The push service worker, built as one classic script at a fixed address beside the web app
// (dist/web/firebase-messaging-sw.js): a service worker's URL cannot carry a content hash.
export default defineConfig({
  resolve: { tsconfigPaths: true }, // the `@/` alias of tsconfig.json
  // The root's public/ is the extension's (STACK.md): copied here, its icons/ landed in dist/web/icons beside the
  // web app's own (web/public/icons), where a file of the same name would silently replace the web one.
  publicDir: false,
  // Library mode leaves process.env.NODE_ENV in place (STACK.md).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: fileURLToPath(new URL('../../dist/web', import.meta.url)),
    emptyOutDir: false,
    sourcemap: true,
    lib: {
      entry: fileURLToPath(new URL('./firebase-messaging-sw.ts', import.meta.url)),
      formats: ['iife'],
      name: 'shambaPushWorker',
      fileName: () => 'firebase-messaging-sw.js',
    },
  },
});
