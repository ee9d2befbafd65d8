import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../components/planned-screen';

export const Route = createFileRoute('/_authenticated/assets/$id')({
  component: AssetPage,
});

function AssetPage() {
  const { id } = Route.useParams();
  return (
    <PlannedScreen
      title={`Asset ${id}`}
      icon="assets"
      emptyTitle="Asset details will appear here"
      emptyText="Model, warranty, photos, service history and spend of this piece of equipment."
    />
  );
}
