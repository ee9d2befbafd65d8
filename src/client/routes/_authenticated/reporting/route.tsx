import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-header';
import { SectionTab, SectionTabs } from '../../../components/section-tabs';

export const Route = createFileRoute('/_authenticated/reporting')({
  component: ReportingLayout,
});

function ReportingLayout() {
  return (
    <>
      <PageHeader title="Reporting" description="Requests, invoices, spend and insights across your locations." />
      <SectionTabs label="Reports">
        <SectionTab to="/reporting/requests">Requests</SectionTab>
        <SectionTab to="/reporting/invoices" activeOptions={{ exact: true }}>
          Invoices
        </SectionTab>
        <SectionTab to="/reporting/invoices/unmatched">Unmatched invoices</SectionTab>
        <SectionTab to="/reporting/spend-forecast">Spend forecast</SectionTab>
        <SectionTab to="/reporting/insights">Insights</SectionTab>
        <SectionTab to="/reporting/vendor-insights">Vendor insights</SectionTab>
        <SectionTab to="/reporting/pm-insights">PM insights</SectionTab>
      </SectionTabs>
      <Outlet />
    </>
  );
}
