import type { PmInsights, RequestReport, SpendForecast } from '../../../domain/reporting/reports-api';
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
    { name: 'onTime', label: 'On time' },
    { name: 'late', label: 'Late' },
    { name: 'missed', label: 'Missed' },
  ],
  data: pm.byLocation.map((l) => ({ x: l.location.name, onTime: l.onTime, late: l.late, missed: l.missed })),
});
