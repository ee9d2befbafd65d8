import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AlreadyUploaded, AttachmentView } from '../../../src/domain/attachments/attachments-api';
import { API_PREFIX } from '../../../src/domain/api/paths';
import { MAX_UPLOAD_BYTES } from '../../../src/domain/files/files-api';
import { storedFiles } from '../../../src/server/db/schema/attachments';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { largePng, sha256Of, tempUploads } from '../../helpers/streamed-upload';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const request = DEMO.requests.openEmergencyForVendorTech.id;

/**
 * Uploads are streamed to a temporary file (size and SHA-256 counted on the way) and copied into
 * storage from there; the temporary file is gone afterwards, whatever happened.
 */
describe('streamed uploads on local disk', () => {
  let t: TestApp;
  let dataDir: string;
  const api = apiAs<'locationStaff'>(() => t);
  const upload = (bytes: Buffer, id = randomUUID()) =>
    api.upload(
      'locationStaff',
      `requests/${request}/attachments`,
      { id, requestId: request, attachmentType: 'Photo' },
      { bytes, name: 'big.png', type: 'image/png' },
    );

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fsp-stream-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    await api.signIn(DEMO.users, ['locationStaff']);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a multi-MB upload byte for byte with its size and hash, downloads it, and answers 202 to the same bytes again', async () => {
    const bytes = largePng(6);
    const res = await upload(bytes);
    expect(res.statusCode, res.body).toBe(201);
    const attachment = res.json<AttachmentView>();
    expect(attachment.size).toBe(bytes.length);
    const [stored] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.key, attachment.fileKey));
    expect(stored).toMatchObject({ size: bytes.length, sha256: sha256Of(bytes) });
    expect(readFileSync(path.join(dataDir, 'files', ...attachment.fileKey.split('/'))).equals(bytes)).toBe(true);
    // The signed download route streams it back.
    const signed = await api.call('locationStaff', 'GET', `s3?url=${encodeURIComponent(attachment.fileKey)}`);
    const download = await t.app.inject({ method: 'GET', url: signed.json<{ url: string }>().url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(bytes)).toBe(true);

    const again = await upload(bytes);
    expect(again.statusCode).toBe(202);
    expect(again.json<AlreadyUploaded>().attachment.id).toBe(attachment.id);
    expect(tempUploads()).toEqual([]);
  });

  it('removes the temporary file of a file cut off at the size limit (413) and of an empty one (400)', async () => {
    expect((await upload(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1))).statusCode).toBe(413);
    expect((await upload(Buffer.alloc(0))).statusCode).toBe(400);
    expect(tempUploads()).toEqual([]);
  });

  it('removes the temporary file when the client aborts mid-upload', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const boundary = `stream${randomUUID()}`;
    const head = Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="requestId"',
        '',
        request,
        `--${boundary}`,
        'Content-Disposition: form-data; name="attachmentType"',
        '',
        'Photo',
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="cut.png"',
        'Content-Type: image/png',
        '',
        '',
      ].join('\r\n'),
    );
    const client = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `${API_PREFIX}/requests/${request}/attachments`,
      headers: { ...api.headers('locationStaff'), 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(20 * 1024 * 1024) },
    });
    client.on('error', () => {}); // the abort below
    client.write(head);
    client.write(largePng(2));
    // The server has started writing the file to disk...
    await vi.waitFor(() => expect(tempUploads()).toHaveLength(1), { timeout: 10_000, interval: 50 });
    // ...and the client goes away before the end of it.
    client.destroy();
    await vi.waitFor(() => expect(tempUploads()).toEqual([]), { timeout: 10_000, interval: 50 });
  });
});
