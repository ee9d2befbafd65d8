import { DEFAULT_REPORT_DAYS, type ReportFilterQuery } from '@domain/reporting/report-filters';
import type { InvoiceListQuery } from '@domain/reporting/invoices-api';
import { INVOICE_PAGE_SIZE, type ReportSearch } from './report-search';

/** The report filter the server takes, from the address's filters (no range: the server's last year). */
export function reportFilter(search: ReportSearch): ReportFilterQuery {
  const filter: ReportFilterQuery = {
    from: search.from,
    to: search.to,
    locationGroupId: search.group,
    locationId: search.locations,
    serviceCategoryId: search.category,
    vendorId: search.vendor,
  };
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as ReportFilterQuery;
}

/** The invoice lists' query: the filters, the status and the page. */
export function invoiceListQuery(search: ReportSearch): InvoiceListQuery {
  return {
    ...reportFilter(search),
    ...(search.status ? { status: search.status } : {}),
    limit: INVOICE_PAGE_SIZE,
    offset: ((search.page ?? 1) - 1) * INVOICE_PAGE_SIZE,
  };
}

/** The filters without the page, the status or empty values: what a change of filter keeps. */
export function compactReportSearch(search: ReportSearch): ReportSearch {
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined && v !== '')) as ReportSearch;
}

/** The location ids of the address. */
export const selectedLocations = (search: ReportSearch): string[] => (search.locations ? search.locations.split(',') : []);

/** YYYY-MM-DD of a date (UTC). */
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The period shown when the address names none: the server's default, the last DEFAULT_REPORT_DAYS days up to today. */
export function shownPeriod(search: ReportSearch, now: Date = new Date()): { from: string; to: string } {
  return {
    from: search.from ?? isoDay(new Date(now.getTime() - DEFAULT_REPORT_DAYS * 86_400_000)),
    to: search.to ?? isoDay(now),
  };
}
