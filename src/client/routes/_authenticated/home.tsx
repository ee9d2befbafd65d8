import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../components/planned-screen';

export const Route = createFileRoute('/_authenticated/home')({
  component: HomePage,
});

function HomePage() {
  return (
    <PlannedScreen
      title="Home"
      description="Your locations at a glance."
      icon="home"
      emptyTitle="Your dashboard will appear here"
      emptyText="Open requests, upcoming preventative maintenance, spend and savings for your locations, in one view."
    />
  );
}
