import { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import yazl from 'yazl';
import { csvDollars, csvLine } from '../../../domain/format/csv';
import { INVOICE_CSV_HEADER, type InvoiceSummary } from '../../../domain/reporting/invoices-api';
import type { Queryable } from '../../db/client';
import { storedFiles } from '../../db/schema/attachments';
import type { ObjectStorage } from '../../storage/object-storage';
import { invoiceBatches, type InvoiceSelection } from './invoices.service';
import type { ReportScope } from './report-scope';

/** One invoice as a CSV row, in INVOICE_CSV_HEADER's order (money in dollars). */
function csvRow(i: InvoiceSummary): string {
  return csvLine([
    i.invoiceNumber,
    i.invoicedAt.slice(0, 10),
    i.status,
    i.vendor.name,
    i.location.storeNumber,
    i.location.name,
    i.serviceCategory?.name,
    i.asset?.name,
    i.request ? `#${i.request.number}` : 'Unmatched',
    csvDollars(i.labourCents),
    csvDollars(i.partsCents),
    csvDollars(i.travelCents),
    csvDollars(i.taxCents),
    csvDollars(i.totalCents),
  ]);
}

/** The selection as CSV text, header first, read from the database a batch at a time as the stream is read. */
export function invoiceCsv(db: Queryable, s: ReportScope, filter: InvoiceSelection): Readable {
  async function* lines() {
    yield csvLine(INVOICE_CSV_HEADER);
    for await (const batch of invoiceBatches(db, s, filter)) yield batch.rows.map(csvRow).join('');
  }
  return Readable.from(lines());
}

/** A file name safe in a zip and on every desktop. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._ -]+/g, '_').slice(0, 120) || 'file';

/**
 * The selection as a zip: invoices.csv, then each invoice's file under files/ (named by invoice
 * number). Streamed: each file is streamed from storage only when the zip reaches it, so the archive
 * holds no whole file in memory.
 */
export function invoiceZip(db: Queryable, storage: ObjectStorage, s: ReportScope, filter: InvoiceSelection): NodeJS.ReadableStream {
  const zip = new yazl.ZipFile();
  zip.addReadStream(invoiceCsv(db, s, filter), 'invoices.csv');
  void (async () => {
    for await (const batch of invoiceBatches(db, s, filter)) {
      const ids = batch.fileIds.filter((id): id is string => id !== null);
      if (!ids.length) continue;
      const files = await db.select({ id: storedFiles.id, key: storedFiles.key, name: storedFiles.name }).from(storedFiles).where(inArray(storedFiles.id, ids));
      const byId = new Map(files.map((f) => [f.id, f]));
      batch.rows.forEach((invoice, index) => {
        const file = byId.get(batch.fileIds[index] ?? '');
        if (!file) return;
        zip.addReadStreamLazy(`files/${safeName(invoice.invoiceNumber)}-${safeName(file.name)}`, (done) => {
          storage.get(file.key).then(
            (stream) => done(null, stream ?? Readable.from([])),
            (error: unknown) => done(error as Error, null as unknown as NodeJS.ReadableStream),
          );
        });
      });
    }
  })().then(
    () => zip.end(),
    (error: unknown) => zip.outputStream.emit('error', error),
  );
  return zip.outputStream;
}
