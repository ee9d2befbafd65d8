import { z } from 'zod';

/**
 * The page's error-reporting settings, at the root like /version.json. The server hands them out at
 * run time (not baked into the build) so one build serves every deployment, each with its own DSN.
 */
export const ERROR_REPORTING_PATHS = {
  /** GET → PageErrorReporting, uncached. */
  pageSettings: '/error-reporting.json',
  /**
   * GET → 500, to prove reports arrive; registered only with ERROR_REPORTING_TEST_ROUTE (never in
   * production). Under the API prefix, so the acting user (and an impersonation) is resolved for it.
   */
  testFailure: '/v3/ssp/error-reporting/test-failure',
} as const;

export const pageErrorReportingSchema = z.object({
  /** The Sentry-protocol DSN reports go to; null turns reporting off (the SDK is not even loaded). */
  dsn: z.string().nullable(),
  environment: z.string(),
  /** Share of errors sent (docs/product/error-reporting.md: 1% in production). */
  sampleRate: z.number().min(0).max(1),
  /** Share of page loads and navigations traced (docs/product/error-reporting.md: 10% in production). */
  tracesSampleRate: z.number().min(0).max(1),
});
export type PageErrorReporting = z.infer<typeof pageErrorReportingSchema>;
