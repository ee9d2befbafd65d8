import * as Sentry from '@sentry/browser';
import type { PageErrorReporting } from '@domain/error-reporting/error-reporting-api';
import { DATA_COLLECTION, scrubBreadcrumb, scrubEvent, scrubSpan } from '@domain/error-reporting/scrub';
import type { PageReporter } from './error-reporting';
import { isExpectedError } from './expected-error';

/**
 * The Sentry browser SDK, loaded only when the server names a DSN (./error-reporting.ts): reports
 * uncaught errors and those the route error boundary shows, never expected API and network
 * failures, and every event, breadcrumb and span is scrubbed of personal data first.
 */
export function startSentryBrowser(settings: PageErrorReporting & { dsn: string }): PageReporter {
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    release: __APP_VERSION__.version,
    sampleRate: settings.sampleRate,
    tracesSampleRate: settings.tracesSampleRate,
    dataCollection: DATA_COLLECTION,
    integrations: [Sentry.browserTracingIntegration()],
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
    beforeSend: (event, hint) => (isExpectedError(hint.originalException) ? null : scrubEvent(event)),
    beforeSendSpan: (span) => scrubSpan(span),
  });
  return {
    capture: (error) => void Sentry.captureException(error),
    setUser(user) {
      Sentry.setUser(user ? { id: user.id } : null);
      Sentry.setTag('impersonating', user?.impersonatedBy ? 'yes' : 'no');
      Sentry.setContext('impersonation', user?.impersonatedBy ? { adminUserId: user.impersonatedBy, impersonatedUserId: user.id } : null);
    },
  };
}
