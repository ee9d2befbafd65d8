import { pathWith } from '@domain/api/paths';
import { INVOICE_PATHS, type InvoiceFilterQuery, type InvoiceListQuery, type InvoiceSummary, type InvoiceSummaryPage } from '@domain/reporting/invoices-api';
import type { ReportFilterQuery } from '@domain/reporting/report-filters';
import { REPORT_PATHS, type InsightsReport, type PmInsights, type RequestReport, type SpendForecast, type VendorInsights } from '@domain/reporting/reports-api';
import { api } from '@/lib/api-client';

/** The reporting calls (docs/product/reporting.md), through the app's API client (its headers and 401 handling). */

export const listInvoiceSummaries = (query: InvoiceListQuery) => api<InvoiceSummaryPage>(INVOICE_PATHS.summaries, { query });
export const listUnmatchedInvoices = (query: InvoiceListQuery) => api<InvoiceSummaryPage>(INVOICE_PATHS.unmatched, { query });
export const matchInvoice = (id: string, requestId: string) =>
  api<InvoiceSummary>(pathWith(INVOICE_PATHS.match, { id }), { method: 'POST', body: { requestId } });

/** The whole selection as the server streams it: the CSV or the zip, as a file to save. */
export const downloadInvoices = (kind: 'csv' | 'zip', query: InvoiceFilterQuery) => api<Blob, 'blob'>(INVOICE_PATHS[kind], { query, responseType: 'blob' });

export const getRequestReport = (query: ReportFilterQuery) => api<RequestReport>(REPORT_PATHS.requests, { query });
export const getSpendForecast = (query: ReportFilterQuery) => api<SpendForecast>(REPORT_PATHS.spendForecast, { query });
export const getInsights = (query: ReportFilterQuery) => api<InsightsReport>(REPORT_PATHS.insights, { query });
export const getVendorInsights = (query: ReportFilterQuery) => api<VendorInsights>(REPORT_PATHS.vendorInsights, { query });
export const getPmInsights = (query: ReportFilterQuery) => api<PmInsights>(REPORT_PATHS.pmInsights, { query });
