import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import fs from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Layers import one way (style.md): shared <- server, shared <- web; server and web never meet.
// Inside the server (docs/architecture.md): http -> funnel -> services and store; services never call
// back into the funnel or the routes (domain modules use adapters, never the reverse), the store
// imports nothing above it. The back office's use cases (backoffice/) sit beside the funnel:
// http -> backoffice -> services and store. Tests may reach across.
const SIDES = [
  { target: './src/shared', from: './src/server', message: 'shared runs anywhere: no server code' },
  { target: './src/shared', from: './src/web', message: 'shared runs anywhere: no web code' },
  { target: './src/server', from: './src/web', message: 'the server never imports web code' },
  { target: './src/web', from: './src/server', message: 'the web never imports server code' },
];
const above = (...dirs) => dirs.map((d) => `./src/server/${d}`);
const SERVER_LAYERS = [
  {
    target: './src/server/services',
    from: above('funnel', 'backoffice', 'http', 'demo'),
    message: 'services never import the funnel, the back office or the routes',
  },
  {
    target: './src/server/store',
    from: above('funnel', 'backoffice', 'http', 'services', 'demo'),
    message: 'the store imports nothing above it',
  },
  { target: './src/server/funnel', from: above('http'), message: 'the funnel never imports the routes' },
  {
    // adapters speak to outside systems (mail, SMS, jobs, files, bureaus, registries); domain modules
    // hold the rules (bills, contract, codes, places, analytics) and may use adapters, never the reverse
    target: './src/server/services/adapters',
    from: './src/server/services/domain',
    message: 'an adapter never imports a domain module',
  },
  {
    target: './src/server/funnel',
    from: above('backoffice'),
    message: 'the funnel never imports the back office',
  },
  {
    target: './src/server/backoffice',
    from: above('http'),
    message: 'the back office never imports the routes',
  },
];
// a screen is one step's view: what two screens share lives in components/, never in one of them
const SCREENS = fs
  .readdirSync('src/web/screens', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => ({
    target: `./src/web/screens/${d.name}`,
    from: './src/web/screens',
    except: [`./${d.name}`],
    message: 'a screen never imports another screen: share through components/',
  }));
export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.production/',
      'data/',
      'node_modules/',
      'test-results/',
      'src/server/store/migrations/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-restricted-paths': ['error', { zones: [...SIDES, ...SERVER_LAYERS, ...SCREENS] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through src/server/config.ts (style.md)',
        },
      ],
    },
  },
  {
    // a test drives a layer from outside, with whatever helps it (the funnel's flows, the seed)
    files: ['**/*.test.{ts,tsx}', 'src/server/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: SIDES }] },
  },
  {
    // the configuration module and the tooling scripts are the places that read the environment
    files: ['src/server/config.ts', 'src/server/test/**', 'scripts/**', 'bench/**', 'e2e/**', '*.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // SQL only in the store (docs/architecture.md): drizzle's `sql` and query builders are imported
    // there and nowhere above it; its types may travel (a repository's Executor).
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/store/**', 'src/server/test/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              allowTypeImports: true,
              message: 'SQL lives in src/server/store: add a repository function there and call it',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'crypto'], message: 'src/shared runs in the browser too' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },
);
