import { sql } from 'drizzle-orm';
import { bigint, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INVOICE_LINE_KINDS, INVOICE_STATUSES } from '../../../domain/reporting/invoice-enums';
import { storedFiles } from './attachments';
import { assets } from './assets';
import { serviceCategories } from './catalog';
import { createdAt } from './columns';
import { requests } from './requests';
import { customers, locations, vendors } from './tenancy';

/**
 * A vendor's invoice to a customer (docs/product/reporting.md#invoices): matched to the request it
 * bills, or unmatched (requestId null) until someone matches it. The total is the sum of its lines,
 * written with them; the file is the vendor's own document, when there is one.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    requestId: uuid('request_id').references(() => requests.id),
    assetId: uuid('asset_id').references(() => assets.id),
    serviceCategoryId: uuid('service_category_id').references(() => serviceCategories.id),
    invoiceNumber: text('invoice_number').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('Submitted'),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    fileId: uuid('file_id').references(() => storedFiles.id),
    createdAt: createdAt(),
  },
  (t) => [
    // The invoice report: a tenant's invoices by date, newest first (the id breaks ties).
    index('invoices_customer_invoiced').on(t.customerId, t.invoicedAt.desc(), t.id.desc()),
    index('invoices_request').on(t.requestId),
    // The unmatched list.
    index('invoices_customer_unmatched')
      .on(t.customerId, t.invoicedAt.desc())
      .where(sql`${t.requestId} is null`),
    uniqueIndex('invoices_vendor_number').on(t.vendorId, t.invoiceNumber),
  ],
);

/** One charge of an invoice. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INVOICE_LINE_KINDS }).notNull(),
    description: text('description').notNull(),
    /** Hours for labour, items for parts, 1 for a trip or the tax. */
    quantity: numeric('quantity', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** The price of one (an hour of labour: what contracted-rate compliance compares). */
    unitCents: integer('unit_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('invoice_lines_invoice').on(t.invoiceId)],
);
