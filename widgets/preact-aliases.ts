// The widgets run on Preact's React-compatible layer, in their bundle only (docs/decisions/029): the same
// components, hooks, r2wc and lucide icons, for about 57 KB gzip less than React 19. The web app and the extension
// stay on React. widgets/vite.config.ts builds the loader with these; vitest.config.ts gives the widgets' unit
// tests the same, so they test what ships.
export const preactInsteadOfReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
