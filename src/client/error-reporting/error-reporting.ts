import { ERROR_REPORTING_PATHS, pageErrorReportingSchema, type PageErrorReporting } from '@domain/error-reporting/error-reporting-api';

/** Who uses the page, by id only (docs/product/error-reporting.md). */
export interface ReportedUser {
  /** The acting user: the impersonated one while an administrator impersonates. */
  id: string;
  /** The administrator's id while they impersonate; null otherwise. */
  impersonatedBy: string | null;
}

/** The loaded SDK (./sentry-browser.ts), behind the few calls the page makes. */
export interface PageReporter {
  capture(error: unknown): void;
  setUser(user: ReportedUser | null): void;
}

/** Errors kept while the settings and the SDK load; a page failing in a loop keeps its first few. */
const MAX_QUEUED = 20;

let reporter: PageReporter | null = null;
let starting = false;
const queue: unknown[] = [];
let user: ReportedUser | null = null;

const keep = (error: unknown) => {
  if (queue.length < MAX_QUEUED) queue.push(error);
};
const onError = (event: ErrorEvent) => keep(event.error ?? event.message);
const onRejection = (event: PromiseRejectionEvent) => keep(event.reason);

/** Reports an error the page caught (the route error boundary); nothing when reporting is off. */
export function reportError(error: unknown): void {
  if (reporter) reporter.capture(error);
  else if (starting) keep(error);
}

/** The session's user, attached to every report from now on; null after logout. */
export function setReportedUser(next: ReportedUser | null): void {
  user = next;
  reporter?.setUser(next);
}

async function fetchSettings(): Promise<PageErrorReporting | null> {
  const res = await fetch(ERROR_REPORTING_PATHS.pageSettings, { cache: 'no-store' });
  return res.ok ? pageErrorReportingSchema.parse(await res.json()) : null;
}

/**
 * Asks the server for the page's settings (run time, so one build serves every deployment) and,
 * only when they name a DSN, loads the Sentry SDK and sends it what was queued meanwhile. Without a
 * DSN, or without an answer (offline), reporting stays off: the SDK is never loaded.
 */
export async function startErrorReporting(loadSettings: () => Promise<PageErrorReporting | null> = fetchSettings): Promise<void> {
  starting = true;
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  try {
    const settings = await loadSettings().catch(() => null);
    if (settings?.dsn) {
      const { startSentryBrowser } = await import('./sentry-browser');
      // From here on the SDK's own handlers see uncaught errors.
      reporter = startSentryBrowser({ ...settings, dsn: settings.dsn });
      reporter.setUser(user);
      for (const error of queue) reporter.capture(error);
    }
  } catch {
    // The SDK could not be loaded (offline): reporting stays off for this page load.
  } finally {
    starting = false;
    queue.length = 0;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  }
}
