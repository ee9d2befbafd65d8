import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttachmentView } from '../../../src/domain/attachments/attachments-api';
import { s3Storage } from '../../../src/server/storage/s3-storage';
import { removeTempUpload, writeTempUpload } from '../../../src/server/storage/temp-upload';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { largePng, sha256Of, tempUploads } from '../../helpers/streamed-upload';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * s3rver: an S3-compatible server in this process, with its fixed credentials. It does not check
 * SigV4 signatures (its own documentation says so), so these tests prove the addressing, the
 * bytes, the download headers and the wiring; the signatures are aws4fetch's, a maintained signer.
 */
const BUCKET = 'portal-files';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(`s3 photo ${randomUUID()}`)]);

describe('files in S3-compatible storage', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fsp-s3-'));
  let server: S3rver;
  let endpoint: string;

  beforeAll(async () => {
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const address = await server.run();
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('puts, gets and deletes objects', async () => {
    const storage = s3Storage({ ...CREDENTIALS, bucket: BUCKET, endpoint });
    await storage.put('request-attachment/r1/f1', PNG, 'image/png');
    expect(await buffer((await storage.get('request-attachment/r1/f1'))!)).toEqual(PNG);
    await storage.delete('request-attachment/r1/f1');
    expect(await storage.get('request-attachment/r1/f1')).toBeNull();
    await storage.delete('request-attachment/r1/f1'); // gone already: not an error
  });

  it('streams a file on disk to the bucket, with its length and SHA-256', async () => {
    const storage = s3Storage({ ...CREDENTIALS, bucket: BUCKET, endpoint });
    const bytes = largePng(6);
    const file = await writeTempUpload(Readable.from([bytes]));
    try {
      expect(file).toMatchObject({ size: bytes.length, sha256: sha256Of(bytes) });
      await storage.put('request-attachment/r1/f2', file, 'image/png');
    } finally {
      await removeTempUpload(file.path);
    }
    expect((await buffer((await storage.get('request-attachment/r1/f2'))!)).equals(bytes)).toBe(true);
  });

  it('hands out presigned downloads that name the file, signed with SigV4', async () => {
    const storage = s3Storage({ ...CREDENTIALS, bucket: BUCKET, endpoint });
    await storage.put('request-attachment/r1/f3', PNG, 'image/png');
    const url = await storage.signedGetUrl('request-attachment/r1/f3', {
      expiresAt: new Date(Date.now() + 300_000),
      downloadName: 'Invoice #4.png',
      contentType: 'image/png',
    });
    expect(new URL(url).pathname).toBe(`/${BUCKET}/request-attachment/r1/f3`);
    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PNG);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toContain('Invoice #4.png');

    const signed = new URL(url).searchParams;
    expect(signed.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(signed.get('X-Amz-Credential')).toMatch(/^S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request$/);
    expect(Number(signed.get('X-Amz-Expires'))).toBeGreaterThan(290);
    expect(signed.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  describe('through the API', () => {
    let t: TestApp;
    const api = apiAs<'locationStaff'>(() => t);
    beforeAll(async () => {
      t = await createTestApp({
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: endpoint,
        S3_REGION: CREDENTIALS.region,
        S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      });
      await api.signIn(DEMO.users, ['locationStaff']);
    });
    afterAll(() => t.close());

    it('stores an uploaded photo in the bucket and downloads it through a signed address', async () => {
      const request = DEMO.requests.openEmergencyForVendorTech.id;
      const id = randomUUID();
      const uploaded = await api.upload(
        'locationStaff',
        `requests/${request}/attachments`,
        { id, requestId: request, attachmentType: 'Photo' },
        { bytes: PNG, name: 'coil.png', type: 'image/png' },
      );
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const key = uploaded.json<AttachmentView>().fileKey;
      const signed = await api.call('locationStaff', 'GET', `s3?url=${encodeURIComponent(key)}`);
      expect(signed.statusCode).toBe(200);
      const url = signed.json<{ url: string }>().url;
      expect(url.startsWith(`${endpoint}/${BUCKET}/`)).toBe(true);
      expect(Buffer.from(await (await fetch(url)).arrayBuffer())).toEqual(PNG);
    });

    it('streams a multi-MB upload to the bucket byte for byte, leaving no temporary file', async () => {
      const request = DEMO.requests.openEmergencyForVendorTech.id;
      const bytes = largePng(6);
      const uploaded = await api.upload(
        'locationStaff',
        `requests/${request}/attachments`,
        { id: randomUUID(), requestId: request, attachmentType: 'Photo' },
        { bytes, name: 'large.png', type: 'image/png' },
      );
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const key = uploaded.json<AttachmentView>().fileKey;
      const signed = await api.call('locationStaff', 'GET', `s3?url=${encodeURIComponent(key)}`);
      const downloaded = Buffer.from(await (await fetch(signed.json<{ url: string }>().url)).arrayBuffer());
      expect(downloaded.length).toBe(bytes.length);
      expect(sha256Of(downloaded)).toBe(sha256Of(bytes));
      expect(tempUploads()).toEqual([]);
    });
  });
});
