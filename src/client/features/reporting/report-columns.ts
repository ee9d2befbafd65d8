import { csvDollars } from '@domain/format/csv';
import { formatUsd } from '@domain/format/money-format';
import type { InsightsReport, PmInsights, RequestReport, SpendForecast, VendorScorecard } from '@domain/reporting/reports-api';
import { countText, hoursText, percentText, type ReportColumn } from './report-table';

/** The tables of the reports (docs/product/reporting.md): what each shows and what its CSV holds. Money arrives in cents. */

const money = <T>(header: string, cents: (row: T) => number): ReportColumn<T> => ({
  header,
  cell: (r) => formatUsd(cents(r) / 100),
  csv: (r) => csvDollars(cents(r)),
  numeric: true,
});
const count = <T>(header: string, n: (row: T) => number): ReportColumn<T> => ({ header, cell: (r) => countText(n(r)), csv: n, numeric: true });
const hours = <T>(header: string, h: (row: T) => number | null): ReportColumn<T> => ({ header, cell: (r) => hoursText(h(r)), csv: h, numeric: true });
const percent = <T>(header: string, p: (row: T) => number | null): ReportColumn<T> => ({ header, cell: (r) => percentText(p(r)), csv: p, numeric: true });
const text = <T>(header: string, t: (row: T) => string): ReportColumn<T> => ({ header, cell: t, csv: t });

export type RequestReportRow = RequestReport['rows'][number];
export const REQUEST_COLUMNS: readonly ReportColumn<RequestReportRow>[] = [
  text('Category', (r) => r.category),
  count('Requests', (r) => r.total),
  count('Open', (r) => r.open),
  count('Closed', (r) => r.closed),
  hours('Mean hours to dispatch', (r) => r.meanHoursToDispatch),
  hours('Mean hours to arrive', (r) => r.meanHoursToArrive),
  hours('Mean hours to complete', (r) => r.meanHoursToComplete),
  percent('First-time fix', (r) => r.firstTimeFixPercent),
];

/** One row per month and category of the forecast. */
export interface ForecastRow {
  month: string;
  category: string;
  correctiveCents: number;
  preventativeCents: number;
  pmVisits: number;
}
export const forecastRows = (f: SpendForecast): ForecastRow[] => f.months.flatMap((m) => m.byCategory.map((c) => ({ month: m.month, ...c })));
export const FORECAST_COLUMNS: readonly ReportColumn<ForecastRow>[] = [
  text('Month', (r) => r.month),
  text('Category', (r) => r.category),
  money('Repairs', (r) => r.correctiveCents),
  money('Preventative', (r) => r.preventativeCents),
  money('Total', (r) => r.correctiveCents + r.preventativeCents),
  count('PM visits', (r) => r.pmVisits),
];

export type SpendByCategoryRow = InsightsReport['spendByCategory'][number];
export const SPEND_BY_CATEGORY_COLUMNS: readonly ReportColumn<SpendByCategoryRow>[] = [
  text('Category', (r) => r.category),
  money('Spend', (r) => r.cents),
  count('Requests', (r) => r.requests),
];
export type TopAssetRow = InsightsReport['topAssets'][number];
export const TOP_ASSET_COLUMNS: readonly ReportColumn<TopAssetRow>[] = [
  text('Equipment', (r) => r.asset.name),
  text('Location', (r) => r.location.name),
  money('Spend', (r) => r.cents),
  count('Requests', (r) => r.requests),
];
export type TopLocationRow = InsightsReport['topLocations'][number];
export const TOP_LOCATION_COLUMNS: readonly ReportColumn<TopLocationRow>[] = [
  text('Location', (r) => r.location.name),
  money('Spend', (r) => r.cents),
  count('Requests', (r) => r.requests),
];
export type RepeatRepairRow = InsightsReport['repeatRepairs'][number];
export const REPEAT_REPAIR_COLUMNS: readonly ReportColumn<RepeatRepairRow>[] = [
  text('Equipment', (r) => r.asset.name),
  text('Location', (r) => r.location.name),
  count('Requests', (r) => r.requests),
];

export const VENDOR_COLUMNS: readonly ReportColumn<VendorScorecard>[] = [
  text('Vendor', (r) => r.vendor.name),
  count('Requests', (r) => r.requests),
  hours('Mean hours to dispatch', (r) => r.meanHoursToDispatch),
  percent('ETA kept', (r) => r.etaKeptPercent),
  percent('First-time fix', (r) => r.firstTimeFixPercent),
  {
    header: 'CSAT',
    cell: (r) => (r.csatAverage === null ? '–' : `${r.csatAverage.toFixed(1)} (${countText(r.ratings)})`),
    csv: (r) => r.csatAverage,
    numeric: true,
  },
  money('Spend', (r) => r.spendCents),
  percent('Rate compliance', (r) => r.rateCompliancePercent),
];

export type PmLocationRow = PmInsights['byLocation'][number];
export const PM_COLUMNS: readonly ReportColumn<PmLocationRow>[] = [
  text('Location', (r) => r.location.name),
  count('Due', (r) => r.due),
  count('On time', (r) => r.onTime),
  count('Late', (r) => r.late),
  count('Missed', (r) => r.missed),
  percent('Compliance', (r) => r.compliancePercent),
];

/** The measures the vendor chart can show, one at a time. */
export const VENDOR_MEASURES = {
  requests: { label: 'Requests', value: (v: VendorScorecard) => v.requests, format: countText },
  meanHoursToDispatch: { label: 'Mean hours to dispatch', value: (v: VendorScorecard) => v.meanHoursToDispatch, format: (n: number) => hoursText(n) },
  etaKeptPercent: { label: 'ETA kept %', value: (v: VendorScorecard) => v.etaKeptPercent, format: (n: number) => percentText(n) },
  firstTimeFixPercent: { label: 'First-time fix %', value: (v: VendorScorecard) => v.firstTimeFixPercent, format: (n: number) => percentText(n) },
  csatAverage: { label: 'CSAT', value: (v: VendorScorecard) => v.csatAverage, format: (n: number) => n.toFixed(1) },
  spend: { label: 'Spend', value: (v: VendorScorecard) => v.spendCents / 100, format: (n: number) => formatUsd(n) },
  rateCompliancePercent: { label: 'Rate compliance %', value: (v: VendorScorecard) => v.rateCompliancePercent, format: (n: number) => percentText(n) },
} as const;
export type VendorMeasure = keyof typeof VENDOR_MEASURES;
