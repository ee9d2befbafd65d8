import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../components/planned-screen';

export const Route = createFileRoute('/_authenticated/profile')({
  component: ProfilePage,
});

function ProfilePage() {
  return (
    <PlannedScreen
      title="Profile"
      description="Your details and sign-in methods."
      icon="user"
      emptyTitle="Your profile will appear here"
      emptyText="Your name, phone, email, notification preferences and linked sign-in accounts."
    />
  );
}
