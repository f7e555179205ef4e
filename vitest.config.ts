import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { i18nCatalogues } from './scripts/lib/i18n-catalogues.mjs';
import { moduleMockingTests } from './scripts/lib/module-mocking-tests.mjs';
import { preactInsteadOfReact } from './widgets/preact-aliases';

// The `@/` alias comes from tsconfig.json, as for every other tool.
const resolve = { tsconfigPaths: true };

const UNIT_INCLUDE = [
  '{shared,web,entrypoints,extension}/**/*.test.{ts,tsx}',
  // It compares the loader's slim icon with lucide-react's markup through React's server renderer.
  'widgets/lib/lucide-icon.test.tsx',
];
// Unit test files that replace modules (vi.mock) run isolated, the others share their worker's modules and DOM
// (docs/testing.md "Isolation").
const MOCKING = moduleMockingTests(['shared', 'web', 'entrypoints', 'extension']);
// Server test files share their worker's modules too, except the ones that mock a module (docs/testing.md).
const SERVER_MOCKING = moduleMockingTests(['server', 'scripts']);
const unitProject = (name: string, isolate: boolean, include: string[], exclude: string[] = []) => ({
  plugins: [i18nCatalogues(), react()],
  resolve,
  test: { name, environment: 'jsdom', isolate, include, exclude, setupFiles: ['tests/setup/unit.ts'] },
});

const SERVER_INCLUDE = [
  'server/**/*.test.ts',
  // The build and start scripts' own rules (plain node, temp folders).
  'scripts/**/*.test.ts',
  // *.pg-test.ts check what only PostgreSQL has (several instances sharing one database); they run when
  // TEST_DATABASE_URL points the suite at PostgreSQL, as .ci/run does, instead of showing as skipped.
  ...(process.env.TEST_DATABASE_URL ? ['server/**/*.pg-test.ts'] : []),
];
// Importing the app again for every file cost a third of the server suite's time, so its files share their
// worker's modules; each still builds its own app on its own database copy (docs/testing.md "Isolation").
const serverProject = (name: string, isolate: boolean, exclude: string[], include = SERVER_INCLUDE) => ({
  resolve,
  test: {
    name,
    environment: 'node',
    isolate,
    include,
    exclude,
    globalSetup: ['tests/setup/server-global.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// The suites, each run by `npm test`: unit (browser-free rules and components; unit-isolated the ones that mock
// modules), widgets (the widgets' components on Preact, as they ship), server (inject() against a real database),
// e2e (the built product in headless Chromium).
export default defineConfig({
  resolve,
  test: {
    projects: [
      unitProject('unit', false, UNIT_INCLUDE, MOCKING),
      unitProject('unit-isolated', true, MOCKING.length ? MOCKING : ['no-module-mocking-tests']),
      {
        // The widgets ship on preact/compat (docs/decisions/029), so their unit tests run on it too. Resolved as
        // a browser bundler would (ES module builds first), and the libraries that import React are inlined, so
        // that the aliases reach them as they do in the build: one Preact, and testing-library's act is Preact's.
        plugins: [i18nCatalogues(), react()],
        resolve: {
          ...resolve,
          alias: preactInsteadOfReact,
          conditions: ['module', 'development|production'],
          mainFields: ['module', 'main'],
        },
        test: {
          name: 'widgets',
          environment: 'jsdom',
          include: ['widgets/**/*.test.{ts,tsx}'],
          exclude: ['widgets/lib/lucide-icon.test.tsx'],
          setupFiles: ['tests/setup/unit.ts', 'widgets/testing/preact-teardown.ts'],
          server: { deps: { inline: [/@testing-library\/react/, /@r2wc\//, /lucide-react/] } },
        },
      },
      serverProject('server', false, SERVER_MOCKING),
      serverProject(
        'server-isolated',
        true,
        [],
        SERVER_MOCKING.length ? SERVER_MOCKING : ['no-module-mocking-tests'],
      ),
      {
        resolve,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
