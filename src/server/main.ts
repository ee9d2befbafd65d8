import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { databaseTarget } from './db/target';
import { watchUnhandledRejections } from './error-reporting/error-reporter';
import { publicUrlWarning } from './public-url';
import { seedDemoIfEmpty } from './seed/seed-demo';

/** A start-up failure whose message already says what to fix. */
class StartupError extends Error {}

/** Node reports a refused connection to a host with several addresses as an AggregateError with no message. */
function errorText(err: unknown): string {
  if (err instanceof AggregateError && !err.message) return err.errors.map(errorText).join('; ');
  if (err instanceof Error) return err.message || (err as NodeJS.ErrnoException).code || err.name;
  return String(err);
}

function withoutPassword(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config)).catch((err: unknown) => {
    throw new StartupError(
      config.DATABASE_URL
        ? `Cannot connect to DATABASE_URL=${withoutPassword(config.DATABASE_URL)}: ${errorText(err)}`
        : `Cannot open the embedded database under DATA_DIR=${config.DATA_DIR}: ${errorText(err)}`,
    );
  });
  await database.migrate();
  if (config.SEED_DEMO) await seedDemoIfEmpty(database.db);

  const app = await buildApp(config, { database });
  // Logged, reported, and the server goes on (see there).
  watchUnhandledRejections(app.errorReporter, app.log);
  app.addHook('onClose', async () => database.close());

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.warn('grace period over; closing remaining connections');
      app.server.closeAllConnections();
    }, config.SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const warning = address && typeof address === 'object' ? publicUrlWarning(config.PUBLIC_URL, address.port) : undefined;
  if (warning) app.log.warn(warning);
}

main().catch((err: unknown) => {
  // One line that names the variable to fix; a stack trace only for the unexpected.
  if (err instanceof ConfigError || err instanceof StartupError) console.error(err.message);
  else console.error(`Cannot start: ${errorText(err)}`, err instanceof Error ? `\n${err.stack}` : '');
  process.exit(1);
});
