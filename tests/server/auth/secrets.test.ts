import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_PATHS } from '../../../src/domain/auth/auth-api';
import { loginAs } from '../../helpers/login';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { authUrl, createUser } from './auth-fixtures';

describe('session secret', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fsp-secret-'));
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps development sessions valid across a restart by persisting the generated secret', async () => {
    // No job queue: development runs one, and its jobs racing the restart's shutdown are not what this tests.
    const first = await createTestApp({ NODE_ENV: 'development', DATA_DIR: dataDir, BOT_CHECK: '0', JOBS: '0' });
    apps.push(first);
    expect(statSync(path.join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);
    const user = await createUser(first.app);
    const { headers } = await loginAs(first.app, user.email);

    // A restarted server on the same database and data directory.
    const { buildApp } = await import('../../../src/server/app');
    const restarted = await buildApp(first.config, { database: first.database, logger: false });
    try {
      expect((await restarted.inject({ url: authUrl(AUTH_PATHS.session), headers })).statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it('refuses tokens signed with another SESSION_SECRET', async () => {
    const a = await createTestApp({ SESSION_SECRET: 'a'.repeat(32), BOT_CHECK: '0' });
    const b = await createTestApp({ SESSION_SECRET: 'b'.repeat(32), BOT_CHECK: '0' });
    apps.push(a, b);
    const user = await createUser(a.app);
    const { headers } = await loginAs(a.app, user.email);
    expect((await a.app.inject({ url: authUrl(AUTH_PATHS.session), headers })).statusCode).toBe(200);
    expect((await b.app.inject({ url: authUrl(AUTH_PATHS.session), headers })).statusCode).toBe(401);
  });
});
