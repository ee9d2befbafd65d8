import { createFileRoute } from '@tanstack/react-router';
import { SectionEmptyState } from '../../../components/section-empty-state';

export const Route = createFileRoute('/_authenticated/reporting/pm-insights')({
  component: PmInsightsPage,
});

function PmInsightsPage() {
  return (
    <SectionEmptyState
      icon="reporting"
      title="Preventative maintenance insights will appear here"
      text="Completion of scheduled maintenance and what it prevented."
    />
  );
}
