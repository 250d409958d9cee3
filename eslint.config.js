import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const server = path.join(root, 'apps/server/src');
const web = path.join(root, 'apps/web/src');

/**
 * Which server module may import which. Modules import each other only along these edges, and
 * the edges must not form a cycle (checked below, so a cycle cannot be configured in).
 */
const serverModuleDeps = {
  auth: ['users'],
  users: ['geography', 'schedule'],
  lookups: ['geography'],
  objectives: ['files', 'forms', 'notifications'],
  forms: ['files'],
  visits: ['stores', 'store-objectives', 'users'],
  'store-objectives': ['files', 'forms', 'objectives', 'notifications'],
  playbooks: ['files', 'notifications'],
  news: ['files', 'notifications'],
  quicklinks: ['files'],
  newsletters: ['files', 'mail-outbox'],
  'weekly-goods': ['files', 'newsletters', 'mail-outbox'],
  wins: ['files', 'notifications'],
  schedule: ['notifications'],
  stores: ['objectives'],
};

function assertAcyclic(deps) {
  const state = new Map();
  const visit = (node, trail) => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'open') throw new Error(`serverModuleDeps has a cycle: ${[...trail, node].join(' → ')}`);
    state.set(node, 'open');
    for (const next of deps[node] ?? []) visit(next, [...trail, node]);
    state.set(node, 'done');
  };
  for (const node of Object.keys(deps)) visit(node, []);
}
assertAcyclic(serverModuleDeps);

const dirsOf = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/**
 * Every visible text comes from the message catalog (DESIGN.md "texts"), so a component holds no
 * words of its own: not in its JSX text, nor in the attributes a user sees or a screen reader
 * reads. Text without a letter (punctuation, figures, '·', '—') and URL schemes ('https://') pass.
 */
const VISIBLE_ATTRIBUTES =
  '/^(label|title|subheader|subtitle|placeholder|alt|helperText|primary|secondary|message|closeText|noOptionsText|loadingText|labelRowsPerPage|aria-label|aria-roledescription|aria-valuetext|aria-placeholder|aria-description)$/';
const WORDS = '/[A-Za-z\\u00C0-\\u024F]/';
const LITERAL_TEXT = 'Visible text comes from the message catalog (t() with its key in the en and fr catalogs)';
const literalTextSelectors = [
  `JSXAttribute[name.name=${VISIBLE_ATTRIBUTES}] > Literal[value=${WORDS}]:not([value=/^https?:\\/\\/$/])`,
  `JSXAttribute[name.name=${VISIBLE_ATTRIBUTES}] > JSXExpressionContainer > Literal[value=${WORDS}]`,
  `JSXAttribute[name.name=${VISIBLE_ATTRIBUTES}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${WORDS}]`,
  `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=${WORDS}]`,
  `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${WORDS}]`,
];

/** Layers, from the bottom: what a lower layer must never import. */
const layerZones = [
  // Server: lib, plugins, storage and the database layer never reach into a feature module.
  ...['lib', 'plugins', 'storage', 'db'].map((dir) => ({
    target: path.join(server, dir),
    from: path.join(server, 'modules'),
    message: 'lib/, plugins/, storage/ and db/ sit below the modules: move what both need down into lib/.',
  })),
  // Server modules: only the edges of serverModuleDeps.
  ...dirsOf(path.join(server, 'modules')).map((name) => ({
    target: path.join(server, 'modules', name),
    from: path.join(server, 'modules'),
    except: [name, ...(serverModuleDeps[name] ?? [])].map((dep) => `./${dep}`),
    message: 'Add the edge to serverModuleDeps in eslint.config.js (it must stay acyclic) or move the shared code to lib/.',
  })),
  // Web: components and lib → features → app.
  ...['components', 'lib', 'config'].map((dir) => ({
    target: path.join(web, dir),
    from: [path.join(web, 'features'), path.join(web, 'app')],
    message: 'Shared code (components, lib) must not depend on features or the app layer.',
  })),
  { target: path.join(web, 'features'), from: path.join(web, 'app'), message: 'Features must not depend on the app layer.' },
  // Web: a feature imports another only through its index.ts.
  ...dirsOf(path.join(web, 'features')).map((name) => ({
    target: path.join(web, 'features', name),
    from: [`${web}/features/*/**`],
    except: [`${web}/features/${name}/**`, `${web}/features/*/index.ts`],
    message: 'Import another feature only through its index.ts.',
  })),
];

/** MUI's progress indicators without a name for screen readers (axe-core's aria-progressbar-name). */
const UNNAMED_PROGRESS =
  'JSXOpeningElement[name.name=/^(Linear|Circular)Progress$/]:not(:has(JSXAttribute[name.name=/^aria-(label|labelledby|hidden)$/]))';

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
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only', words: { exclude: [/^[^\p{L}]*$/u] }, message: LITERAL_TEXT }],
      'no-restricted-syntax': [
        'error',
        ...literalTextSelectors.map((selector) => ({ selector, message: LITERAL_TEXT })),
        {
          selector: UNNAMED_PROGRESS,
          message:
            'Name a progress indicator (aria-label), hide it (aria-hidden) or show LoadingLine: screen readers announce an unnamed one as nothing.',
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*routes.ts'],
    rules: {
      // SQL lives in services; routes only speak HTTP.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Query the database in a service, not in routes.' }],
          patterns: [{ group: ['**/db/**'], message: 'Query the database in a service, not in routes.' }],
        },
      ],
    },
  },
);
