import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DeployedVersion } from '../../../domain/api/version';
import type { Database } from '../../db/client';

/**
 * The deployed version: the one the web build wrote (so it matches what the client embeds), or the
 * package version when the server runs without a built app.
 */
function readDeployedVersion(staticDir: string): DeployedVersion {
  const file = path.resolve(staticDir, 'version.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as DeployedVersion;
  const pkg = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as { version: string };
  return { version: pkg.version, builtAt: new Date().toISOString() };
}

export function healthRoutes(app: FastifyInstance, deps: { db: Database; staticDir: string; isShuttingDown: () => boolean }) {
  const version = readDeployedVersion(deps.staticDir);

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    if (deps.isShuttingDown()) return reply.status(503).send({ status: 'shutting down' });
    try {
      await deps.db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch (err) {
      _request.log.warn({ err }, 'database not ready');
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });

  // The client polls this with ?time=<now> to defeat caches (SPEC §7 Version).
  app.get('/version.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return version;
  });
}
