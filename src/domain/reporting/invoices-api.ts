import { z } from 'zod';
import { isoTimestamp, pageOf } from '../api/contract';
import { pageQuerySchema } from '../api/paging';
import { idSchema } from '../requests/query-lists';
import { INVOICE_STATUSES } from './invoice-enums';
import { reportFilterSchema, reportRefSchema } from './report-filters';

/**
 * Invoices (docs/product/reporting.md#invoices), for customers with the invoice-reporting flag. The
 * CSV and the zip are the list's selection, every row of it, streamed.
 */
export const INVOICE_PATHS = {
  /** GET invoiceListQuerySchema → InvoiceSummaryPage (newest first). */
  summaries: '/requests/invoice-summaries',
  /** GET invoiceFilterSchema → text/csv: every invoice of the selection, one row each. */
  csv: '/requests/invoice-summaries/csv',
  /** GET invoiceFilterSchema → application/zip: invoices.csv and the invoices' files. */
  zip: '/requests/invoice-summaries/zip',
  /** GET unmatched (the same query) → InvoiceSummaryPage of invoices not matched to a request. */
  unmatched: '/invoices/unmatched',
  /** POST matchInvoiceBodySchema → InvoiceSummary: matches an unmatched invoice to a request of its location. */
  match: '/invoices/:id/match',
} as const;

export const invoiceFilterSchema = reportFilterSchema.extend({
  status: z.enum(INVOICE_STATUSES, `status must be one of ${INVOICE_STATUSES.join(', ')}`).optional(),
});
export type InvoiceFilterQuery = z.input<typeof invoiceFilterSchema>;
export type InvoiceFilter = z.output<typeof invoiceFilterSchema>;

export const invoiceListQuerySchema = invoiceFilterSchema.extend(pageQuerySchema.shape);
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

export const invoiceSummarySchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  invoicedAt: isoTimestamp,
  status: z.enum(INVOICE_STATUSES),
  vendor: reportRefSchema,
  location: reportRefSchema.extend({ storeNumber: z.string().nullable() }),
  serviceCategory: reportRefSchema.nullable(),
  asset: reportRefSchema.nullable(),
  /** Null while unmatched. */
  request: z.object({ id: z.string(), number: z.number().int() }).nullable(),
  labourCents: z.number().int(),
  partsCents: z.number().int(),
  travelCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  hasFile: z.boolean(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceSummaryPageSchema = pageOf(invoiceSummarySchema).extend({
  /** The sum of every invoice of the selection (not only this page). */
  totalCents: z.number().int(),
});
export type InvoiceSummaryPage = z.infer<typeof invoiceSummaryPageSchema>;

export const matchInvoiceBodySchema = z.object({ requestId: idSchema('requestId') }).strict();
export type MatchInvoiceBody = z.infer<typeof matchInvoiceBodySchema>;

/** The CSV's columns, in order (the table's, plus the lines' split). */
export const INVOICE_CSV_HEADER = [
  'Invoice',
  'Date',
  'Status',
  'Vendor',
  'Store',
  'Location',
  'Category',
  'Equipment',
  'Request',
  'Labour',
  'Parts',
  'Travel',
  'Tax',
  'Total',
] as const;

export const INVOICE_MESSAGES = {
  list: 'An error occurred while trying to get invoices.',
  match: 'An error occurred while trying to match the invoice.',
} as const;
