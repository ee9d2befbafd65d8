import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import type { InvoiceSummary } from '@domain/reporting/invoices-api';
import type { RequestReport, SpendForecast, VendorScorecard } from '@domain/reporting/reports-api';
import { forecastByMonth, invoiceSpendOverTime, weeklyVolume } from '@/features/reporting/chart-data';
import { FORECAST_COLUMNS, REQUEST_COLUMNS, VENDOR_COLUMNS, forecastRows } from '@/features/reporting/report-columns';
import { isQuietReportError } from '@/features/reporting/report-errors';
import { compactReportSearch, invoiceListQuery, reportFilter, shownPeriod } from '@/features/reporting/report-filter';
import { reportSearchSchema } from '@/features/reporting/report-search';
import { csvOf } from '@/features/reporting/report-table';
import { openTabs } from '@/features/reporting/report-tabs';
import { ApiReadError } from '@/lib/api-query';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

const requestRow: RequestReport['rows'][number] = {
  category: 'Refrigeration, walk-in',
  total: 12,
  open: 2,
  closed: 10,
  meanHoursToDispatch: 1.5,
  meanHoursToArrive: null,
  meanHoursToComplete: 30.25,
  firstTimeFixPercent: 80,
};

describe('report CSV', () => {
  it('writes the header and one line per row shown, numbers as numbers and text quoted when needed', () => {
    const csv = csvOf(REQUEST_COLUMNS, [requestRow, { ...requestRow, category: '=HYPERLINK("x")', total: 1 }]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Category,Requests,Open,Closed,Mean hours to dispatch,Mean hours to arrive,Mean hours to complete,First-time fix');
    expect(lines[1]).toBe('"Refrigeration, walk-in",12,2,10,1.5,,30.25,80');
    // A formula is never run by the spreadsheet.
    expect(lines[2]!.startsWith(`"'=HYPERLINK(""x"")",1,`)).toBe(true);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });

  it('shows money in whole dollars (compact from 1,000) and exports dollars and cents', () => {
    const forecast: SpendForecast = {
      method: 'm',
      basis: { historyFrom: '2025-01-01', historyTo: '2025-12-31', invoices: 3, pmSchedules: 1 },
      categories: ['HVAC'],
      months: [{ month: '2026-01', totalCents: 265_050, byCategory: [{ category: 'HVAC', correctiveCents: 250_050, preventativeCents: 15_000, pmVisits: 1 }] }],
    };
    const [row] = forecastRows(forecast);
    expect(FORECAST_COLUMNS.map((c) => c.cell(row!))).toEqual(['2026-01', 'HVAC', '$2.5k', '$150', '$2.7k', '1']);
    expect(csvOf(FORECAST_COLUMNS, [row!]).split('\r\n')[1]).toBe('2026-01,HVAC,2500.5,150,2650.5,1');
  });

  it('writes a vendor scorecard with CSAT as its mean and missing measures empty', () => {
    const v: VendorScorecard = {
      vendor: { id: A, name: 'Cold Chain' },
      requests: 4,
      meanHoursToDispatch: null,
      etaKeptPercent: 75,
      firstTimeFixPercent: null,
      csatAverage: 4.5,
      ratings: 2,
      spendCents: 12_345,
      rateCompliancePercent: 100,
    };
    expect(VENDOR_COLUMNS.map((c) => c.cell(v))).toEqual(['Cold Chain', '4', '–', '75.0%', '–', '4.5 (2)', '$123', '100.0%']);
    expect(csvOf(VENDOR_COLUMNS, [v]).split('\r\n')[1]).toBe('Cold Chain,4,,75,,4.5,123.45,100');
  });
});

describe('report filters', () => {
  it('keeps valid filters of the address and drops bad ones', () => {
    const search = reportSearchSchema.parse({ from: '2025-01-01', to: 'nope', locations: `${A},junk,${B}`, vendor: 'x', status: 'Paid', page: '2' });
    expect(search).toEqual({
      from: '2025-01-01',
      to: undefined,
      group: undefined,
      locations: `${A},${B}`,
      category: undefined,
      vendor: undefined,
      status: 'Paid',
      page: 2,
    });
    expect(reportSearchSchema.parse({ locations: 'junk' }).locations).toBeUndefined();
  });

  it('asks the server with its names, and the invoice lists with the status and the page', () => {
    const search = { from: '2025-01-01', group: A, locations: B, category: A, vendor: B, status: 'Paid' as const, page: 3 };
    expect(reportFilter(search)).toEqual({ from: '2025-01-01', locationGroupId: A, locationId: B, serviceCategoryId: A, vendorId: B });
    expect(invoiceListQuery(search)).toMatchObject({ status: 'Paid', limit: 25, offset: 50 });
    expect(compactReportSearch({ from: undefined, to: '2025-02-01' })).toEqual({ to: '2025-02-01' });
  });

  it('shows the last 365 days when no period is chosen', () => {
    expect(shownPeriod({}, new Date('2026-03-10T12:00:00Z'))).toEqual({ from: '2025-03-10', to: '2026-03-10' });
    expect(shownPeriod({ from: '2026-01-01' }, new Date('2026-03-10T12:00:00Z'))).toEqual({ from: '2026-01-01', to: '2026-03-10' });
  });
});

describe('report errors (docs/product/messages.md: reporting ignores Network Error and 400)', () => {
  const failure = (status?: number) => {
    const e = new FetchError('failed');
    if (status) Object.assign(e, { response: new Response(null, { status }), statusCode: status });
    return new ApiReadError('An error occurred while trying to get the report.', e);
  };
  it('is quiet for a network error and a 400, and shows a 403 or a 500', () => {
    expect(isQuietReportError(failure())).toBe(true);
    expect(isQuietReportError(failure(400))).toBe(true);
    expect(isQuietReportError(new ApiReadError('x', new TypeError('Failed to fetch')))).toBe(true);
    expect(isQuietReportError(failure(403))).toBe(false);
    expect(isQuietReportError(failure(500))).toBe(false);
  });
});

describe('report charts and tabs', () => {
  it('stacks weeks by category under keys recharts cannot misread', () => {
    const report = {
      categories: ['A.B', 'Other'],
      weeks: [{ weekStart: '2026-03-02', total: 3, byCategory: { 'A.B': 2, Other: 1 } }],
    } as unknown as RequestReport;
    expect(weeklyVolume(report)).toEqual({
      series: [
        { name: 's0', label: 'A.B' },
        { name: 's1', label: 'Other' },
      ],
      data: [{ x: 'Mar 2', s0: 2, s1: 1 }],
    });
  });

  it('charts the forecast as repairs, preventative or both, in dollars', () => {
    const forecast = {
      categories: ['HVAC'],
      months: [{ month: '2026-04', totalCents: 300, byCategory: [{ category: 'HVAC', correctiveCents: 100, preventativeCents: 200, pmVisits: 1 }] }],
    } as unknown as SpendForecast;
    expect(forecastByMonth(forecast, 'all').data[0]).toEqual({ x: 'Apr 26', s0: 3 });
    expect(forecastByMonth(forecast, 'corrective').data[0]).toMatchObject({ s0: 1 });
    expect(forecastByMonth(forecast, 'preventative').data[0]).toMatchObject({ s0: 2 });
  });

  it('charts invoices as spend over time by line, oldest first: by week over a short span, by month over a long one, an empty period at zero', () => {
    const invoice = (invoicedAt: string, labourCents: number, taxCents: number) =>
      ({ invoicedAt, labourCents, partsCents: 0, travelCents: 0, taxCents }) as InvoiceSummary;
    // Newest first, as the list comes. 2026-03-02 is a Monday.
    const weeks = [
      invoice('2026-03-18T10:00:00.000Z', 5000, 500),
      invoice('2026-03-08T23:00:00.000Z', 2000, 100),
      invoice('2026-03-02T00:00:00.000Z', 1000, 0),
    ];
    expect(invoiceSpendOverTime(weeks)).toEqual([
      { x: 'Mar 2', labour: 30, parts: 0, travel: 0, tax: 1 },
      { x: 'Mar 9', labour: 0, parts: 0, travel: 0, tax: 0 },
      { x: 'Mar 16', labour: 50, parts: 0, travel: 0, tax: 5 },
    ]);
    const months = [
      invoice('2026-06-20T10:00:00.000Z', 5000, 500),
      invoice('2026-02-03T10:00:00.000Z', 1000, 0),
      invoice('2026-02-27T10:00:00.000Z', 2000, 100),
    ];
    expect(invoiceSpendOverTime(months).map((m) => m.x)).toEqual(['Feb 26', 'Mar 26', 'Apr 26', 'May 26', 'Jun 26']);
    expect(invoiceSpendOverTime(months)[0]).toEqual({ x: 'Feb 26', labour: 30, parts: 0, travel: 0, tax: 1 });
    expect(invoiceSpendOverTime([])).toEqual([]);
  });

  it('offers only the tabs the user may open, in order', () => {
    const open = new Set(['/reporting/insights', '/reporting/invoices', '/reporting/invoices/unmatched']);
    expect(openTabs((p) => open.has(p)).map((t) => t.to)).toEqual(['/reporting/invoices', '/reporting/invoices/unmatched', '/reporting/insights']);
  });
});
