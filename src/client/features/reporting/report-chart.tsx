import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { SeriesKey } from '@/components/series-key';
import { CATEGORY_COLORS } from '@/theme/series-colors';

export interface ChartSeries {
  /** The key of the value in each datum. */
  name: string;
  label: string;
  /** A series with a meaning takes its colour (MEANING_COLORS); others take the categories' colours in order. */
  color?: string;
}

export interface ReportChartProps {
  /** One datum per bar: its label under `x` and a number per series. */
  data: Record<string, string | number | null>[];
  series: readonly ChartSeries[];
  /** Series stack into one bar (volume by category) rather than standing side by side. */
  stacked?: boolean;
  /** How a value reads on the axis and in the tooltip. */
  format: (value: number) => string;
  /** What the chart shows, for screen readers (the table beside it has the figures). */
  label: string;
  /** Bars run sideways with the labels on the left: long names (vendors, locations). */
  horizontal?: boolean;
}

/**
 * A report's bar chart (recharts through @chakra-ui/charts, as the home dashboard's spend chart).
 * Its own module, loaded lazily (report-chart-slot.tsx), so the charting library is fetched only on
 * the reporting pages and after their figures show.
 */
export default function ReportChart({ data, series, stacked = false, format, label, horizontal = false }: ReportChartProps) {
  const chart = useChart({
    data,
    series: series.map((s, i) => {
      const color = s.color ?? CATEGORY_COLORS[i % CATEGORY_COLORS.length]!;
      return { name: s.name, label: s.label, color, icon: <SeriesKey color={color} />, stackId: stacked ? 'a' : undefined };
    }),
  });
  const height = horizontal ? `${Math.max(160, data.length * 36 + 48)}px` : '64';
  return (
    <Chart.Root h={height} aspectRatio="auto" chart={chart} role="img" aria-label={label}>
      <BarChart
        responsive
        style={{ width: '100%', height: '100%' }}
        data={chart.data}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={{ left: 0, right: 8, top: 8 }}
      >
        <CartesianGrid stroke={chart.color('border.muted')} vertical={horizontal} horizontal={!horizontal} />
        {horizontal ? (
          <>
            <XAxis type="number" axisLine={false} tickLine={false} tickFormatter={(v: number) => format(v)} />
            <YAxis type="category" dataKey="x" axisLine={false} tickLine={false} width={120} />
          </>
        ) : (
          <>
            <XAxis dataKey="x" axisLine={false} tickLine={false} minTickGap={8} />
            <YAxis axisLine={false} tickLine={false} width={56} tickFormatter={(v: number) => format(v)} />
          </>
        )}
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip formatter={(value) => format(Number(value))} />} />
        {series.length > 1 && <Legend content={<Chart.Legend />} />}
        {chart.series.map((item, i) => (
          <Bar
            key={String(item.name)}
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            fill={chart.color(item.color)}
            stackId={item.stackId}
            radius={stacked && i < chart.series.length - 1 ? 0 : 4}
            maxBarSize={48}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
