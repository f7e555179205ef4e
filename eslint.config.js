// Lint rules, including the one-way import boundaries of docs/architecture.md ("Imports flow one way").
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const surfaces = ['web', 'entrypoints', 'widgets', 'server'];
const others = (self) => surfaces.filter((s) => s !== self).map((s) => `./${s}`);

// Features of the web app never import each other; routes and layouts compose them.
const features = fs.existsSync('web/features')
  ? fs
      .readdirSync('web/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const featureZones = features.map((name) => ({
  target: `./web/features/${name}`,
  from: './web/features',
  except: [`./${name}`],
  message: 'Features never import each other: compose them in a route or layout instead.',
}));

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.output',
      '.wxt',
      'data',
      'coverage',
      'test-results',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-cycle': ['error', { maxDepth: 6 }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './shared',
              from: [...surfaces.map((s) => `./${s}`), './extension'],
              message: 'shared/ imports no surface.',
            },
            {
              target: './shared/contracts',
              from: './shared',
              except: ['./contracts'],
              message: 'shared/contracts is the base layer: it imports nothing else of shared/.',
            },
            {
              target: './web/features',
              from: './web/app',
              message: 'Features take what they share from web/lib, never from web/app internals.',
            },
            { target: './web', from: [...others('web'), './extension'] },
            // The extension's logic lives in extension/ (WXT takes every file in entrypoints/ as an entrypoint):
            // entrypoints/ wires it, and it imports shared/ only.
            { target: './entrypoints', from: others('entrypoints') },
            { target: './extension', from: [...surfaces.map((s) => `./${s}`)] },
            { target: './widgets', from: [...others('widgets'), './extension'] },
            {
              target: './server',
              from: [
                './web',
                './entrypoints',
                './extension',
                './widgets',
                './shared/ui',
                './shared/platform',
                './shared/api',
              ],
              message: 'server/ imports only shared/contracts and pure helpers from shared/.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  // Every user-visible string goes through the translation layer (shared/i18n, docs/decisions/022): text in
  // JSX and in the attributes people read or hear, and what toasts say, comes from a catalogue.
  {
    files: ['{web,extension,widgets,entrypoints,shared}/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // Every attribute is read as text people may see, except those that carry code: class names,
          // addresses, ids, types, values and the like (a text passed in any other prop, JSX included, is checked).
          'jsx-attributes': {
            exclude: [
              'className',
              'class',
              'style',
              'key',
              'id',
              'htmlFor',
              'to',
              'href',
              'src',
              'srcSet',
              'type',
              'name',
              'value',
              'defaultValue',
              'role',
              'rel',
              'target',
              'method',
              'action',
              'autoComplete',
              'inputMode',
              'pattern',
              'step',
              'min',
              'max',
              'lang',
              'dir',
              'width',
              'height',
              'viewBox',
              'd',
              'fill',
              'stroke',
              'xmlns',
              'loading',
              'decoding',
              'accept',
              'form',
              'path',
              'variant',
              'size',
              'tone',
              'color',
              'icon',
              'as',
              'mode',
              'kind',
              'placement',
              'side',
              'align',
              'position',
              'status',
              'severity',
              'theme',
              'unit',
              'currency',
              'format',
              'field',
              'tag',
              'testId',
              'scope',
              'area',
              'state',
              '.*ClassName',
              'on[A-Z].*',
              'data-.*',
              'aria-(controls|describedby|labelledby|live|hidden|current|expanded|haspopup|invalid|busy|modal|orientation|sort|selected|checked|pressed|disabled|required|atomic|relevant|owns|activedescendant|valuemin|valuemax|valuenow)',
            ],
          },
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'tIn',
              'require',
              'register',
              'replace',
              'startsWith',
              'endsWith',
              'includes',
              'indexOf',
              'setValue',
              'getValues',
              'watch',
              'trigger',
              'resetField',
              'setError',
              'clearErrors',
              'navigate',
              'clsx',
              'cn',
              'get',
              'has',
              'set',
              'delete',
              'getItem',
              'setItem',
              'addEventListener',
              'removeEventListener',
              'querySelector',
              'closest',
              'matchMedia',
              'useMatch',
              'useSearchParams',
              'URLSearchParams',
              'URL',
              'Date',
              'split',
              'join',
              'padStart',
              'format',
              'formatDateTime',
              'formatNumber',
              'offers',
              'field',
              'button',
              'number',
              'text',
              'date',
            ],
          },
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s·—–…×“”‘’]+', '[A-Z_-]+', 'Shamba', '\\p{Emoji}+'] },
          message:
            "Text people see goes through the translation layer: add it to the area's i18n/en.json and sw.json.",
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='toast'] > Literal:first-child, CallExpression[callee.name='toast'] > Literal:first-child",
          message: "Toasts say translated text: use the area's catalogue.",
        },
      ],
    },
  },
);
