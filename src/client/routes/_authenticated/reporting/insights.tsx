import { createFileRoute } from '@tanstack/react-router';
import { SectionEmptyState } from '../../../components/section-empty-state';

export const Route = createFileRoute('/_authenticated/reporting/insights')({
  component: InsightsPage,
});

function InsightsPage() {
  return (
    <SectionEmptyState
      icon="reporting"
      title="Insights will appear here"
      text="Savings from troubleshooting, warranty and quotes, and where spend is concentrated."
    />
  );
}
