import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { HEADERS } from '../domain/api/headers';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { startErrorReporter } from './error-reporting/error-reporter';
import { databaseTarget } from './db/target';
import { registerJobs } from './jobs/register-jobs';
import { registerMail } from './mail/register-mail';
import { registerActor } from './plugins/actor';
import { registerAuthentication } from './plugins/authentication';
import { registerCompression } from './plugins/compression';
import { registerCors } from './plugins/cors';
import { registerCrossSiteWriteCheck } from './plugins/cross-site-writes';
import { registerErrorHandling } from './plugins/errors';
import { registerInputTextCheck } from './plugins/input-text';
import { registerJsonBodyParser } from './plugins/json-body';
import { registerOpenApi } from './plugins/openapi';
import { registerPathIdNormalising } from './plugins/path-ids';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticApp } from './plugins/static-app';
import { assetsModule } from './modules/assets/assets.module';
import { attachmentsModule } from './modules/attachments/attachments.routes';
import { authModule } from './modules/auth/auth.module';
import { communicationsModule } from './modules/communications/communications.routes';
import { notificationsModule } from './modules/notifications/notifications.routes';
import { customersModule } from './modules/customers/customers.routes';
import { filesModule } from './modules/files/files.routes';
import { dashboardModule } from './modules/dashboard/dashboard.routes';
import { reportingModule } from './modules/reporting/reporting.routes';
import { healthModule } from './modules/health/health.routes';
import { locationsModule } from './modules/locations/locations.module';
import { permissionsModule } from './modules/permissions/permissions.routes';
import { pmModule } from './modules/pm/pm.module';
import { guidanceModule } from './modules/guidance/guidance.routes';
import { publicLinksModule } from './modules/public-links/public-links.routes';
import { escalationsModule } from './modules/escalations/escalations.routes';
import { errorReportingModule } from './modules/error-reporting/error-reporting.routes';
import { qrModule } from './modules/qr/qr.routes';
import { syncModule } from './modules/sync/sync.routes';
import { quotesModule } from './modules/requests/quotes.routes';
import { requestsModule } from './modules/requests/requests.routes';
import { selfServiceModule } from './modules/self-service/self-service.routes';
import { tasksModule } from './modules/tasks/tasks.routes';
import { auditModule } from './modules/audit/audit.routes';
import { troubleshootingModule } from './modules/troubleshooting/troubleshooting.routes';
import { usersModule } from './modules/users/users.module';
import { vendorPreferencesModule } from './modules/vendor-preferences/vendor-preferences.routes';
import { vendorsModule } from './modules/vendors/vendors.routes';
import { vendorJobsModule } from './modules/vendors/vendor-jobs.routes';
import type { ModuleOptions, ServerModule } from './modules/module';
import { registerFiles } from './storage/register-files';

/** Every area's routes (modules/<area>), each one plugin of the same shape (modules/module.ts), in registration order. */
const MODULES: readonly ServerModule[] = [
  authModule,
  permissionsModule,
  usersModule,
  customersModule,
  assetsModule,
  locationsModule,
  vendorsModule,
  vendorJobsModule,
  vendorPreferencesModule,
  qrModule,
  publicLinksModule,
  escalationsModule,
  requestsModule,
  quotesModule,
  selfServiceModule,
  communicationsModule,
  notificationsModule,
  filesModule,
  attachmentsModule,
  pmModule,
  guidanceModule,
  troubleshootingModule,
  tasksModule,
  auditModule,
  syncModule,
  dashboardModule,
  reportingModule,
  healthModule,
  errorReportingModule,
];

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

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
    // A client's X-Request-Id is kept only when it is a short safe token (it goes into logs and the answer).
    requestIdHeader: false,
    genReqId: (request) => {
      const presented = request.headers[HEADERS.requestId];
      return typeof presented === 'string' && SAFE_REQUEST_ID.test(presented) ? presented : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    // Uploads have their own limit; JSON bodies stay small.
    bodyLimit: 1024 * 1024,
    // The job queue starts in onReady (jobs/register-jobs.ts): on a busy two-core machine its first
    // start (pg-boss's schema) took longer than Fastify's 10 s default and the server did not start.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  await registerOpenApi(app);
  const errorReporter = await startErrorReporter(config);
  app.decorate('errorReporter', errorReporter);
  registerErrorHandling(app, errorReporter);
  // Reports of the last requests leave before the process does.
  app.addHook('onClose', async () => errorReporter.flush(2_000));
  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  registerCors(app, config);
  registerJsonBodyParser(app);
  registerInputTextCheck(app);
  registerPathIdNormalising(app);
  await registerAuthentication(app, config, database);
  registerCrossSiteWriteCheck(app, config);
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

  registerJobs(app, config, database);

  // After the root hooks and decorators above: each module's context inherits them.
  const moduleOptions: ModuleOptions = { db: database.db, config, downloadSecret, isShuttingDown: () => shuttingDown };
  for (const serverModule of MODULES) await app.register(serverModule, moduleOptions);
  await registerStaticApp(app, config.STATIC_DIR);

  return app as unknown as App;
}
