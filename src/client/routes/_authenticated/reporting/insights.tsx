import { createFileRoute } from '@tanstack/react-router';
import { insightsQuery } from '../../../features/reporting/api/reporting-queries';
import { InsightsReport } from '../../../features/reporting/insights-report';
import { reportFilter } from '../../../features/reporting/report-filter';
import { useSession } from '../../../session/session-context';

/** /reporting/insights (docs/product/reporting.md#insights): the report's read starts with the page, not awaited. */
export const Route = createFileRoute('/_authenticated/reporting/insights')({
  loaderDeps: ({ search }) => reportFilter(search),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(insightsQuery(deps)),
  component: InsightsPage,
});

function InsightsPage() {
  const session = useSession();
  // The server answers no spend without a customer: brand-owner mode.
  return <InsightsReport search={Route.useSearch()} showsSpend={session.user.mode !== 'brandOwner'} />;
}
