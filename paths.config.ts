import { fileURLToPath } from 'node:url';

/**
 * The import aliases of the web app and its tests: `@/` is src/client, `@domain/` is src/domain.
 * tsconfig.base.json's `paths` says the same to TypeScript; Vite (the app and the service worker
 * build) and Vitest take these. The server keeps relative imports: it runs from source under tsx.
 */
export const PATH_ALIASES = [
  { find: /^@\//, replacement: fileURLToPath(new URL('./src/client/', import.meta.url)) },
  { find: /^@domain\//, replacement: fileURLToPath(new URL('./src/domain/', import.meta.url)) },
];
