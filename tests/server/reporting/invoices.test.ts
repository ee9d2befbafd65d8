import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceSummary, InvoiceSummaryPage } from '../../../src/domain/reporting/invoices-api';
import { INVOICE_CSV_HEADER } from '../../../src/domain/reporting/invoices-api';
import { invoices } from '../../../src/server/db/schema/invoices';
import { requests } from '../../../src/server/db/schema/requests';
import { INVOICE_FILES } from '../../../src/server/modules/reporting/reporting.routes';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { users, customers, locations } = DEMO;
type Who = 'companyLeader' | 'locationStaff' | 'retailLeader' | 'selfService';
const YEAR_AGO = () => new Date(Date.now() - 365 * 86_400_000);

/** The entries of a zip and the text of its invoices.csv. */
function readZip(bytes: Buffer): Promise<{ names: string[]; csv: string }> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const names: string[] = [];
      let csv = '';
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            if (entry.fileName === 'invoices.csv') csv = Buffer.concat(chunks).toString('utf8');
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve({ names, csv }));
      zip.readEntry();
    });
  });
}

describe('invoice reporting', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['companyLeader', 'locationStaff', 'retailLeader', 'selfService']);
  }, 60_000);
  afterAll(() => t.close());

  const inDb = async (customerId: string, unmatchedOnly = false) => {
    const [row] = await t.database.db
      .select({ n: count(), cents: sql<number>`coalesce(sum(${invoices.totalCents}), 0)`.mapWith(Number) })
      .from(invoices)
      .where(and(eq(invoices.customerId, customerId), gte(invoices.invoicedAt, YEAR_AGO()), unmatchedOnly ? isNull(invoices.requestId) : undefined));
    return row!;
  };

  it("lists the current customer's invoices of the last year, newest first, with the selection's count and sum", async () => {
    const page = await api.ok<InvoiceSummaryPage>('companyLeader', 'GET', 'requests/invoice-summaries?limit=20');
    const expected = await inDb(customers.enterprise.id);
    expect(page.total).toBeGreaterThan(5);
    expect(page.total).toBe(expected.n);
    expect(page.totalCents).toBe(expected.cents);
    const dates = page.items.map((i) => i.invoicedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const i of page.items) expect(i.labourCents + i.partsCents + i.travelCents + i.taxCents).toBe(i.totalCents);
    // Another tenant's invoices are never counted, nor shown.
    const retail = await api.ok<InvoiceSummaryPage>('retailLeader', 'GET', 'requests/invoice-summaries?limit=200');
    expect(retail.total).toBe((await inDb(customers.retail.id)).n);
    expect(retail.items.every((i) => !page.items.some((mine) => mine.id === i.id))).toBe(true);
  });

  /** Every invoice of a selection, page by page. */
  const everyInvoice = async (who: Who, query = '') => {
    const items: InvoiceSummary[] = [];
    for (let offset = 0; ; offset += 200) {
      const page = await api.ok<InvoiceSummaryPage>(who, 'GET', `requests/invoice-summaries?limit=200&offset=${offset}${query}`);
      items.push(...page.items);
      if (offset + 200 >= page.total) return { items, total: page.total };
    }
  };

  it('filters by location, category, vendor, status and dates', async () => {
    const all = await everyInvoice('companyLeader');
    expect(all.items.length).toBe(all.total);
    const sample = all.items[0]!;
    const at = await api.ok<InvoiceSummaryPage>('companyLeader', 'GET', `requests/invoice-summaries?limit=200&locationId=${sample.location.id}`);
    expect(at.total).toBe(all.items.filter((i) => i.location.id === sample.location.id).length);
    const byVendor = await api.ok<InvoiceSummaryPage>('companyLeader', 'GET', `requests/invoice-summaries?limit=200&vendorId=${sample.vendor.id}`);
    expect(byVendor.items.every((i) => i.vendor.id === sample.vendor.id)).toBe(true);
    const byStatus = await api.ok<InvoiceSummaryPage>('companyLeader', 'GET', `requests/invoice-summaries?limit=200&status=${sample.status}`);
    expect(byStatus.total).toBe(all.items.filter((i) => i.status === sample.status).length);
    const day = sample.invoicedAt.slice(0, 10);
    const oneDay = await api.ok<InvoiceSummaryPage>('companyLeader', 'GET', `requests/invoice-summaries?limit=200&from=${day}&to=${day}`);
    expect(oneDay.items.map((i) => i.id)).toContain(sample.id);
    expect(oneDay.items.every((i) => i.invoicedAt.startsWith(day))).toBe(true);
  });

  it('answers bad filters with a 400 naming the field, and refuses other tenants’ locations', async () => {
    for (const [query, field] of [
      ['from=yesterday', 'from'],
      ['locationId=nope', 'locationId'],
      ['status=Lost', 'status'],
      ['limit=0', 'limit'],
      ['from=2026-02-01&to=2026-01-01', 'from'],
      [`locationId=${locations.retail.id}`, 'locationId'],
      ['bogus=1', 'bogus'],
    ]) {
      const res = await api.call('companyLeader', 'GET', `requests/invoice-summaries?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(field);
    }
  });

  it('is only for customers with the invoice flag', async () => {
    const res = await api.call('selfService', 'GET', 'requests/invoice-summaries');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This report is not available to you.');
    expect((await api.call('selfService', 'GET', 'requests/invoice-summaries/csv')).statusCode).toBe(403);
  });

  it('exports every invoice of the selection as CSV: the header, then one row per invoice', async () => {
    const page = await api.ok<InvoiceSummaryPage>('companyLeader', 'GET', 'requests/invoice-summaries?limit=1');
    const res = await api.call('companyLeader', 'GET', 'requests/invoice-summaries/csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(INVOICE_CSV_HEADER.join(','));
    expect(lines.length - 1).toBe(page.total);
  });

  it('zips the CSV and the invoices’ files', async () => {
    const [first] = (await api.ok<InvoiceSummaryPage>('companyLeader', 'GET', 'requests/invoice-summaries?limit=1')).items;
    const file = await t.app.files.save(t.database.db, {
      ownerKind: INVOICE_FILES,
      ownerId: first!.id,
      name: 'vendor invoice.pdf',
      contentType: 'application/pdf',
      content: Buffer.from('%PDF-1.4 demo invoice'),
      createdByUserId: null,
    });
    await t.database.db.update(invoices).set({ fileId: file.id }).where(eq(invoices.id, first!.id));
    const res = await api.call('companyLeader', 'GET', 'requests/invoice-summaries/zip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = await readZip(res.rawPayload);
    expect(zip.names[0]).toBe('invoices.csv');
    expect(zip.names).toContain(`files/${first!.invoiceNumber}-vendor invoice.pdf`);
    const total = (await api.ok<InvoiceSummaryPage>('companyLeader', 'GET', 'requests/invoice-summaries?limit=1')).total;
    expect(zip.csv.split('\r\n').filter(Boolean).length - 1).toBe(total);
  });

  describe('unmatched invoices', () => {
    it('lists only the invoices not matched to a request', async () => {
      const page = await api.ok<InvoiceSummaryPage>('companyLeader', 'GET', 'invoices/unmatched?limit=200');
      expect(page.total).toBe((await inDb(customers.enterprise.id, true)).n);
      expect(page.total).toBeLessThanOrEqual(200);
      expect(page.total).toBeGreaterThan(0);
      expect(page.items.every((i) => i.request === null)).toBe(true);
    });

    it('matches one to a request of its location, once', async () => {
      const [invoice] = (await api.ok<InvoiceSummaryPage>('companyLeader', 'GET', 'invoices/unmatched?limit=1')).items as [InvoiceSummary];
      const [request] = await t.database.db
        .select({ id: requests.id, number: requests.number })
        .from(requests)
        .where(eq(requests.locationId, invoice.location.id))
        .limit(1);
      const [elsewhere] = await t.database.db
        .select({ id: requests.id })
        .from(requests)
        .where(and(eq(requests.customerId, customers.enterprise.id), sql`${requests.locationId} <> ${invoice.location.id}`))
        .limit(1);
      const wrongPlace = await api.call('companyLeader', 'POST', `invoices/${invoice.id}/match`, { requestId: elsewhere!.id });
      expect(wrongPlace.statusCode).toBe(400);
      expect(wrongPlace.json().message).toBe("requestId: the request is at another location than the invoice's.");
      expect((await api.call('companyLeader', 'POST', `invoices/${invoice.id}/match`, { requestId: 'x' })).statusCode).toBe(400);
      expect((await api.call('companyLeader', 'POST', `invoices/${invoice.id}/match`, { requestId: DEMO.requests.retailOpen.id })).statusCode).toBe(400);

      const matched = await api.call('companyLeader', 'POST', `invoices/${invoice.id}/match`, { requestId: request!.id });
      expect(matched.statusCode, matched.body).toBe(200);
      expect(matched.json<InvoiceSummary>().request).toEqual({ id: request!.id, number: request!.number });
      const again = await api.call('companyLeader', 'POST', `invoices/${invoice.id}/match`, { requestId: request!.id });
      expect(again.statusCode).toBe(409);
      const unmatched = await api.ok<InvoiceSummaryPage>('companyLeader', 'GET', 'invoices/unmatched?limit=200');
      expect(unmatched.items.map((i) => i.id)).not.toContain(invoice.id);
      // Another tenant's invoice is not found; a bad id is a 400.
      expect((await api.call('retailLeader', 'POST', `invoices/${invoice.id}/match`, { requestId: request!.id })).statusCode).toBe(404);
      expect((await api.call('companyLeader', 'POST', 'invoices/nope/match', { requestId: request!.id })).statusCode).toBe(400);
    });
  });
});
