import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../src/domain/api/paths';
import { AUTH_PATHS } from '../../../src/domain/auth/auth-api';
import { buildApp, loggerOptions } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { loggableError } from '../../../src/server/plugins/errors';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { latestCodeFor, loginAs } from '../../helpers/login';
import { createTestApp, openTestDatabase, type TestApp } from '../../helpers/test-app';
import { authUrl, createUser } from '../auth/auth-fixtures';

/** A built app of one page, so the page answers can be checked without a production build. */
function staticDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fsp-static-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Service Portal</title>');
  return dir;
}

async function signInByCode(t: TestApp, headers: Record<string, string> = {}) {
  const user = await createUser(t.app);
  const requested = await t.app.inject({ method: 'POST', url: authUrl(AUTH_PATHS.otpRequestEmail), headers, payload: { email: user.email } });
  const { sid } = requested.json<{ sid: string }>();
  const code = await latestCodeFor(t.app, user.email);
  return t.app.inject({ method: 'GET', url: authUrl(AUTH_PATHS.otpVerify), headers, query: { user: user.email, sid, code } });
}

describe('browser security: headers, cookies, caching', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));
  const open = async (env: Record<string, string> = {}) => {
    const t = await createTestApp({ BOT_CHECK: '0', STATIC_DIR: staticDir(), ...env });
    apps.push(t);
    return t;
  };

  it('sends a Content-Security-Policy and the other headers on pages, API answers and errors', async () => {
    const t = await open();
    const { headers: auth } = await loginAs(t.app, DEMO.users.locationStaff.email);
    for (const res of [
      await t.app.inject('/requests'),
      await t.app.inject({ url: `${API_PREFIX}/requests/summaries`, headers: auth }),
      await t.app.inject(`${API_PREFIX}/no-such-route`),
      await t.app.inject('/healthz'),
    ]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // Plain http (the default PUBLIC_URL): no HSTS.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS and upgrades requests when the public address is https; object storage and widgets join the policy', async () => {
    const t = await open({
      PUBLIC_URL: 'https://portal.example.com',
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'https://minio.example.com',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      VITE_ANALYTICS_URL: 'https://collect.example.net/events',
      VITE_CHAT_WIDGET_URL: 'https://chat.example.org/widget.js',
    });
    const res = await t.app.inject('/requests');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('upgrade-insecure-requests');
    expect(csp).toMatch(/img-src [^;]*https:\/\/minio\.example\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/collect\.example\.net/);
    expect(csp).toMatch(/script-src 'self' https:\/\/chat\.example\.org;/);
  });

  it('marks session cookies Secure only over https: the public address, or a trusted proxy that says so', async () => {
    const secureFlags = (res: { cookies: Array<{ name: string; secure?: boolean }> }) => res.cookies.map((c) => c.secure === true);

    const plainApp = await open();
    const plain = await signInByCode(plainApp);
    expect(plain.statusCode).toBe(200);
    expect(secureFlags(plain)).toEqual([false, false]);

    const https = await signInByCode(await open({ PUBLIC_URL: 'https://portal.example.com' }));
    expect(secureFlags(https)).toEqual([true, true]);

    const proxied = await open({ TRUST_PROXY: '1' });
    expect(secureFlags(await signInByCode(proxied, { 'x-forwarded-proto': 'https' }))).toEqual([true, true]);
    // Without TRUST_PROXY the header is anyone's to send and means nothing.
    expect(secureFlags(await signInByCode(plainApp, { 'x-forwarded-proto': 'https' }))).toEqual([false, false]);
    // Three apps, each on its own copy of the database: slow on a busy two-core machine.
  }, 90_000);

  it('never lets a cache keep an answer that carries a token', async () => {
    const t = await open();
    const verified = await signInByCode(t);
    expect(verified.json()).toHaveProperty('accessToken');
    expect(verified.headers['cache-control']).toBe('no-store');
    const refresh = verified.cookies.find((c) => c.name.includes('refresh'))!;
    const refreshed = await t.app.inject({
      method: 'POST',
      url: authUrl(AUTH_PATHS.token),
      cookies: { [refresh.name]: refresh.value },
      payload: { app: 'ssp', grantType: 'refresh_token' },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
  });
});

describe('input with control characters', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('answers 400 naming the field, on a login route without a session and on a list search', async () => {
    t = await createTestApp({ BOT_CHECK: '0' });
    const login = await t.app.inject({ method: 'POST', url: authUrl(AUTH_PATHS.otpRequestEmail), payload: { email: 'a\u0000b@x.example' } });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe('email: must not contain control characters');

    const { headers } = await loginAs(t.app, DEMO.users.companyLeader.email);
    const search = await t.app.inject({ url: `${API_PREFIX}/requests/summaries?search=a%00b`, headers });
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toBe('search: must not contain control characters');

    const note = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/requests/${DEMO.requests.openEmergencyForVendorTech.id}/notes`,
      headers,
      payload: { id: crypto.randomUUID(), text: 'ok\u0007', actionRequired: false },
    });
    expect(note.statusCode).toBe(400);
    expect(note.json().message).toBe('text: must not contain control characters');

    const byId = await t.app.inject({ url: `${API_PREFIX}/requests/a%00b`, headers });
    expect(byId.statusCode).toBe(400);
    expect(byId.json().message).toBe('id: must not contain control characters');

    // Line breaks and tabs are text, not controls.
    const multiLine = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/requests/${DEMO.requests.openEmergencyForVendorTech.id}/notes`,
      headers,
      payload: { id: crypto.randomUUID(), text: 'Line one\r\n\tLine two', actionRequired: false },
    });
    expect(multiLine.statusCode).toBe(201);
  });
});

describe('logs', () => {
  it('keep neither query strings nor the parameters of a failed query', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const config = loadConfig({ NODE_ENV: 'test', STATIC_DIR: './dist/client', LOG_LEVEL: 'info', BOT_CHECK: '0' });
    const database = await openTestDatabase();
    const app = await buildApp(config, { database, logger: { ...loggerOptions(config), stream } });
    try {
      await app.inject({ method: 'GET', url: `${authUrl(AUTH_PATHS.magicLinkVerify)}?token=secret-link-token` });
      await app.inject({ url: `${API_PREFIX}/requests/summaries?search=jordan.blake%40ledgerworks.example` });
      const logged = lines.join('');
      expect(logged).toContain(authUrl(AUTH_PATHS.magicLinkVerify));
      expect(logged).not.toContain('secret-link-token');
      expect(logged).not.toContain('ledgerworks');
    } finally {
      await app.close();
      await database.close();
    }

    const failed = new Error('Failed query: select * from users where email = $1\nparams: jordan.blake@ledgerworks.example', {
      cause: Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), { code: '23505', detail: 'Key (email)=(x@y.z)' }),
    });
    const kept = JSON.stringify(loggableError(failed));
    expect(kept).toContain('select * from users where email = $1');
    expect(kept).toContain('23505');
    expect(kept).not.toContain('ledgerworks');
    expect(kept).not.toContain('x@y.z');
  });
});
