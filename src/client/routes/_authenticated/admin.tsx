import { Alert, Button, Stack } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { SectionEmptyState } from '@/components/section-empty-state';
import { customerSearchQuery } from '@/features/customers/api/customer-queries';
import { CustomerSearchPanel } from '@/features/customers/customer-search-panel';
import { CustomerPeopleList } from '@/features/users/customer-people-list';
import { adminUserSearchQuery, impersonationFavoritesQuery } from '@/features/users/api/users-queries';
import { ImpersonationPanel } from '@/features/users/impersonation-panel';
import { stopImpersonating } from '@/session/selection';
import { useSession } from '@/session/session-context';
import { isRealUserAdmin } from '@/session/user-info';

export const Route = createFileRoute('/_authenticated/admin')({
  loader: ({ context: { queryClient, session } }) => {
    if (!isRealUserAdmin(session.user)) return;
    void queryClient.prefetchQuery(adminUserSearchQuery('', 0));
    void queryClient.prefetchQuery(impersonationFavoritesQuery());
    void queryClient.prefetchQuery(customerSearchQuery({ text: '', status: '', offset: 0 }));
  },
  component: AdminPage,
});

function AdminPage() {
  const { user } = useSession();
  const admin = isRealUserAdmin(user);
  const selfId = user.impersonation?.realUser.id ?? user.id;
  return (
    <>
      <PageHeader title="Admin" description="Users, customers and impersonation." />
      {user.impersonation && (
        <Alert.Root status="warning" rounded="md" mb="6">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>You are acting as {user.name}.</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={stopImpersonating}>
            Stop
          </Button>
        </Alert.Root>
      )}
      {admin ? (
        <Stack gap="6">
          <ImpersonationPanel selfId={selfId} />
          {/* Settings are changed as the administrator: while acting as someone the server sees that user. */}
          <CustomerSearchPanel editable={!user.impersonation} people={(customer) => <CustomerPeopleList customerId={customer.id} selfId={selfId} />} />
        </Stack>
      ) : (
        <SectionEmptyState icon="admin" title="Administration tools are for administrators" text="Open a request or an asset by its link to help a customer." />
      )}
    </>
  );
}
