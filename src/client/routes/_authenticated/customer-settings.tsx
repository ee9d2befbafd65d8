import { subject } from '@casl/ability';
import { Grid, Skeleton, Stack } from '@chakra-ui/react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageHeader } from '@/components/page-header';
import { TitledCard } from '@/components/titled-card';
import { customerKeys, currentCustomerSettingsQuery } from '@/features/customers/api/customer-queries';
import { CustomerAccountCard } from '@/features/customers/customer-account-card';
import { CustomerSettingsForm } from '@/features/customers/customer-settings-form';
import { useSession } from '@/session/session-context';

// Loaded after the page draws: the trail's dates bring the date library with them.
const AuditTrailCard = lazy(() => import('@/features/customers/audit-trail-card').then(({ AuditTrailCard }) => ({ default: AuditTrailCard })));

/** The current customer's settings; the route needs the customerSettings permission (docs/product/roles-and-permissions.md). */
export const Route = createFileRoute('/_authenticated/customer-settings')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(currentCustomerSettingsQuery()),
  component: CustomerSettingsPage,
});

function CustomerSettingsPage() {
  const { user, ability } = useSession();
  const customer = useSuspenseQuery(currentCustomerSettingsQuery()).data;
  // The trail is for those who lead the customer (who may change its record) and administrators.
  const mayAudit = ability.can('update', subject('Customer', { id: customer.id }));
  const queryClient = useQueryClient();
  return (
    <>
      <PageHeader title="Customer settings" description={`How ${customer.name} is set up in the portal.`} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4" alignItems="start">
        <TitledCard title="Settings">
          <CustomerSettingsForm
            key={customer.id}
            customer={customer}
            mayChangeTerms={user.isAdmin}
            // The session's copy of the customer (for the guards) follows within its 60-second cache.
            onSaved={() => queryClient.invalidateQueries({ queryKey: customerKeys.all })}
          />
        </TitledCard>
        <Stack gap="4" minW="0">
          <CustomerAccountCard
            customer={customer}
            mayEditGroups
            mayChooseManager={user.isAdmin}
            onSaved={() => queryClient.invalidateQueries({ queryKey: customerKeys.all })}
          />
          {mayAudit && (
            <Suspense fallback={<Skeleton h="32" />}>
              <AuditTrailCard customerId={customer.id} />
            </Suspense>
          )}
        </Stack>
      </Grid>
    </>
  );
}
