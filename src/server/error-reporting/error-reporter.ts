import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Where the server's unexpected errors go (docs/product/error-reporting.md). */
export interface ErrorReporter {
  /** Reports an error that made a request fail with a 500, with who made the request. */
  report(error: Error, request: FastifyRequest): void;
  /** Sends what is still queued, waiting at most `timeoutMs`. */
  flush(timeoutMs: number): Promise<void>;
}

/** Reporting off: nothing is loaded and nothing leaves the server. */
export const NO_ERROR_REPORTER: ErrorReporter = {
  report: () => undefined,
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
