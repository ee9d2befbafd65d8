import { defineConfig } from 'vitest/config';
import { PATH_ALIASES } from './paths.config';

/**
 * Unit tests (domain, client), the import rules of eslint.config.js (lint) and API tests (server). The server suite runs on PGlite, and again
 * on PostgreSQL when TEST_DATABASE_URL is set. Two cores: at most two workers.
 */
const serverProject = (kind: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `server-${kind}`,
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    // Every server test file imports the whole server; a worker keeps the modules it loaded for its
    // next file instead of loading them again (no server test mocks a module or changes one's state).
    isolate: false,
    globalSetup: ['tests/helpers/global-setup.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  // Every project takes the root's resolve (the @/ and @domain/ aliases).
  resolve: { alias: PATH_ALIASES },
  test: {
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'domain', include: ['tests/domain/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'lint', include: ['tests/lint/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['fake-indexeddb/auto'],
        },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
