import { createFileRoute, Outlet, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { SectionTab, SectionTabs } from '@/components/section-tabs';
import { ReportFilterBar } from '@/features/reporting/report-filter-bar';
import { reportSearchSchema } from '@/features/reporting/report-search';
import { openTabs } from '@/features/reporting/report-tabs';
import { canOpen } from '@/session/route-access';
import { useSession } from '@/session/session-context';

/**
 * /reporting (docs/product/reporting.md): a tab per report the user may open (its route permission),
 * and the filters every report shares, kept in the address.
 */
export const Route = createFileRoute('/_authenticated/reporting')({
  validateSearch: reportSearchSchema,
  component: ReportingLayout,
});

function ReportingLayout() {
  const session = useSession();
  const search = Route.useSearch();
  const navigate = useNavigate();
  const tabs = openTabs((path) => canOpen(session, path));
  return (
    <>
      <PageHeader title="Reporting" description="Requests, invoices, spend and insights across your locations." />
      <SectionTabs label="Reports">
        {tabs.map((t) => (
          <SectionTab key={t.to} to={t.to} search={(prev) => ({ ...prev, page: undefined, status: undefined })} activeOptions={{ exact: 'exact' in t }}>
            {t.label}
          </SectionTab>
        ))}
      </SectionTabs>
      <ReportFilterBar
        search={search}
        selfService={session.customer?.isSelfService ?? false}
        onSearch={(next) => void navigate({ to: '.', search: next, replace: true })}
      />
      <Outlet />
    </>
  );
}
