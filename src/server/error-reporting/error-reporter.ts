import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { loggableError } from '../plugins/errors';
import type { ErrorReporter } from './reporter';

/** Reporting off: nothing is loaded and nothing leaves the server. */
export const NO_ERROR_REPORTER: ErrorReporter = {
  report: () => undefined,
  reportUnhandledRejection: () => undefined,
  flush: async () => undefined,
};

/**
 * The reporter the configuration asks for. The Sentry SDK is imported only with SENTRY_DSN set, so a
 * server without one neither loads it nor makes a network call.
 */
export async function startErrorReporter(config: Config): Promise<ErrorReporter> {
  if (!config.SENTRY_DSN) return NO_ERROR_REPORTER;
  const { startSentryReporter } = await import('./sentry-reporter');
  return startSentryReporter({
    dsn: config.SENTRY_DSN,
    environment: config.NODE_ENV,
    sampleRate: config.SENTRY_ERROR_SAMPLE_RATE,
    tracesSampleRate: config.SENTRY_TRACES_SAMPLE_RATE,
  });
}

/** Where the process's unhandled rejections are heard: `process`, or a stand-in in tests. */
export type RejectionEvents = Pick<NodeJS.EventEmitter, 'on' | 'off'>;

/**
 * What the server does with a promise rejection nobody handled: it logs it, reports it once, and
 * goes on serving, the same with or without a DSN (docs/product/error-reporting.md). A request's
 * own failures reach the error handler; what rejects unhandled is detached work (a `void` call, a
 * timer), whose failure is its own. Without this listener Node would end the process (its default
 * since Node 15, and so this server's without a DSN), cutting every request in flight; with a DSN the
 * SDK's listener would keep it alive instead (its 'warn' mode): two behaviours, now one. The SDK's
 * own listener is left out (sentry-reporter.ts) so each rejection is reported once, from here.
 * Returns the way to stop listening. Uncaught exceptions still end the process, after the SDK reports them.
 */
export function watchUnhandledRejections(reporter: ErrorReporter, log: FastifyBaseLogger, events: RejectionEvents = process): () => void {
  const onRejection = (reason: unknown) => {
    // An Error as the log may keep it; anything else by its kind only (it may be any data).
    log.error({ error: reason instanceof Error ? loggableError(reason) : { type: typeof reason } }, 'unhandled promise rejection');
    reporter.reportUnhandledRejection(reason);
  };
  events.on('unhandledRejection', onRejection);
  return () => events.off('unhandledRejection', onRejection);
}
