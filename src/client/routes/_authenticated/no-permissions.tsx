import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/components/planned-screen';

export const Route = createFileRoute('/_authenticated/no-permissions')({
  component: NoPermissionsPage,
});

function NoPermissionsPage() {
  return (
    <PlannedScreen
      title="No access yet"
      description="Your account has no role in the portal."
      icon="admin"
      emptyTitle="Ask an administrator for access"
      emptyText="Once a role is assigned to you, your locations, requests and assets appear here."
    />
  );
}
