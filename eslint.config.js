import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**'] },
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
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features do not import each other's internals: shared → features → app.
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../features/*/*', '../features/*/*'], message: 'Import another feature only through the app layer.' }] }],
    },
  },
  {
    files: ['apps/server/src/modules/**/routes.ts'],
    rules: {
      // SQL lives in services; routes only speak HTTP.
      'no-restricted-imports': ['error', { paths: [{ name: 'drizzle-orm', message: 'Query the database in service.ts, not in routes.' }] }],
    },
  },
);
