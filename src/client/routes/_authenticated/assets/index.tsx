import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../components/planned-screen';

export const Route = createFileRoute('/_authenticated/assets/')({
  component: AssetsPage,
});

function AssetsPage() {
  return (
    <PlannedScreen
      title="Assets"
      description="Equipment at your locations."
      icon="assets"
      emptyTitle="No assets to show yet"
      emptyText="Your equipment will be listed here, with filters by location, category, status and spend."
    />
  );
}
