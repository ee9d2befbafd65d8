import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '../../../src/domain/api/headers';
import { HEALTH_PATHS } from '../../../src/domain/api/health-api';
import { API_PREFIX } from '../../../src/domain/api/paths';
import type { AttachmentView } from '../../../src/domain/attachments/attachments-api';
import { FILES_MESSAGES, MAX_UPLOAD_BYTES } from '../../../src/domain/files/files-api';
import { PUBLIC_LINK_PATHS } from '../../../src/domain/public-links/public-links-api';
import type { CategoryRoster } from '../../../src/domain/vendors/vendor-preferences-api';
import { categoryRosterEntries } from '../../../src/server/db/schema/vendor-preferences';
import { issuePublicLink, LINK_UPLOAD_LIMITS } from '../../../src/server/modules/public-links/public-links.service';
import { MAX_JSON_DEPTH } from '../../../src/server/plugins/json-body';
import { categoryId } from '../../../src/server/seed/demo-catalog';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Input that reached a 500 or was read before it was refused (issue 27, findings 6, 7, 8, 11, 12):
 * deep JSON, broken multipart, ids in upper case, uploads refused before their body is read, the
 * client's request id, and bidirectional controls in stored file names.
 */
const { users, requests, customers, locations, vendors, assets } = DEMO;
type Who = 'companyLeader' | 'locationStaff';
const request = requests.openEmergencyForVendorTech.id;
const PNG = (label: string) => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(label)]);

/** A multipart body as a browser sends it: the fields, then the file. */
async function multipart(fields: Record<string, string>, file?: { bytes: Buffer; name: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'image/png' }), file.name);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

/** A body that starts with `head` and never ends: only an answer given without reading it all comes back. */
function endless(head: string): PassThrough {
  const stream = new PassThrough();
  stream.write(head, 'latin1');
  return stream;
}

/** The multipart body's fields, then the start of a file part whose bytes never come. */
function fieldsThenEndlessFile(body: { payload: Buffer; contentType: string }): PassThrough {
  const boundary = body.contentType.split('boundary=')[1]!;
  const fields = body.payload.toString('latin1').slice(0, -`--${boundary}--\r\n`.length);
  return endless(`${fields}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`);
}

describe('input that must not reach a 500 or be read before it is refused', () => {
  let t: TestApp;
  let dataDir: string;
  const api = apiAs<Who>(() => t);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fsp-input-'));
    t = await createTestApp({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
    await api.signIn(users, ['companyLeader', 'locationStaff']);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('deeply nested JSON', () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const post = (payload: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: `${API_PREFIX}/requests`, headers: { ...headers, 'content-type': 'application/json' }, payload });

    it('refuses a body nested 50,000 deep with a 400, without a session and with one', async () => {
      for (const headers of [{}, api.headers('companyLeader')]) {
        const res = await post(nested(50_000), headers);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toBe(`body: nested deeper than ${MAX_JSON_DEPTH} levels`);
      }
    });

    it('refuses it whatever the charset parameter says', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/requests`,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        payload: nested(50_000),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`body: nested deeper than ${MAX_JSON_DEPTH} levels`);
    });

    it('counts only real nesting: brackets inside strings are text', async () => {
      const res = await post(JSON.stringify({ incidentDescription: '['.repeat(200) }), api.headers('companyLeader'));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).not.toContain('nested');
    });
  });

  it('limits a body to 1 MB, and a bulk checklist edit to more', async () => {
    const body = JSON.stringify({ items: Array.from({ length: 200 }, () => ({ title: '検'.repeat(200), description: '検'.repeat(2000) })) });
    expect(Buffer.byteLength(body)).toBeGreaterThan(1024 * 1024);
    const send = (path: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/${path}`,
        headers: { ...api.headers('companyLeader'), 'content-type': 'application/json' },
        payload: body,
      });
    expect((await send('requests')).statusCode).toBe(413);
    expect((await send('self-service/pm/checklist/edit')).statusCode).toBe(400);
  });

  describe('malformed multipart', () => {
    const boundary = 'brokenboundary';
    // Cut off inside the first part: no file arrives, and no closing boundary.
    const truncated = `--${boundary}\r\nContent-Disposition: form-data; name="assetId"\r\n\r\n${assets.enterpriseWithLabel.id}`;

    it.each([['/asset-photos'], [PUBLIC_LINK_PATHS.attachments]])(
      'answers 400 with a message on %s for a truncated part or a missing boundary',
      async (route) => {
        for (const contentType of [`multipart/form-data; boundary=${boundary}`, 'multipart/form-data']) {
          const res = await t.app.inject({
            method: 'POST',
            url: `${API_PREFIX}${route}`,
            headers: { ...api.headers('companyLeader'), 'content-type': contentType },
            payload: truncated,
          });
          expect(res.statusCode, `${contentType}: ${res.body}`).toBe(400);
          expect(res.json().message).toBe('body: the multipart form data is malformed or incomplete; send the upload again.');
        }
      },
    );
  });

  it('stores a roster change once for a category id written in upper case, and answers 200', async () => {
    const hvac = categoryId('hvac');
    const res = await api.call(
      'companyLeader',
      'PUT',
      `vendor-preferences/locations/${locations.staffOther.id.toUpperCase()}/servicecategories/${hvac.toUpperCase()}`,
      { vendorIds: [vendors.generalRepair.id, vendors.hvac.id], doNotSuggestVendorIds: [] },
    );
    expect(res.statusCode, res.body).toBe(200);
    const roster = res.json<CategoryRoster>();
    expect(roster.serviceCategory.id).toBe(hvac);
    expect(roster.vendors.map((v) => v.id)).toEqual([vendors.generalRepair.id, vendors.hvac.id]);
    const stored = await t.database.db
      .select({ vendorId: categoryRosterEntries.vendorId })
      .from(categoryRosterEntries)
      .where(and(eq(categoryRosterEntries.locationId, locations.staffOther.id), eq(categoryRosterEntries.serviceCategoryId, hvac)));
    expect(stored.map((s) => s.vendorId).sort()).toEqual([vendors.generalRepair.id, vendors.hvac.id].sort());
  });

  describe('uploads refused before their body is read', () => {
    it('answers 401 to an upload without a session whose body never ends', async () => {
      const body = await multipart({ id: randomUUID(), assetId: assets.enterpriseWithLabel.id, photoType: 'Nameplate' });
      const res = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/asset-photos`,
        headers: { 'content-type': body.contentType },
        payload: fieldsThenEndlessFile(body),
      });
      expect(res.statusCode).toBe(401);
    });

    it('answers 404 to an upload through an unknown link once its fields are read, without reading the file', async () => {
      const body = await multipart({ token: 'x'.repeat(43), requestId: request, attachmentType: 'Photo' });
      const res = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}${PUBLIC_LINK_PATHS.attachments}`,
        headers: { 'content-type': body.contentType },
        payload: fieldsThenEndlessFile(body),
      });
      expect(res.statusCode, res.body).toBe(404);
    });

    it('answers 413 up front to a declared length over the upload limit', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/requests/${request}/attachments`,
        headers: { ...api.headers('locationStaff'), 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(MAX_UPLOAD_BYTES * 2) },
        payload: endless('--x\r\n'),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(FILES_MESSAGES.tooLarge);
    });

    it('counts a link’s uploads against the link', async () => {
      const link = await issuePublicLink(t.database.db, { purpose: 'follow-up', customerId: customers.enterprise.id, requestId: request });
      const send = async (i: number) => {
        const body = await multipart(
          { token: link.token, requestId: request, attachmentType: 'Photo' },
          { bytes: PNG(`link photo ${i} ${randomUUID()}`), name: `p${i}.png` },
        );
        return t.app.inject({
          method: 'POST',
          url: `${API_PREFIX}${PUBLIC_LINK_PATHS.attachments}`,
          headers: { 'content-type': body.contentType },
          payload: body.payload,
        });
      };
      for (let i = 0; i < LINK_UPLOAD_LIMITS.files; i++) expect((await send(i)).statusCode).toBe(201);
      const over = await send(LINK_UPLOAD_LIMITS.files);
      expect(over.statusCode).toBe(413);
      expect(over.json().message).toContain('This link has had all the files it may take');
    });
  });

  it('keeps a client X-Request-Id only when it is a short safe token', async () => {
    const echo = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: HEALTH_PATHS.liveness, headers: { [HEADERS.requestId]: id } })).headers[HEADERS.requestId];
    expect(await echo('client-abc.123_X')).toBe('client-abc.123_X');
    for (const unsafe of ['a'.repeat(65), 'evil id', 'x\u202Ey', '<script>', 'a,b']) {
      const answered = await echo(unsafe);
      expect(answered).not.toBe(unsafe);
      expect(answered).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('stores file names without bidirectional control characters, uploaded or renamed', async () => {
    const body = await multipart(
      { id: randomUUID(), requestId: request, attachmentType: 'Photo' },
      { bytes: PNG(`bidi ${randomUUID()}`), name: 'invoice\u202Egnp.exe' },
    );
    const res = await api.call('locationStaff', 'POST', `requests/${request}/attachments`, body.payload, { headers: { 'content-type': body.contentType } });
    expect(res.statusCode, res.body).toBe(201);
    const uploaded = res.json<AttachmentView>();
    expect(uploaded.name).toBe('invoicegnp.exe');
    const renamed = await api.call('locationStaff', 'PATCH', `requests/${request}/attachments/${uploaded.id}`, { name: '\u2067photo\u2069\u200F.png' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<AttachmentView>().name).toBe('photo.png');
  });
});
