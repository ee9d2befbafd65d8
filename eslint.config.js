import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Besides the usual checks, this enforces the import directions of docs/adr/0006 and 0007: domain
 * imports nothing of ours; client and server never import each other; the service worker imports
 * only domain and client/offline; a client feature imports its own files, the shared client code
 * (lib, components, offline, session, analytics, theme) and other features' `api/` only (their
 * calls, queries and keys), never their components or hooks: routes compose features.
 */
const FEATURES = readdirSync('src/client/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureType = (name) => `feature-${name}`;
const featureApiType = (name) => `feature-${name}-api`;
const FEATURE_APIS = FEATURES.map(featureApiType);
export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/client/route-tree.gen.ts', '.tmp/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['src/**/*', 'sw/**/*'],
      'boundaries/elements': [
        { type: 'domain', pattern: 'src/domain/**' },
        { type: 'server', pattern: 'src/server/**' },
        { type: 'client-offline', pattern: 'src/client/offline/**' },
        ...FEATURES.map((name) => ({ type: featureApiType(name), pattern: `src/client/features/${name}/api/**` })),
        ...FEATURES.map((name) => ({ type: featureType(name), pattern: `src/client/features/${name}/**` })),
        { type: 'client', pattern: 'src/client/**' },
        { type: 'sw', pattern: 'sw/**' },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: Object.entries({
            domain: ['domain'],
            server: ['domain', 'server'],
            client: ['domain', 'client', 'client-offline', ...FEATURE_APIS, ...FEATURES.map(featureType)],
            'client-offline': ['domain', 'client-offline', 'client'],
            ...Object.fromEntries(
              FEATURES.flatMap((name) => {
                const allowed = ['domain', 'client', 'client-offline', ...FEATURE_APIS, featureType(name)];
                return [
                  [featureType(name), allowed],
                  [featureApiType(name), allowed],
                ];
              }),
            ),
            sw: ['domain', 'client-offline', 'sw'],
          }).map(([from, to]) => ({
            from: { element: { type: from } },
            allow: to.map((type) => ({ to: { element: { type } } })),
          })),
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/index', '**/index.ts'], message: 'No barrel files: import the module itself.' }] }],
    },
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
