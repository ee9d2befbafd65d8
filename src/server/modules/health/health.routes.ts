import { sql } from 'drizzle-orm';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HEALTH_PATHS, livenessAnswerSchema, notReadyAnswerSchema, readyAnswerSchema } from '../../../domain/api/health-api';
import { deployedVersionSchema, type DeployedVersion } from '../../../domain/api/version';
import { readPackageVersion } from '../../package-version';
import type { ServerModule } from '../module';

/**
 * The deployed version: the one the web build wrote (so it matches what the client embeds), or the
 * package version when the server runs without a built app.
 */
function readDeployedVersion(staticDir: string): DeployedVersion {
  const file = path.resolve(staticDir, 'version.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as DeployedVersion;
  return { version: readPackageVersion(), builtAt: new Date().toISOString() };
}

/** Liveness, readiness (503 while the server closes or the database does not answer) and the deployed version. */
export const healthModule: ServerModule = async (app, { db, config, isShuttingDown }) => {
  const version = readDeployedVersion(config.STATIC_DIR);

  app.get(HEALTH_PATHS.liveness, { schema: { response: { 200: livenessAnswerSchema } } }, async () => ({ status: 'ok' as const }));

  app.get(HEALTH_PATHS.readiness, { schema: { response: { 200: readyAnswerSchema, 503: notReadyAnswerSchema } } }, async (request, reply) => {
    if (isShuttingDown()) return reply.status(503).send({ status: 'shutting down' });
    try {
      await db.execute(sql`select 1`);
      return { status: 'ready' as const };
    } catch (err) {
      request.log.warn({ err }, 'database not ready');
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });

  app.get(HEALTH_PATHS.version, { schema: { response: { 200: deployedVersionSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return version;
  });
};
