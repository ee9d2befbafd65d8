import { Button } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { locationListQuery } from '@/features/locations/api/location-queries';
import { LocationList } from '@/features/locations/location-list';
import { sessionLocationSource } from '@/features/locations/location-source';

export const Route = createFileRoute('/_authenticated/assets/locations/')({
  loader: ({ context }) => context.queryClient.prefetchQuery(locationListQuery(sessionLocationSource(context.session), '', 0)),
  component: LocationsPage,
});

function LocationsPage() {
  return (
    <>
      <Button asChild variant="ghost" size="sm" mb="2" ms="-2">
        <Link to="/assets">← Assets</Link>
      </Button>
      <PageHeader title="Locations" description="Your locations, their vendors and rosters." />
      <LocationList />
    </>
  );
}
