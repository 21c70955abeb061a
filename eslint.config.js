import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint/import-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '.tools',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'e2e/.artifacts',
      'bench/.data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/no-restricted-layers': 'error',
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/no-restricted-layers': 'error',
      'boundaries/thin-routes': 'error',
      'boundaries/http-at-the-edge': 'error',
    },
  },
  {
    // Each browser-test worker has a server of its own (e2e/playwright.config.ts): a spec takes
    // `test` and `expect` from fixtures.ts, whose baseURL is its worker's server.
    files: ['e2e/tests/**/*.ts'],
    ignores: ['e2e/tests/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message:
                "Import test and expect from './fixtures.ts': its baseURL is this worker's own server.",
            },
          ],
        },
      ],
    },
  },
);
