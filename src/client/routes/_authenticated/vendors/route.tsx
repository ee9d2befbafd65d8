import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-header';
import { SectionTab, SectionTabs } from '../../../components/section-tabs';

export const Route = createFileRoute('/_authenticated/vendors')({
  component: VendorsLayout,
});

function VendorsLayout() {
  return (
    <>
      <PageHeader title="Vendors" description="Who services your locations." />
      <SectionTabs label="Vendor views">
        <SectionTab to="/vendors/network">Network</SectionTab>
        <SectionTab to="/vendors/history">History</SectionTab>
        <SectionTab to="/vendors/eightysix">Eightysix</SectionTab>
        <SectionTab to="/vendors/external-support">External support</SectionTab>
      </SectionTabs>
      <Outlet />
    </>
  );
}
