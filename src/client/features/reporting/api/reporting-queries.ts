import type { InvoiceListQuery } from '@domain/reporting/invoices-api';
import { INVOICE_MESSAGES } from '@domain/reporting/invoices-api';
import type { ReportFilterQuery } from '@domain/reporting/report-filters';
import { REPORT_MESSAGES } from '@domain/reporting/reports-api';
import { apiQuery } from '@/lib/api-query';
import {
  getInsights,
  getPmInsights,
  getRequestReport,
  getSpendForecast,
  getVendorInsights,
  listInvoiceSummaries,
  listUnmatchedInvoices,
} from './reporting-calls';

/**
 * Query keys of the reporting area: every report under ['reporting', report, filter], so a match
 * refreshes both invoice lists with one invalidation of ['reporting', 'invoices'].
 */
export const reportingKeys = {
  all: ['reporting'] as const,
  invoices: ['reporting', 'invoices'] as const,
  report: (report: string, query: object) => ['reporting', report, query] as const,
};

export const invoiceSummariesQuery = (query: InvoiceListQuery) =>
  apiQuery({ queryKey: [...reportingKeys.invoices, 'all', query], read: () => listInvoiceSummaries(query), failure: INVOICE_MESSAGES.list });
export const unmatchedInvoicesQuery = (query: InvoiceListQuery) =>
  apiQuery({ queryKey: [...reportingKeys.invoices, 'unmatched', query], read: () => listUnmatchedInvoices(query), failure: INVOICE_MESSAGES.list });

export const requestReportQuery = (query: ReportFilterQuery) =>
  apiQuery({ queryKey: reportingKeys.report('requests', query), read: () => getRequestReport(query), failure: REPORT_MESSAGES.load });
export const spendForecastQuery = (query: ReportFilterQuery) =>
  apiQuery({ queryKey: reportingKeys.report('spend-forecast', query), read: () => getSpendForecast(query), failure: REPORT_MESSAGES.load });
export const insightsQuery = (query: ReportFilterQuery) =>
  apiQuery({ queryKey: reportingKeys.report('insights', query), read: () => getInsights(query), failure: REPORT_MESSAGES.load });
export const vendorInsightsQuery = (query: ReportFilterQuery) =>
  apiQuery({ queryKey: reportingKeys.report('vendor-insights', query), read: () => getVendorInsights(query), failure: REPORT_MESSAGES.load });
export const pmInsightsQuery = (query: ReportFilterQuery) =>
  apiQuery({ queryKey: reportingKeys.report('pm-insights', query), read: () => getPmInsights(query), failure: REPORT_MESSAGES.load });
