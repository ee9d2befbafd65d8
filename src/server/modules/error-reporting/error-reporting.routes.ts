import { errorAnswerSchema } from '../../../domain/api/contract';
import { ERROR_REPORTING_PATHS, pageErrorReportingSchema, type PageErrorReporting } from '../../../domain/error-reporting/error-reporting-api';
import type { ServerModule } from '../module';

/** Thrown by the test route: an error no handler expects, as a bug would be. */
export class DeliberateTestFailure extends Error {
  override name = 'DeliberateTestFailure';
}

/**
 * The page's error-reporting settings (docs/product/error-reporting.md), and with
 * ERROR_REPORTING_TEST_ROUTE (refused in production) a route that always fails, so a test can prove
 * a server error reaches the collector.
 */
export const errorReportingModule: ServerModule = async (app, { config }) => {
  const settings: PageErrorReporting = {
    dsn: config.SENTRY_PAGE_DSN ?? null,
    environment: config.NODE_ENV,
    sampleRate: config.SENTRY_ERROR_SAMPLE_RATE,
    tracesSampleRate: config.SENTRY_TRACES_SAMPLE_RATE,
  };

  app.get(ERROR_REPORTING_PATHS.pageSettings, { schema: { response: { 200: pageErrorReportingSchema } } }, async (_request, reply) => {
    // A new DSN reaches pages on their next load, without a new build.
    reply.header('cache-control', 'no-store');
    return settings;
  });

  if (config.ERROR_REPORTING_TEST_ROUTE) {
    app.get(ERROR_REPORTING_PATHS.testFailure, { schema: { hide: true, response: { 500: errorAnswerSchema } } }, async () => {
      throw new DeliberateTestFailure('Deliberate failure of the error-reporting test route');
    });
  }
};
