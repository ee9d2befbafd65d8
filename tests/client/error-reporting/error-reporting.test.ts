import { FetchError } from 'ofetch';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageErrorReporting } from '@domain/error-reporting/error-reporting-api';
import { isExpectedError } from '@/error-reporting/expected-error';
import { ApiReadError } from '@/lib/api-query';

const sdk = vi.hoisted(() => ({ started: [] as unknown[], captured: [] as unknown[], users: [] as unknown[] }));
vi.mock('@/error-reporting/sentry-browser', () => ({
  startSentryBrowser(settings: unknown) {
    sdk.started.push(settings);
    return { capture: (error: unknown) => sdk.captured.push(error), setUser: (user: unknown) => sdk.users.push(user) };
  },
}));

const settings = (dsn: string | null): PageErrorReporting => ({ dsn, environment: 'test', sampleRate: 1, tracesSampleRate: 1 });
/** A fresh copy of the module (its state is per page load). */
const freshModule = async () => {
  vi.resetModules();
  return import('@/error-reporting/error-reporting');
};

describe('page error reporting', () => {
  beforeEach(() => {
    sdk.started.length = 0;
    sdk.captured.length = 0;
    sdk.users.length = 0;
  });

  it('stays off without a DSN: the SDK is never loaded, and errors go nowhere', async () => {
    const reporting = await freshModule();
    await reporting.startErrorReporting(async () => settings(null));
    reporting.reportError(new Error('after start'));
    expect(sdk.started).toEqual([]);
    expect(sdk.captured).toEqual([]);
  });

  it('stays off when the settings cannot be read (offline)', async () => {
    const reporting = await freshModule();
    await reporting.startErrorReporting(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(sdk.started).toEqual([]);
  });

  it('loads the SDK with a DSN and sends it the errors and the user of the time before', async () => {
    const reporting = await freshModule();
    let answer!: (value: PageErrorReporting) => void;
    const started = reporting.startErrorReporting(() => new Promise((resolve) => (answer = resolve)));
    const early = new Error('while loading');
    reporting.reportError(early);
    const uncaught = new Error('uncaught while loading');
    window.dispatchEvent(new ErrorEvent('error', { error: uncaught, message: uncaught.message }));
    reporting.setReportedUser({ id: 'user-1', impersonatedBy: 'admin-1' });
    answer(settings('https://key@errors.example.com/1'));
    await started;

    expect(sdk.started).toEqual([settings('https://key@errors.example.com/1')]);
    expect(sdk.users).toEqual([{ id: 'user-1', impersonatedBy: 'admin-1' }]);
    expect(sdk.captured).toEqual([early, uncaught]);
    const later = new Error('later');
    reporting.reportError(later);
    reporting.setReportedUser(null);
    expect(sdk.captured.at(-1)).toBe(later);
    expect(sdk.users.at(-1)).toBeNull();
  });
});

describe('expected errors are not reported', () => {
  const apiFailure = (status: number | null) =>
    Object.assign(new FetchError('call failed'), { response: status === null ? undefined : new Response(null, { status }) });

  it('drops API answers below 500 and calls without an answer, also wrapped in a failed read', () => {
    expect(isExpectedError(apiFailure(404))).toBe(true);
    expect(isExpectedError(apiFailure(400))).toBe(true);
    expect(isExpectedError(apiFailure(null))).toBe(true);
    expect(isExpectedError(new ApiReadError('Error getting requests', apiFailure(403)))).toBe(true);
    expect(isExpectedError(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('reports bugs and server failures', () => {
    expect(isExpectedError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isExpectedError(new ApiReadError('Error getting requests', apiFailure(500)))).toBe(false);
    expect(isExpectedError('a thrown string')).toBe(false);
  });
});
