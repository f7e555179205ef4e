import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { i18nCatalogues } from './scripts/lib/i18n-catalogues.mjs';

// The `@/` alias comes from tsconfig.json, as for every other tool.
const resolve = { tsconfigPaths: true };

// Three suites, each run by `npm test`: unit (browser-free rules and components), server (inject() against
// a real database), e2e (the built product in headless Chromium).
export default defineConfig({
  resolve,
  test: {
    projects: [
      {
        plugins: [i18nCatalogues(), react()],
        resolve,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['{shared,web,entrypoints,widgets,extension}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/unit.ts'],
        },
      },
      {
        resolve,
        test: {
          name: 'server',
          environment: 'node',
          // *.pg-test.ts check what only PostgreSQL has (several instances sharing one database); they run
          // when TEST_DATABASE_URL points the suite at PostgreSQL, as .ci/run does, instead of showing as skipped.
          include: [
            'server/**/*.test.ts',
            ...(process.env.TEST_DATABASE_URL ? ['server/**/*.pg-test.ts'] : []),
          ],
          globalSetup: ['tests/setup/server-global.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
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
