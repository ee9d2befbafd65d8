import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/client';

/** What app.ts registers every module with: the same options for all; each module takes what it needs. */
export interface ModuleOptions {
  db: Database;
  config: Config;
  /** The key local-disk download links are signed with (storage/register-files.ts). */
  downloadSecret: string;
  /** True once the server has begun to close (readiness then answers 503). */
  isShuttingDown: () => boolean;
}

/**
 * One area's routes (modules/<area>): a Fastify plugin that app.ts registers from its MODULES
 * list, after the root hooks and decorators (authentication, actor, input check, error handler,
 * OpenAPI), which its encapsulated context inherits. An area split over several route files
 * registers them from its one module.
 */
export type ServerModule = FastifyPluginAsync<ModuleOptions, RawServerDefault, ZodTypeProvider>;
