import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/api/paging';
import type { AssetDetailView, AssetFile, AssetFileAlreadyUploaded } from '../../../src/domain/assets/asset-api';
import type { FileInfo } from '../../../src/domain/files/files-api';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, assets } = DEMO;
type Who = 'locationStaff' | 'brandManager' | 'selfService';
const asset = assets.enterpriseWithLabel.id;
// A real 64×48 PNG (its server thumbnail is made from it), with text after its end: unique bytes each run.
const PHOTO = Buffer.concat([
  await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f4e' } })
    .png()
    .toBuffer(),
  Buffer.from(`nameplate ${randomUUID()}`),
]);
const MANUAL = Buffer.from(`%PDF-1.4 service manual ${randomUUID()}`);

describe('asset photos and attachments', () => {
  let t: TestApp;
  let dataDir: string;
  const api = apiAs<Who>(() => t);
  const { call } = api;
  const post = api.upload;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fsp-asset-files-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    await api.signIn(users, ['locationStaff', 'brandManager', 'selfService']);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('POST asset-photos stores a photo the asset page shows; a replay answers 202', async () => {
    const id = randomUUID();
    const photo = { bytes: PHOTO, name: 'nameplate.png', type: 'image/png' };
    const res = await post('locationStaff', 'asset-photos', { id, assetId: asset, photoType: 'Nameplate' }, photo);
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json<AssetFile>();
    expect(stored).toMatchObject({
      id,
      assetId: asset,
      kind: 'photo',
      photoType: 'Nameplate',
      fileName: 'nameplate.png',
      contentType: 'image/png',
      byteSize: PHOTO.length,
    });

    const again = await post('locationStaff', 'asset-photos', { id, assetId: asset, photoType: 'Nameplate' }, photo);
    expect(again.statusCode).toBe(202);
    expect(again.json<AssetFileAlreadyUploaded>().file.id).toBe(id);

    const view = (await call('locationStaff', 'GET', `assets/${asset}/detailView`)).json<AssetDetailView>();
    expect(view.photos.map((p) => p.id)).toEqual([id]);
    // Its preview comes with the asset (offline too), never larger than the photo.
    const thumbnail = Buffer.from(view.photos[0]!.thumbnail!.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    // The bytes come back through the files calls, for those who see the asset only.
    const info = await call('brandManager', 'GET', `s3/info?url=${encodeURIComponent(stored.fileKey)}`);
    expect(info.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: info.json<FileInfo>().url })).rawPayload.equals(PHOTO)).toBe(true);
    expect((await call('selfService', 'GET', `s3/info?url=${encodeURIComponent(stored.fileKey)}`)).statusCode).toBe(404);
  });

  it('refuses uploads by those who may not change the asset, and bad fields', async () => {
    const photo = { bytes: PHOTO, name: 'x.png', type: 'image/png' };
    expect((await post('brandManager', 'asset-photos', { id: randomUUID(), assetId: asset }, photo)).statusCode).toBe(403);
    expect((await post('selfService', 'asset-photos', { id: randomUUID(), assetId: asset }, photo)).statusCode).toBe(404);
    const badType = await post('locationStaff', 'asset-photos', { id: randomUUID(), assetId: asset, photoType: 'Selfie' }, photo);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toMatch(/photoType/);
    expect((await post('locationStaff', 'asset-photos', { id: randomUUID(), assetId: asset })).statusCode).toBe(400);
    expect(
      (await post('locationStaff', 'asset-photos', { id: randomUUID(), assetId: asset }, { bytes: PHOTO, name: 'x.exe', type: 'application/x-msdownload' }))
        .statusCode,
    ).toBe(415);
  });

  it('uploads, lists, edits and deletes attachments', async () => {
    const id = randomUUID();
    const res = await post(
      'locationStaff',
      `assets/${asset}/attachments`,
      { id, attachmentType: 'Manual', typeMetadata: JSON.stringify({ pages: 40 }) },
      { bytes: MANUAL, name: 'manual.pdf', type: 'application/pdf' },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<AssetFile>()).toMatchObject({ id, kind: 'attachment', attachmentType: 'Manual', typeMetadata: { pages: 40 } });

    const list = (await call('brandManager', 'GET', `assets/${asset}/attachments`)).json<Page<AssetFile>>();
    expect(list.items.map((a) => a.id)).toEqual([id]);
    expect((await call('selfService', 'GET', `assets/${asset}/attachments`)).statusCode).toBe(404);

    const edited = await call('locationStaff', 'PATCH', `assets/${asset}/attachments/${id}`, { attachmentType: 'Warranty', fileName: 'warranty.pdf' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<AssetFile>()).toMatchObject({ attachmentType: 'Warranty', fileName: 'warranty.pdf' });
    expect((await call('locationStaff', 'PATCH', `assets/${asset}/attachments/${id}`, { attachmentType: 'Poem' })).statusCode).toBe(400);
    const badMeta = await post(
      'locationStaff',
      `assets/${asset}/attachments`,
      { id: randomUUID(), attachmentType: 'Manual', typeMetadata: '{oops' },
      { bytes: MANUAL, name: 'm.pdf', type: 'application/pdf' },
    );
    expect(badMeta.json().message).toMatch(/typeMetadata/);

    expect((await call('brandManager', 'DELETE', `assets/${asset}/attachments/${id}`)).statusCode).toBe(403);
    const deleted = await call('locationStaff', 'DELETE', `assets/${asset}/attachments/${id}`);
    expect(deleted.json()).toEqual({ id, deleted: true, opId: null });
    expect((await call('locationStaff', 'GET', `assets/${asset}/attachments`)).json<Page<AssetFile>>().total).toBe(0);
    expect((await call('locationStaff', 'DELETE', `assets/${asset}/attachments/${id}`)).statusCode).toBe(404);
  });
});
