import { and, count, desc, eq, inArray, isNull, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import type { PageQuery } from '../../../domain/api/paging';
import type { InvoiceFilter, InvoiceSummary, InvoiceSummaryPage } from '../../../domain/reporting/invoices-api';
import type { InvoiceLineKind } from '../../../domain/reporting/invoice-enums';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { serviceCategories } from '../../db/schema/catalog';
import { invoiceLines, invoices } from '../../db/schema/invoices';
import { requests } from '../../db/schema/requests';
import { locations, vendors } from '../../db/schema/tenancy';
import { badRequest, conflict, notFound } from '../../http-error';
import { inPeriod, rowsInScope, type ReportScope } from './report-scope';

/** Which invoices of the scope: all, or only those not matched to a request yet. */
export type InvoiceSelection = InvoiceFilter & { unmatched?: boolean };

/** The invoices a report selects (docs/product/reporting.md#invoices). */
function selected(s: ReportScope, filter: InvoiceSelection): SQL {
  return and(
    rowsInScope(s, invoices),
    inPeriod(s, invoices.invoicedAt),
    s.serviceCategoryId ? eq(invoices.serviceCategoryId, s.serviceCategoryId) : undefined,
    s.vendorId ? eq(invoices.vendorId, s.vendorId) : undefined,
    filter.status ? eq(invoices.status, filter.status) : undefined,
    filter.unmatched ? isNull(invoices.requestId) : undefined,
  )!;
}

const summaryColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  invoicedAt: invoices.invoicedAt,
  status: invoices.status,
  totalCents: invoices.totalCents,
  fileId: invoices.fileId,
  vendorId: vendors.id,
  vendorName: vendors.name,
  locationId: locations.id,
  locationName: locations.name,
  storeNumber: locations.storeNumber,
  categoryId: serviceCategories.id,
  categoryName: serviceCategories.name,
  assetId: assets.id,
  assetName: assets.name,
  requestId: requests.id,
  requestNumber: requests.number,
};

function summaryQuery(db: Queryable, where: SQL) {
  return db
    .select(summaryColumns)
    .from(invoices)
    .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
    .innerJoin(locations, eq(locations.id, invoices.locationId))
    .leftJoin(serviceCategories, eq(serviceCategories.id, invoices.serviceCategoryId))
    .leftJoin(assets, eq(assets.id, invoices.assetId))
    .leftJoin(requests, eq(requests.id, invoices.requestId))
    .where(where)
    .orderBy(desc(invoices.invoicedAt), desc(invoices.id));
}

type SummaryRow = Awaited<ReturnType<typeof summaryQuery>>[number];

/** The line totals of each invoice, by kind. */
async function lineTotals(db: Queryable, ids: readonly string[]): Promise<Map<string, Record<InvoiceLineKind, number>>> {
  const totals = new Map<string, Record<InvoiceLineKind, number>>();
  if (!ids.length) return totals;
  const rows = await db
    .select({ invoiceId: invoiceLines.invoiceId, kind: invoiceLines.kind, cents: sum(invoiceLines.amountCents).mapWith(Number) })
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, [...ids]))
    .groupBy(invoiceLines.invoiceId, invoiceLines.kind);
  for (const row of rows) {
    const of = totals.get(row.invoiceId) ?? { labour: 0, parts: 0, travel: 0, tax: 0 };
    of[row.kind] = row.cents;
    totals.set(row.invoiceId, of);
  }
  return totals;
}

async function summaries(db: Queryable, rows: SummaryRow[]): Promise<InvoiceSummary[]> {
  const lines = await lineTotals(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const split = lines.get(r.id) ?? { labour: 0, parts: 0, travel: 0, tax: 0 };
    return {
      id: r.id,
      invoiceNumber: r.invoiceNumber,
      invoicedAt: r.invoicedAt.toISOString(),
      status: r.status,
      vendor: { id: r.vendorId, name: r.vendorName },
      location: { id: r.locationId, name: r.locationName, storeNumber: r.storeNumber },
      serviceCategory: r.categoryId && r.categoryName ? { id: r.categoryId, name: r.categoryName } : null,
      asset: r.assetId && r.assetName ? { id: r.assetId, name: r.assetName } : null,
      request: r.requestId && r.requestNumber !== null ? { id: r.requestId, number: r.requestNumber } : null,
      labourCents: split.labour,
      partsCents: split.parts,
      travelCents: split.travel,
      taxCents: split.tax,
      totalCents: r.totalCents,
      hasFile: r.fileId !== null,
    };
  });
}

/** The page's rows alone (what `bench:api` measures against its bare SQL). */
export const invoicePageRows = (db: Queryable, s: ReportScope, filter: InvoiceSelection, page: PageQuery) =>
  summaryQuery(db, selected(s, filter)).limit(page.limit).offset(page.offset);

/** One page of the selection, newest first, with the count and sum of all of it. */
export async function listInvoices(db: Queryable, s: ReportScope, filter: InvoiceSelection, page: PageQuery): Promise<InvoiceSummaryPage> {
  const where = selected(s, filter);
  const [rows, [totals]] = await Promise.all([
    invoicePageRows(db, s, filter, page),
    db
      .select({ n: count(), cents: sum(invoices.totalCents).mapWith(Number) })
      .from(invoices)
      .where(where),
  ]);
  return { items: await summaries(db, rows), total: totals?.n ?? 0, totalCents: totals?.cents ?? 0, limit: page.limit, offset: page.offset };
}

/** How many invoices the CSV and zip read from the database at a time. */
export const EXPORT_BATCH = 500;

/**
 * Every invoice of the selection, newest first, a batch at a time (keyset paging on date and id),
 * so an export of any size holds one batch in memory. Each batch comes with the invoices' files.
 */
export async function* invoiceBatches(
  db: Queryable,
  s: ReportScope,
  filter: InvoiceSelection,
): AsyncGenerator<{ rows: InvoiceSummary[]; fileIds: (string | null)[] }> {
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const where: SQL = and(
      selected(s, filter),
      after ? or(lt(invoices.invoicedAt, after.at), and(eq(invoices.invoicedAt, after.at), lt(invoices.id, after.id))) : undefined,
    )!;
    const rows: SummaryRow[] = await summaryQuery(db, where).limit(EXPORT_BATCH);
    if (!rows.length) return;
    yield { rows: await summaries(db, rows), fileIds: rows.map((r) => r.fileId) };
    if (rows.length < EXPORT_BATCH) return;
    const last = rows.at(-1)!;
    after = { at: last.invoicedAt, id: last.id };
  }
}

/**
 * Matches an unmatched invoice to a request: both the scope's and of the same location; the invoice
 * takes the request's equipment and category when it has none.
 */
export async function matchInvoice(db: Queryable, s: ReportScope, invoiceId: string, requestId: string): Promise<InvoiceSummary> {
  const [invoice] = await db
    .select({ id: invoices.id, locationId: invoices.locationId, requestId: invoices.requestId })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), rowsInScope(s, invoices)));
  if (!invoice) throw notFound('Invoice');
  if (invoice.requestId) throw conflict('This invoice is matched to a request already.');
  const [request] = await db
    .select({ id: requests.id, locationId: requests.locationId, assetId: requests.assetId, serviceCategoryId: requests.serviceCategoryId })
    .from(requests)
    .where(and(eq(requests.id, requestId), rowsInScope(s, requests)));
  if (!request) throw badRequest('requestId: no such request of yours.');
  if (request.locationId !== invoice.locationId) throw badRequest("requestId: the request is at another location than the invoice's.");
  await db
    .update(invoices)
    .set({
      requestId: request.id,
      assetId: sql`coalesce(${invoices.assetId}, ${request.assetId}::uuid)`,
      serviceCategoryId: sql`coalesce(${invoices.serviceCategoryId}, ${request.serviceCategoryId}::uuid)`,
    })
    .where(eq(invoices.id, invoice.id));
  const [row] = await summaryQuery(db, eq(invoices.id, invoice.id));
  return (await summaries(db, [row!]))[0]!;
}
