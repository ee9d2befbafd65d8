import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { fileAnswer } from '../../../domain/api/contract';
import { apiPath } from '../../../domain/api/paths';
import {
  INVOICE_PATHS,
  invoiceFilterSchema,
  invoiceListQuerySchema,
  invoiceSummaryPageSchema,
  invoiceSummarySchema,
  matchInvoiceBodySchema,
} from '../../../domain/reporting/invoices-api';
import { invoices } from '../../db/schema/invoices';
import { visibleTo } from '../../db/tenant-scope';
import type { ServerModule } from '../module';
import { invoiceCsv, invoiceZip } from './invoice-export';
import { listInvoices, matchInvoice } from './invoices.service';
import { reportScope } from './report-scope';

const idParams = z.object({ id: z.guid('id must be an invoice id') });

/** Invoice files (vendors' documents) are read by those who may see the invoice's location and read invoices. */
export const INVOICE_FILES = 'invoice';

/** Today's date for an export's file name. */
const today = () => new Date().toISOString().slice(0, 10);

/** Reporting (docs/product/reporting.md): the invoices, their exports and matching, and the reports. */
export const reportingModule: ServerModule = async (app, { db, config }) => {
  app.files.registerOwner(INVOICE_FILES, async (actor, invoiceId) => {
    if (!invoiceId || !actor.ability.can('read', 'Invoice')) return false;
    const [row] = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), visibleTo(actor.scope, { customerId: invoices.customerId, locationId: invoices.locationId })));
    return row !== undefined;
  });

  app.get(
    apiPath(INVOICE_PATHS.summaries),
    { schema: { querystring: invoiceListQuerySchema, response: { 200: invoiceSummaryPageSchema } } },
    async (request) => {
      const { limit, offset, ...filter } = request.query;
      return listInvoices(db, await reportScope(db, config, request, 'invoiceReporting', filter), filter, { limit, offset });
    },
  );

  app.get(
    apiPath(INVOICE_PATHS.unmatched),
    { schema: { querystring: invoiceListQuerySchema, response: { 200: invoiceSummaryPageSchema } } },
    async (request) => {
      const { limit, offset, ...filter } = request.query;
      return listInvoices(db, await reportScope(db, config, request, 'invoiceReporting', filter), { ...filter, unmatched: true }, { limit, offset });
    },
  );

  app.get(
    apiPath(INVOICE_PATHS.csv),
    { schema: { querystring: invoiceFilterSchema, response: { 200: fileAnswer('text/csv', 'Every invoice of the selection, one row each') } } },
    async (request, reply) => {
      const scope = await reportScope(db, config, request, 'invoiceReporting', request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="invoices-${today()}.csv"`)
        .header('cache-control', 'no-store')
        .send(invoiceCsv(db, scope, request.query));
    },
  );

  app.get(
    apiPath(INVOICE_PATHS.zip),
    { schema: { querystring: invoiceFilterSchema, response: { 200: fileAnswer('application/zip', 'invoices.csv and the invoices’ files') } } },
    async (request, reply) => {
      const scope = await reportScope(db, config, request, 'invoiceReporting', request.query);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="invoices-${today()}.zip"`)
        .header('cache-control', 'no-store')
        .send(invoiceZip(db, app.files.storage, scope, request.query));
    },
  );

  app.post(
    apiPath(INVOICE_PATHS.match),
    { schema: { params: idParams, body: matchInvoiceBodySchema, response: { 200: invoiceSummarySchema } } },
    async (request) => {
      const scope = await reportScope(db, config, request, 'invoiceReporting', {});
      return db.transaction((tx) => matchInvoice(tx, scope, request.params.id, request.body.requestId));
    },
  );
};
