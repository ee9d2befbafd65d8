import * as Sentry from '@sentry/node';
import type { FastifyRequest } from 'fastify';
import { DATA_COLLECTION, scrubBreadcrumb, scrubEvent, scrubSpan } from '../../domain/error-reporting/scrub';
import { readPackageVersion } from '../package-version';
import type { ErrorReporter } from './reporter';

export interface SentryReporterOptions {
  dsn: string;
  environment: string;
  sampleRate: number;
  tracesSampleRate: number;
}

/** Who made the request, by id only: the acting user and, while an administrator impersonates, both ids. */
function requestContext(request: FastifyRequest) {
  const actor = request.actor;
  const userId = actor?.user.id ?? request.auth?.userId ?? null;
  const impersonation = actor?.impersonating ? { adminUserId: actor.realUser.id, impersonatedUserId: actor.user.id } : null;
  return { userId, impersonation };
}

/** Reports to any Sentry-protocol server; every event, breadcrumb and span is scrubbed of personal data first. */
export function startSentryReporter(options: SentryReporterOptions): ErrorReporter {
  Sentry.init({
    ...options,
    release: readPackageVersion(),
    dataCollection: DATA_COLLECTION,
    // Errors are reported by the error handler only (plugins/errors.ts), which knows a 500 from a
    // client's mistake and who asked; the SDK's own Fastify hook would report them again, without either.
    // Unhandled rejections are reported by watchUnhandledRejections (error-reporter.ts), which also
    // decides that the server goes on; the SDK's listener would report them again.
    integrations: (defaults) => defaults.filter((integration) => !['Fastify', 'OnUnhandledRejection'].includes(integration.name)),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
    beforeSend: (event) => scrubEvent(event),
    beforeSendSpan: (span) => scrubSpan(span),
  });
  return {
    report(error, request) {
      const { userId, impersonation } = requestContext(request);
      Sentry.withScope((scope) => {
        scope.setUser(userId ? { id: userId } : null);
        scope.setTag('request_id', request.id);
        // The route's pattern (ids as :id), never the URL with its query string.
        scope.setTag('route', `${request.method} ${request.routeOptions.url ?? 'unmatched'}`);
        scope.setTag('impersonating', impersonation ? 'yes' : 'no');
        if (impersonation) scope.setContext('impersonation', impersonation);
        Sentry.captureException(error);
      });
    },
    reportUnhandledRejection(reason) {
      Sentry.captureException(reason, { mechanism: { handled: false, type: 'auto.node.onunhandledrejection' } });
    },
    async flush(timeoutMs) {
      await Sentry.flush(timeoutMs);
    },
  };
}
