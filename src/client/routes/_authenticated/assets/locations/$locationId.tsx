import { Button, Grid, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { ErrorNotice } from '@/components/error-notice';
import { locationKeys, locationQuery, locationVendorsQuery } from '@/features/locations/api/location-queries';
import { categoryRostersQuery, locationPreferencesQuery } from '@/features/vendor-preferences/api/vendor-preference-queries';
import { IntakeLinkCard } from '@/features/locations/intake-link-card';
import { LocationOverview } from '@/features/locations/location-overview';
import { LocationVendors } from '@/features/locations/location-vendors';
import { LocationRosters } from '@/features/vendor-preferences/location-rosters';

export const Route = createFileRoute('/_authenticated/assets/locations/$locationId')({
  loader: async ({ context: { queryClient }, params: { locationId } }) => {
    void queryClient.prefetchQuery(locationVendorsQuery(locationId));
    void queryClient.prefetchQuery(categoryRostersQuery(locationId));
    void queryClient.prefetchQuery(locationPreferencesQuery(locationId));
    await queryClient.ensureQueryData(locationQuery(locationId));
  },
  component: LocationPage,
});

/** A location: its facts and PM switch, its vendor network, its intake link (for those who may change it) and its vendor rosters. */
function LocationPage() {
  const { locationId } = Route.useParams();
  const location = useQuery(locationQuery(locationId));
  const queryClient = useQueryClient();
  const l = location.data;
  return (
    <>
      <HStack gap="1" mb="2" ms="-2">
        <Button asChild variant="ghost" size="sm">
          <Link to="/assets/locations">← Locations</Link>
        </Button>
      </HStack>
      {!l && location.error && <ErrorNotice message={location.error.message} onRetry={() => void location.refetch()} />}
      {!l && !location.error && <Skeleton h="48" />}
      {l && (
        <>
          <PageHeader
            title={l.storeNumber ? `${l.storeNumber} · ${l.name}` : l.name}
            description={[l.city, l.state].filter(Boolean).join(', ') || l.customerName}
            actions={
              <Button asChild variant="outline">
                <Link to="/assets" search={{ locationId: l.id }}>
                  Assets here
                </Link>
              </Button>
            }
          />
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
            <Stack gap="4" minW="0">
              <LocationOverview
                location={l}
                onChange={(saved) => {
                  queryClient.setQueryData(locationQuery(locationId).queryKey, saved);
                  void queryClient.invalidateQueries({ queryKey: locationKeys.lists });
                }}
              />
              <LocationVendors locationId={l.id} canEdit={l.canEdit} />
              {l.canEdit && <IntakeLinkCard locationId={l.id} />}
            </Stack>
            <LocationRosters locationId={l.id} canEdit={l.canEdit} />
          </Grid>
        </>
      )}
    </>
  );
}
