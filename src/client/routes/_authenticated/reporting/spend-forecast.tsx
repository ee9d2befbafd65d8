import { createFileRoute } from '@tanstack/react-router';
import { SectionEmptyState } from '../../../components/section-empty-state';

export const Route = createFileRoute('/_authenticated/reporting/spend-forecast')({
  component: SpendForecastPage,
});

function SpendForecastPage() {
  return <SectionEmptyState icon="reporting" title="The spend forecast will appear here" text="Expected repair and maintenance spend for the months ahead." />;
}
