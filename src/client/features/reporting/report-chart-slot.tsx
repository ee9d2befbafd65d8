import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { ReportChartProps } from './report-chart';

const ReportChart = lazy(() => import('./report-chart'));

/** A report's chart, fetched with recharts only when a report shows; a skeleton until then. */
export function ReportChartSlot(props: ReportChartProps) {
  if (props.data.length === 0) return null;
  return (
    <Suspense fallback={<Skeleton height="64" rounded="md" />}>
      <ReportChart {...props} />
    </Suspense>
  );
}
