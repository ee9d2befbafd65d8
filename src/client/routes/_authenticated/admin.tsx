import { Alert, Button } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header';
import { SectionEmptyState } from '../../components/section-empty-state';
import { adminUserSearchQuery, impersonationFavoritesQuery } from '../../features/users/api/users-queries';
import { ImpersonationPanel } from '../../features/users/impersonation-panel';
import { stopImpersonating } from '../../session/selection';
import { useSession } from '../../session/session-context';
import { isRealUserAdmin } from '../../session/user-info';

export const Route = createFileRoute('/_authenticated/admin')({
  loader: ({ context: { queryClient, session } }) => {
    if (!isRealUserAdmin(session.user)) return;
    void queryClient.prefetchQuery(adminUserSearchQuery('', 0));
    void queryClient.prefetchQuery(impersonationFavoritesQuery());
  },
  component: AdminPage,
});

function AdminPage() {
  const { user } = useSession();
  const admin = isRealUserAdmin(user);
  return (
    <>
      <PageHeader title="Admin" description="Users and impersonation." />
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
        <ImpersonationPanel selfId={user.impersonation?.realUser.id ?? user.id} />
      ) : (
        <SectionEmptyState icon="admin" title="Administration tools are for administrators" text="Open a request or an asset by its link to help a customer." />
      )}
    </>
  );
}
