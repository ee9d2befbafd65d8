import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetSummary } from '../../../src/domain/assets/asset-api';
import type { Page } from '../../../src/domain/api/paging';
import { assets as assetTable, qrLabels } from '../../../src/server/db/schema/assets';
import { assetTypeId } from '../../../src/server/seed/demo-catalog';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, assets, labels, locations } = DEMO;
const PUBLIC_URL = 'https://portal.example.com';

/** Where labels sit on the sheet, in inches (Avery 5160 and 5162 templates). */
const SHEETS = {
  '3x10': { columns: 3, rows: 10, left: 0.1875, top: 0.5, columnPitch: 2.75, rowPitch: 1, height: 1 },
  '2x7': { columns: 2, rows: 7, left: 0.15625, top: 5 / 6, columnPitch: 4.1875, rowPitch: 4 / 3, height: 4 / 3 },
} as const;
const DPI = 150;

/**
 * Renders each page of a PDF to PNG with poppler's pdftoppm, then decodes the QR code of each label
 * position (the square at the label's left end), in sheet order.
 */
function decodeQrCodes(pdf: Buffer, layout: keyof typeof SHEETS): string[][] {
  const sheet = SHEETS[layout];
  const dir = mkdtempSync(join(tmpdir(), 'labels-'));
  try {
    writeFileSync(join(dir, 'labels.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', String(DPI), '-png', join(dir, 'labels.pdf'), join(dir, 'page')]);
    const pages = readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort()
      .map((f) => PNG.sync.read(readFileSync(join(dir, f))));
    const size = Math.round(sheet.height * DPI);
    return pages.map((png) => {
      const found: string[] = [];
      for (let r = 0; r < sheet.rows; r++) {
        for (let c = 0; c < sheet.columns; c++) {
          const x0 = Math.round((sheet.left + c * sheet.columnPitch) * DPI);
          const y0 = Math.round((sheet.top + r * sheet.rowPitch) * DPI);
          const cell = new Uint8ClampedArray(size * size * 4);
          for (let y = 0; y < size; y++) {
            const start = ((y0 + y) * png.width + x0) * 4;
            cell.set(png.data.subarray(start, start + size * 4), y * size * 4);
          }
          const code = jsQR(cell, size, size);
          if (code) found.push(code.data);
        }
      }
      return found;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('QR labels', () => {
  let t: TestApp;
  const api = apiAs<string>(() => t);
  const { call } = api;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    await api.signIn(users, ['companyLeader', 'locationStaff', 'selfService', 'brandManager', 'retailLeader']);
  });
  afterAll(() => t.close());

  describe('GET qr/{id}', () => {
    it('gives the asset of a linked label the caller sees', async () => {
      const res = await call('locationStaff', 'GET', `qr/${assets.enterpriseWithLabel.labelId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ labelId: assets.enterpriseWithLabel.labelId, assetId: assets.enterpriseWithLabel.id });
    });

    it('gives null for an unlinked label of the caller’s customer, so the client offers linking', async () => {
      expect((await call('locationStaff', 'GET', `qr/${labels.enterpriseUnlinked.id}`)).json()).toEqual({
        labelId: labels.enterpriseUnlinked.id,
        assetId: null,
      });
    });

    it('does not find another customer’s label, or one whose asset is out of sight', async () => {
      expect((await call('selfService', 'GET', `qr/${assets.enterpriseWithLabel.labelId}`)).statusCode).toBe(404);
      expect((await call('selfService', 'GET', `qr/${labels.enterpriseUnlinked.id}`)).statusCode).toBe(404);
      const [notStaffs] = await t.database.db
        .select({ id: qrLabels.id })
        .from(qrLabels)
        .innerJoin(assetTable, eq(assetTable.id, qrLabels.assetId))
        .where(eq(assetTable.locationId, locations.enterpriseNotStaff.id))
        .limit(1);
      expect((await call('locationStaff', 'GET', `qr/${notStaffs!.id}`)).statusCode).toBe(404);
      expect((await call('locationStaff', 'GET', `qr/${randomUUID()}`)).statusCode).toBe(404);
      expect((await call('locationStaff', 'GET', 'qr/abc')).statusCode).toBe(400);
    });
  });

  describe('POST qr/{id}/link', () => {
    it('links an unlinked label to a new asset; again is a replay; a linked label is a 409', async () => {
      const assetId = randomUUID();
      const created = await call('companyLeader', 'POST', 'assets', {
        id: assetId,
        locationId: locations.staffPm.id,
        name: 'Prep Table Cooler',
        assetTypeId: assetTypeId('reach-in-cooler'),
      });
      expect(created.statusCode).toBe(201);

      const link = await call('locationStaff', 'POST', `qr/${labels.enterpriseUnlinked.id}/link`, { assetId });
      expect(link.statusCode, link.body).toBe(200);
      expect(link.json()).toEqual({ labelId: labels.enterpriseUnlinked.id, assetId, opId: null });
      expect((await call('locationStaff', 'GET', `qr/${labels.enterpriseUnlinked.id}`)).json().assetId).toBe(assetId);
      expect((await call('locationStaff', 'POST', `qr/${labels.enterpriseUnlinked.id}/link`, { assetId })).statusCode).toBe(200);

      const taken = await call('locationStaff', 'POST', `qr/${labels.enterpriseUnlinked.id}/link`, { assetId: assets.enterpriseInfrastructure.id });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toMatch(/already linked/);
    });

    it('refuses an asset that has a label already, another tenant’s asset, and a bad body', async () => {
      const [spare] = await t.database.db.insert(qrLabels).values({ customerId: DEMO.customers.enterprise.id }).returning({ id: qrLabels.id });
      const twice = await call('locationStaff', 'POST', `qr/${spare!.id}/link`, { assetId: assets.enterpriseWithLabel.id });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toMatch(/already has a QR label/);
      expect((await call('locationStaff', 'POST', `qr/${spare!.id}/link`, { assetId: assets.selfService.id })).statusCode).toBe(404);
      expect((await call('retailLeader', 'POST', `qr/${spare!.id}/link`, { assetId: assets.retail.id })).statusCode).toBe(404);
      const bad = await call('locationStaff', 'POST', `qr/${spare!.id}/link`, { assetId: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/assetId/);
    });

    it('creates an asset with a label in one call (scan a new label, add the equipment)', async () => {
      const assetId = randomUUID();
      const res = await call('selfService', 'POST', 'assets', {
        id: assetId,
        locationId: locations.selfService.id,
        name: 'Cold Brew Tower',
        assetTypeId: assetTypeId('espresso-machine'),
        qrLabelId: labels.selfServiceUnlinked.id,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().qrLabel).toEqual({ id: labels.selfServiceUnlinked.id, url: `${PUBLIC_URL}/qr/${labels.selfServiceUnlinked.id}` });
    });
  });

  describe('POST assets/labels', () => {
    it('prints a 3 x 10 Letter sheet whose codes hold the label URLs', async () => {
      const page = (
        await call('companyLeader', 'GET', `assets/summaries?locationId=${locations.enterpriseNotStaff.id}&limit=32&assetStatus=Live,Replacing,Pending,Retired`)
      ).json<Page<AssetSummary>>();
      const picked = page.items.slice(0, 14);
      const res = await call('companyLeader', 'POST', 'assets/labels', { assetIds: picked.map((a) => a.id) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="asset-labels-3x10.pdf"/);
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const doc = await PDFDocument.load(pdf);
      expect(doc.getPageCount()).toBe(1);
      expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });

      const codes = decodeQrCodes(pdf, '3x10');
      expect(codes[0]).toEqual(picked.map((a) => `${PUBLIC_URL}/qr/${a.qrLabelId}`));
      const text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString();
      expect(text).toContain(picked[0]!.name);
      expect(text).toContain('HG-401 Harbor Grill Union Square');
    });

    it('fills further sheets, honours skip, and offers the 2 x 7 layout', async () => {
      const page = (await call('companyLeader', 'GET', 'assets/summaries?limit=40')).json<Page<AssetSummary>>();
      const ids = page.items.map((a) => a.id);
      const big = await call('companyLeader', 'POST', 'assets/labels', { assetIds: ids.slice(0, 31) });
      expect((await PDFDocument.load(big.rawPayload)).getPageCount()).toBe(2);

      const large = await call('companyLeader', 'POST', 'assets/labels', { assetIds: ids.slice(0, 10), layout: '2x7', skip: 6 });
      const doc = await PDFDocument.load(large.rawPayload);
      expect(doc.getPageCount()).toBe(2);
      const codes = decodeQrCodes(large.rawPayload, '2x7');
      expect(codes[0]).toEqual(page.items.slice(0, 8).map((a) => `${PUBLIC_URL}/qr/${a.qrLabelId}`));
      expect(codes[1]).toEqual(page.items.slice(8, 10).map((a) => `${PUBLIC_URL}/qr/${a.qrLabelId}`));
    });

    it('gives an asset without a label a new one', async () => {
      const assetId = randomUUID();
      await call('companyLeader', 'POST', 'assets', {
        id: assetId,
        locationId: locations.staffPm.id,
        name: 'Back Door',
        assetTypeId: assetTypeId('entry-door'),
      });
      const res = await call('companyLeader', 'POST', 'assets/labels', { assetIds: [assetId] });
      const [label] = await t.database.db.select({ id: qrLabels.id }).from(qrLabels).where(eq(qrLabels.assetId, assetId));
      expect(label).toBeDefined();
      expect(decodeQrCodes(res.rawPayload, '3x10')[0]).toEqual([`${PUBLIC_URL}/qr/${label!.id}`]);
    });

    it('refuses assets out of reach, ones the caller may not edit, and bad bodies', async () => {
      expect((await call('companyLeader', 'POST', 'assets/labels', { assetIds: [assets.selfService.id] })).statusCode).toBe(404);
      expect((await call('brandManager', 'POST', 'assets/labels', { assetIds: [assets.enterpriseWithLabel.id] })).statusCode).toBe(403);
      for (const body of [
        { assetIds: [] },
        { assetIds: ['x'] },
        { assetIds: [assets.enterpriseWithLabel.id], layout: '4x4' },
        { assetIds: [assets.enterpriseWithLabel.id], skip: 30 },
      ]) {
        const res = await call('companyLeader', 'POST', 'assets/labels', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
    });
  });
});
