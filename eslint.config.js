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
);
