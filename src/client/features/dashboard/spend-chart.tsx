import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { SpendView } from '@domain/dashboard/dashboard-api';
import { formatUsd } from '@domain/format/money-format';
import { SeriesKey } from '@/components/series-key';
import { MEANING_COLORS } from '@/theme/series-colors';

const monthName = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * Spend by month (recharts through @chakra-ui/charts). Its own module, loaded lazily by the spend
 * tile, so the charting library is fetched only on the dashboard and after its figures show.
 */
export default function SpendChart({ byMonth }: { byMonth: SpendView['byMonth'] }) {
  const chart = useChart({
    data: byMonth.map((m) => ({ month: monthName(m.month), usd: m.usd })),
    series: [{ name: 'usd', color: MEANING_COLORS.spend, label: 'Spend', icon: <SeriesKey color={MEANING_COLORS.spend} /> }],
  });
  return (
    <Chart.Root
      h="48"
      aspectRatio="auto"
      chart={chart}
      role="img"
      aria-label={`Spend by month: ${chart.data.map((m) => `${m.month} ${formatUsd(m.usd)}`).join(', ')}`}
    >
      <BarChart responsive style={{ width: '100%', height: '100%' }} data={chart.data} margin={{ left: 0, right: 0, top: 8 }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis axisLine={false} tickLine={false} dataKey={chart.key('month')} />
        <YAxis axisLine={false} tickLine={false} width={56} tickFormatter={(v: number) => formatUsd(v)} />
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') }}
          animationDuration={100}
          content={<Chart.Tooltip formatter={(value) => formatUsd(Number(value))} />}
        />
        {chart.series.map((item) => (
          <Bar key={String(item.name)} isAnimationActive={false} dataKey={chart.key(item.name)} fill={chart.color(item.color)} radius={4} maxBarSize={48} />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
