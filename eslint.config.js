import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import noImportCycles from './eslint-rules/no-import-cycles.js';

/**
 * Besides the usual checks, this enforces the import directions of docs/adr/0006 and 0007: domain
 * imports nothing of ours; client and server never import each other; the service worker imports
 * only domain and client/offline; a client feature imports its own files, the shared client code
 * (lib, components, offline, session, analytics, theme) and any feature's `api/` (their calls,
 * queries and keys), never another feature's components or hooks: routes compose features. A server
 * module imports another module only through its services (`*.service.ts`) and access checks
 * (`*-access.ts`), and imports in src/server form no cycle.
 *
 * One element type per kind of folder, the feature or module name captured, keeps the policies few:
 * the plugin checks every policy for every import.
 */
const SERVER_MODULE_PUBLIC_FILES = ['**/*.service.ts', '**/*-access.ts'];
const types = (...names) => ({ to: { element: { type: names } } });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/client/route-tree.gen.ts', '.tmp/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['src/**/*', 'sw/**/*'],
      'boundaries/legacy-templates': false,
      'boundaries/elements': [
        { type: 'domain', pattern: 'src/domain', partialMatch: false },
        { type: 'server-module', pattern: 'src/server/modules/*', capture: ['module'], partialMatch: false },
        { type: 'server', pattern: 'src/server', partialMatch: false },
        { type: 'client-offline', pattern: 'src/client/offline', partialMatch: false },
        { type: 'feature-api', pattern: 'src/client/features/*/api', capture: ['feature'], partialMatch: false },
        { type: 'feature', pattern: 'src/client/features/*', capture: ['feature'], partialMatch: false },
        { type: 'client', pattern: 'src/client', partialMatch: false },
        { type: 'sw', pattern: 'sw', partialMatch: false },
      ],
      // The TypeScript resolver follows tsconfig's paths (@/, @domain/), so aliased imports are judged like relative ones.
      'import/resolver': { typescript: { project: 'tsconfig.json' }, node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'domain' } }, allow: [types('domain')] },
            { from: { element: { type: 'server' } }, allow: [types('domain', 'server', 'server-module')] },
            {
              from: { element: { type: 'server-module' } },
              allow: [
                types('domain', 'server'),
                { to: { element: { type: 'server-module', captured: { module: '{{ from.element.captured.module }}' } } } },
                { to: { element: { type: 'server-module', fileInternalPath: SERVER_MODULE_PUBLIC_FILES } } },
              ],
            },
            { from: { element: { type: 'client' } }, allow: [types('domain', 'client', 'client-offline', 'feature-api', 'feature')] },
            { from: { element: { type: 'client-offline' } }, allow: [types('domain', 'client-offline', 'client')] },
            {
              from: { element: { type: ['feature', 'feature-api'] } },
              allow: [
                types('domain', 'client', 'client-offline', 'feature-api'),
                { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
              ],
            },
            { from: { element: { type: 'sw' } }, allow: [types('domain', 'client-offline', 'sw')] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/index', '**/index.ts'], message: 'No barrel files: import the module itself.' }] }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    plugins: { local: { rules: { 'no-import-cycles': noImportCycles } } },
    rules: { 'local/no-import-cycles': ['error', { root: 'src/server' }] },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'drizzle-orm', 'drizzle-orm/*', 'react', 'react-dom', 'fastify', 'dexie'],
              message: 'domain is isomorphic: no node, React, drizzle, Fastify or Dexie.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
