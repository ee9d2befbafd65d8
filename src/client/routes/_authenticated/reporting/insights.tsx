import { createFileRoute } from '@tanstack/react-router';
import { insightsQuery } from '@/features/reporting/api/reporting-queries';
import { InsightsReport } from '@/features/reporting/insights-report';
import { reportFilter } from '@/features/reporting/report-filter';
import { useSession } from '@/session/session-context';

/** /reporting/insights (docs/product/reporting.md#insights): the report's read starts with the page, not awaited. */
export const Route = createFileRoute('/_authenticated/reporting/insights')({
  // Inline, with no import: loaderDeps stays in the entry's route tree (the loader is split off).
  loaderDeps: ({ search: { page: _page, status: _status, ...filter } }) => filter,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(insightsQuery(reportFilter(deps))),
  component: InsightsPage,
});

function InsightsPage() {
  const session = useSession();
  // The server answers no spend without a customer: brand-owner mode.
  return <InsightsReport search={Route.useSearch()} showsSpend={session.user.mode !== 'brandOwner'} />;
}
