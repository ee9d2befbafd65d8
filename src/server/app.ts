import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { HEADERS } from '../domain/api/headers';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { databaseTarget } from './db/target';
import { registerMail } from './mail/register-mail';
import { authRoutes } from './modules/auth/auth.routes';
import { oidcRoutes } from './modules/auth/oidc.routes';
import { healthRoutes } from './modules/health/health.routes';
import { assetFilesRoutes } from './modules/assets/asset-files.routes';
import { assetsRoutes } from './modules/assets/assets.routes';
import { customersRoutes } from './modules/customers/customers.routes';
import { locationsRoutes } from './modules/locations/locations.routes';
import { qrRoutes } from './modules/qr/qr.routes';
import { vendorPreferencesRoutes } from './modules/vendor-preferences/vendor-preferences.routes';
import { vendorsRoutes } from './modules/vendors/vendors.routes';
import { permissionsRoutes } from './modules/permissions/permissions.routes';
import { usersAdminRoutes } from './modules/users/users-admin.routes';
import { usersRoutes } from './modules/users/users.routes';
import { requestsRoutes } from './modules/requests/requests.routes';
import { selfServiceRoutes } from './modules/self-service/self-service.routes';
import { communicationsRoutes } from './modules/communications/communications.routes';
import { registerIdempotencyPurge } from './plugins/idempotency';
import { registerActor } from './plugins/actor';
import { registerAuthentication } from './plugins/authentication';
import { registerErrorHandling } from './plugins/errors';
import { registerInputTextCheck } from './plugins/input-text';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticApp } from './plugins/static-app';
import { attachmentsRoutes } from './modules/attachments/attachments.routes';
import { filesRoutes } from './modules/files/files.routes';
import { pmRoutes } from './modules/pm/pm.routes';
import { promptsRoutes } from './modules/prompts/prompts.routes';
import { troubleshootingRoutes } from './modules/troubleshooting/troubleshooting.routes';
import { registerFiles } from './storage/register-files';

export interface AppOptions {
  /** A database opened by the caller (tests); otherwise the app opens the one the config names. */
  database?: DatabaseHandle;
  /** Pino options override; tests pass false to keep their output clean. */
  logger?: boolean | object;
}

export type App = FastifyInstance & { database: DatabaseHandle };

export function loggerOptions(config: Config) {
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    // The path only: query strings carry search text, emails and login tokens.
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
    },
    ...(config.NODE_ENV === 'development' && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}

/**
 * Builds the whole server: used by main.ts and by the tests (with `app.inject`). Closing the app
 * closes a database it opened itself.
 */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<App> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(databaseTarget(config)));
  let shuttingDown = false;

  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    requestIdHeader: HEADERS.requestId,
    genReqId: () => randomUUID(),
    trustProxy: config.TRUST_PROXY,
    // Uploads have their own limit; JSON bodies stay small.
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  await registerOpenApi(app);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, config);
  registerInputTextCheck(app);
  await registerAuthentication(app, config, database.db);
  registerActor(app, database.db);
  registerMail(app, config, database.db);
  const downloadSecret = await registerFiles(app, config, database.db);

  app.addHook('onRequest', async (request, reply) => {
    reply.header(HEADERS.requestId, request.id);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header(HEADERS.jointBrand, String(config.JOINT_BRAND));
  });
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  await authRoutes(app);
  await app.register(oidcRoutes, { config });
  permissionsRoutes(app, { db: database.db, pmInsightsCustomerIds: config.PM_INSIGHTS_CUSTOMER_IDS });
  usersRoutes(app, { db: database.db, chatSupportSecret: config.CHAT_SUPPORT_SECRET, publicUrl: config.PUBLIC_URL });
  usersAdminRoutes(app, database.db);
  customersRoutes(app, database.db);
  assetsRoutes(app, { db: database.db, publicUrl: config.PUBLIC_URL });
  assetFilesRoutes(app, database.db);
  locationsRoutes(app, database.db);
  vendorsRoutes(app, database.db);
  vendorPreferencesRoutes(app, database.db);
  qrRoutes(app, { db: database.db, publicUrl: config.PUBLIC_URL });
  registerIdempotencyPurge(app, database.db);
  requestsRoutes(app, database.db);
  selfServiceRoutes(app, database.db);
  communicationsRoutes(app, database.db);
  filesRoutes(app, downloadSecret);
  attachmentsRoutes(app, database.db);
  pmRoutes(app, database.db);
  promptsRoutes(app, database.db);
  troubleshootingRoutes(app, database.db);
  healthRoutes(app, { db: database.db, staticDir: config.STATIC_DIR, isShuttingDown: () => shuttingDown });
  await registerStaticApp(app, config.STATIC_DIR);

  return app as unknown as App;
}
