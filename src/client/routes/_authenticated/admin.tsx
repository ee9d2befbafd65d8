import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../components/planned-screen';

export const Route = createFileRoute('/_authenticated/admin')({
  component: AdminPage,
});

function AdminPage() {
  return (
    <PlannedScreen
      title="Admin"
      description="Customers, users and impersonation."
      icon="admin"
      emptyTitle="Administration tools will appear here"
      emptyText="Search every customer and user, act as a user to help them, and keep favourite users at hand."
    />
  );
}
