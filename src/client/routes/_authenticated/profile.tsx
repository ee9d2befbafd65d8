import { Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { TitledCard } from '@/components/titled-card';
import { subject } from '@casl/ability';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { StorageUsage } from '@/components/sync/storage-usage';
import { linkedIdentitiesQuery, loginProvidersQuery } from '@/features/auth/api/auth-queries';
import { LinkedAccounts } from '@/features/auth/linked-accounts';
import { AccountSessions } from '@/features/auth/account-sessions';
import { peopleQuery } from '@/features/users/api/users-queries';
import { PeopleSection } from '@/features/users/people-section';
import { ProfileDetails } from '@/features/users/profile-details';
import { useSession } from '@/session/session-context';

/** The notification settings load after the page draws (the route's chunk and its preload list in the entry stay as they were). */
const NotificationSettings = lazy(() =>
  import('@/features/notifications/notification-settings').then(({ NotificationSettings }) => ({ default: NotificationSettings })),
);

export const Route = createFileRoute('/_authenticated/profile')({
  loader: ({ context: { queryClient, session } }) => {
    void queryClient.prefetchQuery(loginProvidersQuery());
    void queryClient.prefetchQuery(linkedIdentitiesQuery());
    const { customer, ability } = session;
    if (customer && ability.can('create', subject('User', { customerId: customer.id }))) {
      void queryClient.prefetchQuery(peopleQuery(customer.id, { search: '', includeArchived: false, offset: 0 }));
    }
  },
  component: ProfilePage,
});

function ProfilePage() {
  const { user, ability, customer } = useSession();
  // People are managed per customer: the current one, for callers the rules allow (docs/product/roles-and-permissions.md).
  const membership = customer ? user.customerSettings.find((c) => c.customerId === customer.id) : undefined;
  const managesPeople = customer !== null && ability.can('create', subject('User', { customerId: customer.id }));
  const providersOffered = (useQuery(loginProvidersQuery()).data?.length ?? 0) > 0;
  return (
    <>
      <PageHeader title="Profile" description="Your details, roles, notifications and sign-in accounts." />
      <Stack gap="6">
        <ProfileDetails user={user} />
        {/* The bell's list links here (/profile#notifications). */}
        <Suspense fallback={null}>
          <NotificationSettings />
        </Suspense>
        {/* With no provider to link, the card would only say so: it is left out. */}
        {providersOffered && (
          <TitledCard title="Linked accounts">
            <LinkedAccounts returnTo="/profile" />
          </TitledCard>
        )}
        <TitledCard title="This device">
          <StorageUsage />
        </TitledCard>
        <TitledCard title="Where you are signed in" description="Sign out a device you no longer use, or one you lost.">
          <AccountSessions />
        </TitledCard>
        {managesPeople && customer && (
          <PeopleSection
            customerId={customer.id}
            customerName={customer.name}
            caller={{
              id: user.id,
              role: membership?.role ?? null,
              isAdmin: user.isAdmin,
              allLocations: membership?.allLocations ?? user.isAdmin,
              locationIds: membership?.locationIds ?? [],
            }}
          />
        )}
      </Stack>
    </>
  );
}
