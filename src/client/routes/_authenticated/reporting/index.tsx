import { createFileRoute, Navigate } from '@tanstack/react-router';
import { SectionEmptyState } from '@/components/section-empty-state';
import { openTabs } from '@/features/reporting/report-tabs';
import { canOpen } from '@/session/route-access';
import { useSession } from '@/session/session-context';

export const Route = createFileRoute('/_authenticated/reporting/')({
  component: ReportingIndex,
});

/** /reporting opens the first report the user may open, with the filters of the address. */
function ReportingIndex() {
  const session = useSession();
  const first = openTabs((path) => canOpen(session, path))[0];
  if (!first) return <SectionEmptyState icon="reporting" title="No reports for you" text="None of the reports is open to your role or customer." />;
  return <Navigate to={first.to} search replace />;
}
