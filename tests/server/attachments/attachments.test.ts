import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from '../../../src/domain/api/paging';
import { API_PREFIX } from '../../../src/domain/api/paths';
import type { AlreadyUploaded, AttachmentView } from '../../../src/domain/attachments/attachments-api';
import { MAX_UPLOAD_BYTES, type FileInfo, type SignedFileUrl } from '../../../src/domain/files/files-api';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs, type UploadFile } from '../../helpers/api-client';

const { users, requests } = DEMO;
type Who = 'locationStaff' | 'retailLeader' | 'brandManager' | 'vendorTech';
const request = requests.openEmergencyForVendorTech.id; // HG-101 walk-in cooler (FrostLine), ColdChain dispatched

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(`demo photo ${randomUUID()}`)]);

describe('request attachments and the files calls', () => {
  let t: TestApp;
  let dataDir: string;
  const api = apiAs<Who>(() => t);
  const { call } = api;
  const upload = (who: Who, requestId: string, fields: Record<string, string>, file?: UploadFile) =>
    api.upload(who, `requests/${requestId}/attachments`, fields, file);
  const photo = { bytes: PNG, name: 'evaporator.png', type: 'image/png' };
  let uploaded: AttachmentView;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fsp-files-'));
    t = await createTestApp({ DATA_DIR: dataDir, FILE_URL_TTL_SECONDS: '60' });
    await api.signIn(users, ['locationStaff', 'retailLeader', 'brandManager', 'vendorTech']);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('uploads a photo to a request and lists it', async () => {
    const id = randomUUID();
    const res = await upload(
      'locationStaff',
      request,
      { id, requestId: request, attachmentType: 'Photo', typeMetadata: JSON.stringify({ angle: 'front' }) },
      photo,
    );
    expect(res.statusCode, res.body).toBe(201);
    uploaded = res.json<AttachmentView>();
    expect(uploaded).toMatchObject({
      id,
      requestId: request,
      name: 'evaporator.png',
      attachmentType: 'Photo',
      contentType: 'image/png',
      size: PNG.length,
      typeMetadata: { angle: 'front' },
      createdByUser: { id: users.locationStaff.id },
    });
    for (const url of [`requests/${request}/attachments`, `self-service/attachments/request/${request}`]) {
      const list = (await call('locationStaff', 'GET', url)).json<Page<AttachmentView>>();
      expect(list.items.map((a) => a.id)).toContain(id);
    }
  });

  it('keeps a small JPEG thumbnail of a photo in the list, the whole photo within 320 px; none for a file that is not an image it can read', async () => {
    // A wide photo (1600×800) of two halves: the thumbnail keeps its whole width, not a crop.
    const wide = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#1060c0' } })
      .composite([{ input: { create: { width: 800, height: 800, channels: 3, background: '#c02010' } }, left: 800, top: 0 }])
      .png()
      .toBuffer();
    const id = randomUUID();
    const res = await upload(
      'locationStaff',
      request,
      { id, requestId: request, attachmentType: 'Photo' },
      { bytes: wide, name: 'nameplate.png', type: 'image/png' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const list = (await call('locationStaff', 'GET', `requests/${request}/attachments`)).json<Page<AttachmentView>>();
    const listed = list.items.find((a) => a.id === id)!;
    expect(listed.thumbnail).toMatch(/^data:image\/jpeg;base64,/);
    const jpeg = Buffer.from(listed.thumbnail!.split(',')[1]!, 'base64');
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 160 });
    expect(jpeg.length).toBeLessThan(8_000);
    // Both halves are there: blue on the left, red on the right.
    const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number) => [...data.subarray((80 * 320 + x) * 3, (80 * 320 + x) * 3 + 3)];
    expect(pixel(40)[2]).toBeGreaterThan(150);
    expect(pixel(280)[0]).toBeGreaterThan(150);
    // The first upload's bytes are not a PNG that decodes: stored, without a thumbnail.
    expect(list.items.find((a) => a.id === uploaded.id)!.thumbnail).toBeNull();
    expect((await call('locationStaff', 'DELETE', `self-service/attachments/${request}/attachments/${id}`)).statusCode).toBe(200);
  });

  it('answers 202 "already uploaded" for a replay by id or by content', async () => {
    const again = await upload('locationStaff', request, { id: uploaded.id, requestId: request, attachmentType: 'Photo' }, photo);
    expect(again.statusCode).toBe(202);
    expect(again.json<AlreadyUploaded>()).toMatchObject({ alreadyUploaded: true, attachment: { id: uploaded.id } });
    const sameBytes = await upload('locationStaff', request, { id: randomUUID(), requestId: request, attachmentType: 'Photo' }, photo);
    expect(sameBytes.statusCode).toBe(202);
    expect(sameBytes.json<AlreadyUploaded>().attachment.id).toBe(uploaded.id);
    expect((await call('locationStaff', 'GET', `requests/${request}/attachments`)).json<Page<AttachmentView>>().total).toBe(1);
  });

  it('gives a short-lived signed URL for the file and serves the bytes through it', async () => {
    const info = await call('locationStaff', 'GET', `s3/info?follow=false&url=${encodeURIComponent(uploaded.fileKey)}`);
    expect(info.statusCode).toBe(200);
    const body = info.json<FileInfo>();
    expect(body).toMatchObject({ key: uploaded.fileKey, name: 'evaporator.png', contentType: 'image/png', size: PNG.length });
    expect(Date.parse(body.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    const download = await t.app.inject({ method: 'GET', url: body.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toContain('evaporator.png');

    const plain = await call('locationStaff', 'GET', `s3?follow=false&url=${encodeURIComponent(uploaded.fileKey)}`);
    expect(Object.keys(plain.json<SignedFileUrl>()).sort()).toEqual(['expiresAt', 'url']);
    const follow = await call('locationStaff', 'GET', `s3?follow=true&url=${encodeURIComponent(uploaded.fileKey)}`);
    expect(follow.statusCode).toBe(302);
    expect((await t.app.inject({ method: 'GET', url: follow.headers.location! })).rawPayload.equals(PNG)).toBe(true);
    // The vendor dispatched to the request may open it too; another tenant may not.
    expect((await call('vendorTech', 'GET', `s3/info?url=${encodeURIComponent(uploaded.fileKey)}`)).statusCode).toBe(200);
    expect((await call('retailLeader', 'GET', `s3/info?url=${encodeURIComponent(uploaded.fileKey)}`)).statusCode).toBe(404);
    // follow=true redirects only those who may see the file.
    const foreign = await call('retailLeader', 'GET', `s3?follow=true&url=${encodeURIComponent(uploaded.fileKey)}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers.location).toBeUndefined();
    expect((await call('locationStaff', 'GET', `s3?follow=maybe&url=${encodeURIComponent(uploaded.fileKey)}`)).statusCode).toBe(400);
    expect((await call('locationStaff', 'GET', 's3/info?url=')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${API_PREFIX}/s3/info?url=${encodeURIComponent(uploaded.fileKey)}` })).statusCode).toBe(401);
  });

  it('refuses tampered and expired download links', async () => {
    const { url } = (await call('locationStaff', 'GET', `s3?url=${encodeURIComponent(uploaded.fileKey)}`)).json<SignedFileUrl>();
    const tampered = new URL(url, 'http://x');
    tampered.searchParams.set('type', 'text/html');
    expect((await t.app.inject({ method: 'GET', url: `${tampered.pathname}${tampered.search}` })).statusCode).toBe(403);
    const forged = new URL(url, 'http://x');
    forged.searchParams.set('signature', 'A'.repeat(43));
    expect((await t.app.inject({ method: 'GET', url: `${forged.pathname}${forged.search}` })).statusCode).toBe(403);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      const expired = await t.app.inject({ method: 'GET', url });
      expect(expired.statusCode).toBe(403);
      expect(expired.json().message).toContain('expired');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses oversize files (413) and types outside the allowed list (415)', async () => {
    const big = await upload(
      'locationStaff',
      request,
      { id: randomUUID(), requestId: request, attachmentType: 'Document' },
      { bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1), name: 'huge.pdf', type: 'application/pdf' },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toContain('25 MB');
    const exe = await upload(
      'locationStaff',
      request,
      { id: randomUUID(), requestId: request, attachmentType: 'Other' },
      { bytes: Buffer.from('MZ...'), name: 'setup.exe', type: 'application/x-msdownload' },
    );
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toContain('cannot be uploaded');
    const json = await call('locationStaff', 'POST', `requests/${request}/attachments`, { id: randomUUID() });
    expect(json.statusCode).toBe(415);
  });

  it('refuses bad fields with a 400 naming the field', async () => {
    const base = { id: randomUUID(), requestId: request, attachmentType: 'Invoice' };
    const file = { bytes: Buffer.from('%PDF-1.4 invoice'), name: 'invoice.pdf', type: 'application/pdf' };
    const noType = await upload('locationStaff', request, { id: base.id, requestId: request }, file);
    expect(noType.statusCode).toBe(400);
    expect(noType.json().message).toContain('attachmentType');
    expect((await upload('locationStaff', request, { ...base, typeMetadata: '{not json' }, file)).json().message).toContain('typeMetadata');
    expect((await upload('locationStaff', request, { ...base, typeMetadata: '[1,2]' }, file)).statusCode).toBe(400);
    expect((await upload('locationStaff', request, { ...base, requestId: requests.awaitingDispatch.id }, file)).statusCode).toBe(400);
    expect((await upload('locationStaff', request, { ...base, taskId: randomUUID() }, file)).statusCode).toBe(400);
    expect((await upload('locationStaff', request, base)).json().message).toContain('file');
    expect((await upload('locationStaff', 'not-an-id', base, file)).statusCode).toBe(400);
  });

  it('scopes attachments by the request: other tenants get 404, read-only viewers 403', async () => {
    const file = { bytes: Buffer.from(`%PDF-1.4 quote ${randomUUID()}`), name: 'quote.pdf', type: 'application/pdf' };
    expect((await upload('retailLeader', request, { id: randomUUID(), requestId: request, attachmentType: 'Quote' }, file)).statusCode).toBe(404);
    expect((await call('retailLeader', 'GET', `requests/${request}/attachments`)).statusCode).toBe(404);
    expect((await call('retailLeader', 'GET', `self-service/attachments/request/${request}`)).statusCode).toBe(404);
    // The brand manager sees requests on their brand's equipment but may not change them.
    expect((await call('brandManager', 'GET', `requests/${request}/attachments`)).statusCode).toBe(200);
    expect((await upload('brandManager', request, { id: randomUUID(), requestId: request, attachmentType: 'Quote' }, file)).statusCode).toBe(403);
    // The dispatched vendor may add its quote.
    expect((await upload('vendorTech', request, { id: randomUUID(), requestId: request, attachmentType: 'Quote' }, file)).statusCode).toBe(201);
  });

  it('renames and re-types an attachment', async () => {
    const res = await call('locationStaff', 'PATCH', `requests/${request}/attachments/${uploaded.id}`, {
      name: 'Evaporator iced over.png',
      attachmentType: 'Document',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AttachmentView>()).toMatchObject({ name: 'Evaporator iced over.png', attachmentType: 'Document' });
    expect((await call('locationStaff', 'PATCH', `requests/${request}/attachments/${uploaded.id}`, {})).statusCode).toBe(400);
    expect((await call('locationStaff', 'PATCH', `requests/${request}/attachments/${uploaded.id}`, { attachmentType: 'Selfie' })).statusCode).toBe(400);
    expect((await call('locationStaff', 'PATCH', `requests/${request}/attachments/${randomUUID()}`, { name: 'x' })).statusCode).toBe(404);
    expect((await call('locationStaff', 'PATCH', `requests/${requests.awaitingDispatch.id}/attachments/${uploaded.id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await call('retailLeader', 'PATCH', `requests/${request}/attachments/${uploaded.id}`, { name: 'x' })).statusCode).toBe(404);
  });

  it('accepts attachments on a closed request (invoices arrive late)', async () => {
    const res = await upload(
      'locationStaff',
      requests.closedEnterprise.id,
      { id: randomUUID(), requestId: requests.closedEnterprise.id, attachmentType: 'Invoice' },
      { bytes: Buffer.from(`%PDF-1.4 ${randomUUID()}`), name: 'invoice.pdf', type: 'application/pdf' },
    );
    expect(res.statusCode).toBe(201);
  });

  it('deletes an attachment and its file', async () => {
    const { url } = (await call('locationStaff', 'GET', `s3?url=${encodeURIComponent(uploaded.fileKey)}`)).json<SignedFileUrl>();
    const path = `self-service/attachments/${request}/attachments/${uploaded.id}`;
    expect((await call('locationStaff', 'DELETE', `${path}?attachmentType=Photo`)).statusCode).toBe(404); // it was re-typed
    expect((await call('locationStaff', 'DELETE', `${path}?attachmentType=Bogus`)).statusCode).toBe(400);
    expect((await call('retailLeader', 'DELETE', path)).statusCode).toBe(404);
    expect((await call('locationStaff', 'DELETE', `${path}?attachmentType=Document`)).json()).toMatchObject({ id: uploaded.id, deleted: true, opId: null });
    expect((await call('locationStaff', 'GET', `requests/${request}/attachments`)).json<Page<AttachmentView>>().items.map((a) => a.id)).not.toContain(
      uploaded.id,
    );
    expect((await call('locationStaff', 'GET', `s3/info?url=${encodeURIComponent(uploaded.fileKey)}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await call('locationStaff', 'DELETE', path)).statusCode).toBe(404);
  });
});
