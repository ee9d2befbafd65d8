import * as Sentry from '@sentry/node';
import type { FastifyBaseLogger, LightMyRequestResponse } from 'fastify';
import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_REPORTING_PATHS } from '../../../src/domain/error-reporting/error-reporting-api';
import { HEADERS } from '../../../src/domain/api/headers';
import { loadConfig } from '../../../src/server/config';
import { NO_ERROR_REPORTER, startErrorReporter, watchUnhandledRejections } from '../../../src/server/error-reporting/error-reporter';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { startEnvelopeCollector, type EnvelopeCollector } from '../../helpers/envelope-collector';
import { loginAs } from '../../helpers/login';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { users } = DEMO;
const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };

describe('error reporting: configuration', () => {
  it('samples as docs/product/error-reporting.md says in production, everything elsewhere, and takes other rates when told', () => {
    expect(loadConfig(production)).toMatchObject({ SENTRY_ERROR_SAMPLE_RATE: 0.01, SENTRY_TRACES_SAMPLE_RATE: 0.1 });
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ SENTRY_ERROR_SAMPLE_RATE: 1, SENTRY_TRACES_SAMPLE_RATE: 1 });
    expect(loadConfig({ ...production, SENTRY_ERROR_SAMPLE_RATE: '0.5', SENTRY_TRACES_SAMPLE_RATE: '0' })).toMatchObject({
      SENTRY_ERROR_SAMPLE_RATE: 0.5,
      SENTRY_TRACES_SAMPLE_RATE: 0,
    });
    expect(() => loadConfig({ SENTRY_ERROR_SAMPLE_RATE: '2' })).toThrow('SENTRY_ERROR_SAMPLE_RATE="2" must be from 0 to 1');
  });

  it('refuses a DSN without its public key or project, and the failing test route in production', () => {
    expect(() => loadConfig({ SENTRY_DSN: 'https://errors.example.com/1' })).toThrow(/SENTRY_DSN=.* must be a DSN/);
    expect(() => loadConfig({ SENTRY_PAGE_DSN: 'not a url' })).toThrow(/SENTRY_PAGE_DSN=.* must be a DSN/);
    expect(loadConfig({ SENTRY_DSN: 'https://key@errors.example.com/42' }).SENTRY_DSN).toBe('https://key@errors.example.com/42');
    expect(() => loadConfig({ ...production, ERROR_REPORTING_TEST_ROUTE: '1' })).toThrow(/ERROR_REPORTING_TEST_ROUTE="1" must not be on in production/);
  });

  it('is off without a DSN: no SDK is started', async () => {
    expect(await startErrorReporter(loadConfig({ NODE_ENV: 'test' }))).toBe(NO_ERROR_REPORTER);
  });
});

describe('error reporting: off by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('tells the page there is no DSN, uncached', async () => {
    const res = await t.app.inject(ERROR_REPORTING_PATHS.pageSettings);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ dsn: null, environment: 'test', sampleRate: 1, tracesSampleRate: 1 });
  });

  it('has no failing test route', async () => {
    const admin = await loginAs(t.app, users.admin.email);
    expect((await t.app.inject({ url: ERROR_REPORTING_PATHS.testFailure, headers: admin.headers })).statusCode).toBe(404);
  });
});

describe('error reporting: on, against a local collector', () => {
  let t: TestApp;
  let collector: EnvelopeCollector;
  let failure: LightMyRequestResponse;
  let adminToken: string;
  beforeAll(async () => {
    collector = await startEnvelopeCollector();
    t = await createTestApp({
      SENTRY_DSN: collector.dsn('7'),
      SENTRY_PAGE_DSN: 'https://pagekey@errors.example.com/8',
      ERROR_REPORTING_TEST_ROUTE: '1',
    });
  });
  afterAll(async () => {
    await t?.close();
    await collector?.close();
  });

  it("hands the page its own DSN and allows that server's origin in the Content-Security-Policy", async () => {
    const res = await t.app.inject(ERROR_REPORTING_PATHS.pageSettings);
    expect(res.json()).toMatchObject({ dsn: 'https://pagekey@errors.example.com/8' });
    expect(res.headers['content-security-policy']).toMatch(/connect-src [^;]*https:\/\/errors\.example\.com/);
  });

  it('reports a 500 once, and client errors (4xx) never', async () => {
    const admin = await loginAs(t.app, users.admin.email);
    expect((await t.app.inject({ url: '/v3/ssp/requests/not-an-id', headers: admin.headers })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/v3/ssp/no-such-route' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/v3/ssp/user-profiles/self' })).statusCode).toBe(401);
    failure = await t.app.inject({
      url: `${ERROR_REPORTING_PATHS.testFailure}?email=${encodeURIComponent(users.locationStaff.email)}&token=secret-link-token`,
      headers: { ...admin.headers, [HEADERS.impersonateUserId]: users.locationStaff.id, cookie: 'refresh=secret-cookie' },
    });
    expect(failure.statusCode).toBe(500);
    adminToken = admin.accessToken;
    // Reports leave in order: once the 500's has arrived, any of the client errors' would have too.
    await collector.waitForEvent('7', (e) => JSON.stringify(e).includes('DeliberateTestFailure'));
    expect(collector.events()).toHaveLength(1);
  });

  it("carries the acting user's id and the impersonation, and no personal data", () => {
    const [event] = collector.events();
    expect(event!.user).toEqual({ id: users.locationStaff.id });
    expect(event!.contexts).toMatchObject({ impersonation: { adminUserId: users.admin.id, impersonatedUserId: users.locationStaff.id } });
    expect(event!.tags).toMatchObject({
      impersonating: 'yes',
      route: `GET ${ERROR_REPORTING_PATHS.testFailure}`,
      request_id: failure.headers[HEADERS.requestId],
    });
    // Nor in anything else sent: the request's trace spans, the release-health session.
    const sent = JSON.stringify(collector.items);
    for (const secret of [users.locationStaff.email, users.admin.email, 'secret-link-token', 'secret-cookie', adminToken]) {
      expect(sent).not.toContain(secret);
    }
  });

  it('reports a promise rejection nobody handled once, as unhandled and scrubbed, logs it, and goes on serving', async () => {
    // The SDK's own listener is left out: it would report each one again, and keep the server up only with a DSN.
    expect(Sentry.getClient()?.getIntegrationByName('OnUnhandledRejection')).toBeUndefined();
    // The process stands in: a real unhandled rejection would fail the test runner too.
    const processEvents = new EventEmitter();
    const logged: unknown[] = [];
    const log = { error: (...args: unknown[]) => logged.push(args) } as unknown as FastifyBaseLogger;
    const stop = watchUnhandledRejections(t.app.errorReporter, log, processEvents);
    const reason = new Error(`DeliberateUnhandledRejection for ${users.locationStaff.email} with secret-link-token-0123456789abcdefghijklmnop`);
    processEvents.emit('unhandledRejection', reason, Promise.resolve());
    // Not an Error: the SDK sends the value itself beside the report (its extra data).
    processEvents.emit('unhandledRejection', { deliberateUnhandledObject: true, email: users.locationStaff.email }, Promise.resolve());
    stop();
    processEvents.emit('unhandledRejection', new Error('DeliberateUnhandledRejection after stop'), Promise.resolve());

    // By the exception's text: its stack's source lines (this file's) name both.
    const exception = (e: Record<string, unknown>) => (e.exception as { values: Array<{ value: string; mechanism: object }> }).values[0]!;
    const event = await collector.waitForEvent('7', (e) => exception(e).value.startsWith('DeliberateUnhandledRejection'));
    expect(exception(event)).toMatchObject({
      value: 'DeliberateUnhandledRejection for [email] with [token]',
      mechanism: { handled: false, type: 'auto.node.onunhandledrejection' },
    });
    const objectEvent = await collector.waitForEvent('7', (e) => exception(e).value.includes('deliberateUnhandledObject'));
    expect(exception(objectEvent).value).toBe('Object captured as exception with keys: deliberateUnhandledObject, email');
    expect(JSON.stringify(objectEvent)).not.toContain(users.locationStaff.email);
    expect(logged).toHaveLength(2);
    expect((await t.app.inject(ERROR_REPORTING_PATHS.pageSettings)).statusCode).toBe(200);
    expect(collector.events().filter((e) => exception(e).value.startsWith('DeliberateUnhandledRejection'))).toHaveLength(1);
    expect(JSON.stringify(collector.items)).not.toContain(users.locationStaff.email);
  });
});
