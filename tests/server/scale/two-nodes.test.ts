import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../src/domain/api/paths';
import { HEADERS } from '../../../src/domain/api/headers';
import type { AttachmentView } from '../../../src/domain/attachments/attachments-api';
import type { ActivityView } from '../../../src/domain/requests/request-views';
import type { Page } from '../../../src/domain/api/paging';
import { buildApp, type App } from '../../../src/server/app';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Two servers on one database and one S3-compatible bucket, as `npm run scale:demo` runs them:
 * whatever one does, the other sees. (Rate limits shared across servers: tests/server/auth/rate-limits.test.ts.)
 */
const BUCKET = 'portal-files';
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(`two nodes ${randomUUID()}`)]);
const request = DEMO.requests.openEmergencyForVendorTech.id;

describe('two servers, one database, one bucket', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fsp-two-nodes-'));
  let s3: S3rver;
  let a: TestApp;
  let b: App;
  const api = apiAs<'locationStaff'>(() => a);
  const onB = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
    b.inject({ method, url: `${API_PREFIX}/${url}`, headers: { ...api.headers('locationStaff'), ...headers }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = await s3.run();
    a = await createTestApp({
      SESSION_SECRET: 'two-nodes-test-secret-0123456789abcdefghij',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    b = await buildApp(a.config, { database: a.database, logger: false });
    await api.signIn(DEMO.users, ['locationStaff']);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('accepts on one server a session started on the other', async () => {
    const res = await onB('GET', 'user-profiles/self');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: DEMO.users.locationStaff.id });
  });

  it('downloads through one server a photo uploaded through the other', async () => {
    const uploaded = await api.upload(
      'locationStaff',
      `requests/${request}/attachments`,
      { id: randomUUID(), requestId: request, attachmentType: 'Photo' },
      { bytes: PNG, name: 'coil.png', type: 'image/png' },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const signed = await onB('GET', `s3?url=${encodeURIComponent(uploaded.json<AttachmentView>().fileKey)}`);
    expect(signed.statusCode).toBe(200);
    expect(Buffer.from(await (await fetch(signed.json<{ url: string }>().url)).arrayBuffer())).toEqual(PNG);
  });

  it('applies a change sent to both servers under one idempotency key once', async () => {
    const key = randomUUID();
    const note = { id: randomUUID(), text: `Sent twice, once to each server (${key}).` };
    const first = await api.call('locationStaff', 'POST', `requests/${request}/notes`, note, { idempotencyKey: key });
    const second = await onB('POST', `requests/${request}/notes`, { [HEADERS.idempotencyKey]: key, 'content-type': 'application/json' }, note);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBeLessThan(300);
    expect(second.json()).toMatchObject({ opId: key });
    const timeline = (await onB('GET', `requests/${request}/activities?limit=200`)).json<Page<ActivityView>>();
    expect(timeline.items.filter((item) => item.description === note.text)).toHaveLength(1);
  });

  it('ends a session on both servers when it is ended on one', async () => {
    const logout = await b.inject({ method: 'POST', url: '/v3/auth/revoke/ssp', headers: api.headers('locationStaff') });
    expect(logout.json()).toEqual({ revoked: true });
    await expect.poll(async () => (await api.call('locationStaff', 'GET', 'user-profiles/self')).statusCode, { timeout: 2_000 }).toBe(401);
  });
});
