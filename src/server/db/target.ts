import path from 'node:path';
import type { Config } from '../config';
import type { DatabaseTarget } from './client';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite with its files under DATA_DIR. */
export function databaseTarget(config: Config): DatabaseTarget {
  if (config.DATABASE_URL) return { kind: 'postgres', url: config.DATABASE_URL };
  return { kind: 'pglite', dataDir: path.resolve(config.DATA_DIR, 'pglite') };
}
