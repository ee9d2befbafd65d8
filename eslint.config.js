import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Besides the usual checks, this enforces DESIGN.md's import directions: domain imports nothing of
 * ours; client and server never import each other; the service worker imports only domain and
 * client/offline.
 */
export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/client/route-tree.gen.ts', '.tmp/**', 'coverage/**', 'test-results/**'] },
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
            client: ['domain', 'client', 'client-offline'],
            'client-offline': ['domain', 'client-offline', 'client'],
            sw: ['domain', 'client-offline', 'sw'],
          }).map(([from, to]) => ({
            from: { element: { type: from } },
            allow: to.map((type) => ({ to: { element: { type } } })),
          })),
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/index', '**/index.ts'], message: 'No barrel files: import the module itself.' }] },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'drizzle-orm', 'drizzle-orm/*', 'react', 'react-dom', 'fastify', 'dexie'], message: 'domain is isomorphic: no node, React, drizzle, Fastify or Dexie.' },
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
