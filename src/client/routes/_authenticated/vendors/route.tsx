import { Button } from '@chakra-ui/react';
import { createFileRoute, Link, Outlet } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { SectionTab, SectionTabs } from '@/components/section-tabs';
import { useSession } from '@/session/session-context';

export const Route = createFileRoute('/_authenticated/vendors')({
  component: VendorsLayout,
});

function VendorsLayout() {
  const { ability } = useSession();
  return (
    <>
      <PageHeader
        title="Vendors"
        description="Who services your locations."
        actions={
          ability.can('update', 'Vendor') ? (
            <Button asChild variant="outline">
              <Link to="/vendor">Your vendor profile</Link>
            </Button>
          ) : undefined
        }
      />
      <SectionTabs label="Vendor views">
        <SectionTab to="/vendors/network">Network</SectionTab>
        <SectionTab to="/vendors/history">History</SectionTab>
        <SectionTab to="/vendors/eightysix">Eighty-six</SectionTab>
        <SectionTab to="/vendors/external-support">External support</SectionTab>
      </SectionTabs>
      <Outlet />
    </>
  );
}
