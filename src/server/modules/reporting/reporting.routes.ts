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
import { reportFilterSchema } from '../../../domain/reporting/report-filters';
import {
  insightsReportSchema,
  pmInsightsSchema,
  REPORT_PATHS,
  requestReportSchema,
  spendForecastSchema,
  vendorInsightsSchema,
} from '../../../domain/reporting/reports-api';
import { invoices } from '../../db/schema/invoices';
import { visibleTo } from '../../db/tenant-scope';
import type { ServerModule } from '../module';
import { invoiceCsv, invoiceZip } from './invoice-export';
import { insights } from './insights.service';
import { listInvoices, matchInvoice } from './invoices.service';
import { pmInsights } from './pm-insights.service';
import { reportScope } from './report-scope';
import { requestReport } from './request-report.service';
import { spendForecast } from './spend-forecast.service';
import { vendorInsights } from './vendor-insights.service';

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

  const reports = [
    { path: REPORT_PATHS.requests, permission: 'requestsReporting', answer: requestReportSchema, build: requestReport },
    { path: REPORT_PATHS.spendForecast, permission: 'spendForecast', answer: spendForecastSchema, build: spendForecast },
    { path: REPORT_PATHS.insights, permission: 'insightsReporting', answer: insightsReportSchema, build: insights },
    { path: REPORT_PATHS.vendorInsights, permission: 'vendorInsights', answer: vendorInsightsSchema, build: vendorInsights },
    { path: REPORT_PATHS.pmInsights, permission: 'pmInsights', answer: pmInsightsSchema, build: pmInsights },
  ] as const;
  for (const report of reports) {
    app.get(apiPath(report.path), { schema: { querystring: reportFilterSchema, response: { 200: report.answer } } }, async (request) =>
      report.build(db, await reportScope(db, config, request, report.permission, request.query)),
    );
  }

  app.post(
    apiPath(INVOICE_PATHS.match),
    { schema: { params: idParams, body: matchInvoiceBodySchema, response: { 200: invoiceSummarySchema } } },
    async (request) => {
      const scope = await reportScope(db, config, request, 'invoiceReporting', {});
      return db.transaction((tx) => matchInvoice(tx, scope, request.params.id, request.body.requestId));
    },
  );
};
