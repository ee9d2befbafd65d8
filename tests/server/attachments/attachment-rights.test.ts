import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttachmentView } from '../../../src/domain/attachments/attachments-api';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, requests } = DEMO;
type Who = 'vendorTech' | 'locationStaff' | 'selfService';
const open = requests.openEmergencyForVendorTech.id; // Harbor Grill HG-101, ColdChain dispatched
const closed = requests.selfServiceClosed.id; // Bean Street Coffee, closed, ColdChain's visit

/**
 * Finding 2 of the second outside probe: the dispatched vendor renamed, re-typed and deleted the
 * customer's files. A vendor changes only the files it uploaded, while the request is open; the
 * customer's users change any file of their requests, also once closed (docs/product/roles-and-permissions.md).
 */
describe('who may change a request’s files', () => {
  let t: TestApp;
  let dataDir: string;
  const api = apiAs<Who>(() => t);
  const { call } = api;
  const upload = async (who: Who, requestId: string) => {
    const id = randomUUID();
    const res = await api.upload(
      who,
      `requests/${requestId}/attachments`,
      { id, requestId, attachmentType: 'Invoice' },
      { bytes: Buffer.from(`%PDF-1.4 ${randomUUID()}`), name: 'invoice.pdf', type: 'application/pdf' },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AttachmentView>();
  };
  const patch = (who: Who, requestId: string, attachmentId: string) =>
    call(who, 'PATCH', `requests/${requestId}/attachments/${attachmentId}`, { name: 'renamed.pdf', attachmentType: 'Document', typeMetadata: { amount: 1 } });
  const remove = (who: Who, requestId: string, attachmentId: string) =>
    call(who, 'DELETE', `self-service/attachments/${requestId}/attachments/${attachmentId}`);
  const stored = async (who: Who, requestId: string, attachmentId: string) =>
    (await call(who, 'GET', `requests/${requestId}/attachments?limit=200`)).json<{ items: AttachmentView[] }>().items.find((a) => a.id === attachmentId);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fsp-attachment-rights-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    await api.signIn(users, ['vendorTech', 'locationStaff', 'selfService']);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses the vendor the customer’s files: no rename, re-type or delete', async () => {
    const customers = await upload('locationStaff', open);
    for (const res of [await patch('vendorTech', open, customers.id), await remove('vendorTech', open, customers.id)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/only the files you uploaded/);
    }
    expect(await stored('locationStaff', open, customers.id)).toMatchObject({ name: 'invoice.pdf', attachmentType: 'Invoice' });
  });

  it('lets the vendor change and delete its own files on an open request', async () => {
    const own = await upload('vendorTech', open);
    expect((await patch('vendorTech', open, own.id)).json()).toMatchObject({ name: 'renamed.pdf', attachmentType: 'Document' });
    expect((await remove('vendorTech', open, own.id)).json()).toMatchObject({ id: own.id, deleted: true });
    expect(await stored('vendorTech', open, own.id)).toBeUndefined();
  });

  it('lets the vendor add a late invoice to a closed request, and change nothing there afterwards', async () => {
    const own = await upload('vendorTech', closed);
    for (const res of [await patch('vendorTech', closed, own.id), await remove('vendorTech', closed, own.id)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/only while the request is open/);
    }
    expect(await stored('vendorTech', closed, own.id)).toMatchObject({ name: 'invoice.pdf' });
  });

  it('lets the customer change and delete any file, the vendor’s too, also on a closed request', async () => {
    for (const [who, requestId] of [
      ['locationStaff', open],
      ['selfService', closed],
    ] as const) {
      const vendors = await upload('vendorTech', requestId);
      expect((await patch(who, requestId, vendors.id)).json()).toMatchObject({ name: 'renamed.pdf', attachmentType: 'Document' });
      expect((await remove(who, requestId, vendors.id)).json()).toMatchObject({ id: vendors.id, deleted: true });
    }
  });

  it('shows the vendor no asset files to change: an asset’s files are the customer’s', async () => {
    const asset = DEMO.assets.enterpriseWithLabel.id; // the walk-in cooler of the open request
    const manual = await api.upload(
      'locationStaff',
      `assets/${asset}/attachments`,
      { id: randomUUID(), attachmentType: 'Manual' },
      { bytes: Buffer.from(`%PDF-1.4 ${randomUUID()}`), name: 'manual.pdf', type: 'application/pdf' },
    );
    expect(manual.statusCode, manual.body).toBe(201);
    const file = `assets/${asset}/attachments/${manual.json<{ id: string }>().id}`;
    expect((await call('vendorTech', 'PATCH', file, { fileName: 'mine.pdf' })).statusCode).toBe(404);
    expect((await call('vendorTech', 'DELETE', file)).statusCode).toBe(404);
    expect((await call('locationStaff', 'PATCH', file, { fileName: 'still-the-customers.pdf' })).statusCode).toBe(200);
  });

  it('answers 404 for an attachment the request does not have, before any rights question', async () => {
    expect((await patch('vendorTech', open, randomUUID())).statusCode).toBe(404);
    expect((await remove('vendorTech', open, randomUUID())).statusCode).toBe(404);
  });
});
