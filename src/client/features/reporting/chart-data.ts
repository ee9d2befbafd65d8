import type { InvoiceSummary } from '@domain/reporting/invoices-api';
import type { PmInsights, RequestReport, SpendForecast } from '@domain/reporting/reports-api';
import { MEANING_COLORS } from '@/theme/series-colors';
import type { ChartSeries } from './report-chart';

/**
 * The reports' chart data. Category names become series labels; the data keys are `s0`, `s1`...
 * (recharts reads a dot in a key as a path, and a category name may hold one).
 */
const seriesOf = (names: readonly string[]): ChartSeries[] => names.map((label, i) => ({ name: `s${i}`, label }));

const dayLabel = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
export const monthLabel = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** Requests created per week (the week's Monday), stacked by category. */
export function weeklyVolume(report: RequestReport) {
  return {
    series: seriesOf(report.categories),
    data: report.weeks.map((w) => ({ x: dayLabel(w.weekStart), ...Object.fromEntries(report.categories.map((c, i) => [`s${i}`, w.byCategory[c] ?? 0])) })),
  };
}

export type ForecastPart = 'all' | 'corrective' | 'preventative';
export const FORECAST_PARTS: readonly { value: ForecastPart; label: string }[] = [
  { value: 'all', label: 'Repairs and preventative' },
  { value: 'corrective', label: 'Repairs' },
  { value: 'preventative', label: 'Preventative' },
];

/** The forecast's months in dollars, stacked by category: repairs, preventative maintenance or both. */
export function forecastByMonth(forecast: SpendForecast, part: ForecastPart) {
  const cents = (c: SpendForecast['months'][number]['byCategory'][number]) =>
    part === 'corrective' ? c.correctiveCents : part === 'preventative' ? c.preventativeCents : c.correctiveCents + c.preventativeCents;
  return {
    series: seriesOf(forecast.categories),
    data: forecast.months.map((m) => ({
      x: monthLabel(m.month),
      ...Object.fromEntries(
        forecast.categories.map((name, i) => {
          const row = m.byCategory.find((c) => c.category === name);
          return [`s${i}`, row ? cents(row) / 100 : 0];
        }),
      ),
    })),
  };
}

/** Each location's due visits: on time, late and missed, stacked. */
export const pmByLocation = (pm: PmInsights) => ({
  series: [
    { name: 'onTime', label: 'On time', color: MEANING_COLORS.onTime },
    { name: 'late', label: 'Late', color: MEANING_COLORS.late },
    { name: 'missed', label: 'Missed', color: MEANING_COLORS.missed },
  ],
  data: pm.byLocation.map((l) => ({ x: l.location.name, onTime: l.onTime, late: l.late, missed: l.missed })),
});

export const INVOICE_CHART_SERIES: readonly ChartSeries[] = [
  { name: 'labour', label: 'Labour', color: MEANING_COLORS.labour },
  { name: 'parts', label: 'Parts', color: MEANING_COLORS.parts },
  { name: 'travel', label: 'Travel', color: MEANING_COLORS.travel },
  { name: 'tax', label: 'Tax', color: MEANING_COLORS.tax },
];

type InvoiceLines = { labour: number; parts: number; travel: number; tax: number };

const DAY_MS = 86_400_000;
/** A page spanning more than this is charted by month, a shorter one by week. */
const WEEKLY_SPAN_DAYS = 91;

/** The Monday (UTC, YYYY-MM-DD) of a day's week. */
const mondayOf = (day: Date) => new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);

/** Weeks (their Monday) or months (YYYY-MM): a period's key, the next period's key and its label. */
const WEEKS = {
  of: (at: string) => mondayOf(new Date(at)),
  next: (week: string) => new Date(new Date(`${week}T00:00:00Z`).getTime() + 7 * DAY_MS).toISOString().slice(0, 10),
  label: dayLabel,
};
const MONTHS = {
  of: (at: string) => at.slice(0, 7),
  next: (month: string) => {
    const d = new Date(`${month}-01T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + 1);
    return d.toISOString().slice(0, 7);
  },
  label: monthLabel,
};

/**
 * Invoiced spend over time (UTC), in dollars, stacked by line: by week (from its Monday) when the
 * invoices span up to three months, by month beyond. Every period from the first invoice's to the
 * last's is a bar, one without invoices at zero, so the bars read as time.
 */
export function invoiceSpendOverTime(items: readonly InvoiceSummary[]) {
  if (items.length === 0) return [];
  const times = items.map((i) => Date.parse(i.invoicedAt));
  const period = Math.max(...times) - Math.min(...times) > WEEKLY_SPAN_DAYS * DAY_MS ? MONTHS : WEEKS;
  const sums = new Map<string, InvoiceLines>();
  for (const i of items) {
    const key = period.of(i.invoicedAt);
    const sum = sums.get(key) ?? { labour: 0, parts: 0, travel: 0, tax: 0 };
    sum.labour += i.labourCents / 100;
    sum.parts += i.partsCents / 100;
    sum.travel += i.travelCents / 100;
    sum.tax += i.taxCents / 100;
    sums.set(key, sum);
  }
  const keys = [...sums.keys()].sort();
  const data: ({ x: string } & InvoiceLines)[] = [];
  for (let key = keys[0]!; key <= keys.at(-1)!; key = period.next(key)) {
    data.push({ x: period.label(key), ...(sums.get(key) ?? { labour: 0, parts: 0, travel: 0, tax: 0 }) });
  }
  return data;
}
