import { subject } from '@casl/ability';
import { Alert, Button, Grid, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { LocationDetail } from '@domain/locations/location-api';
import { PageHeader } from '@/components/page-header';
import { ErrorNotice } from '@/components/error-notice';
import { locationKeys, locationQuery, locationVendorsQuery } from '@/features/locations/api/location-queries';
import { categoryRostersQuery, locationPreferencesQuery } from '@/features/vendor-preferences/api/vendor-preference-queries';
import { IntakeLinkCard } from '@/features/locations/intake-link-card';
import { LocationOverview } from '@/features/locations/location-overview';
import { LocationSetupActions } from '@/features/locations/location-setup-actions';
import { LocationVendors } from '@/features/locations/location-vendors';
import { LocationRosters } from '@/features/vendor-preferences/location-rosters';
import { useSession } from '@/session/session-context';

// Loaded after the page draws: planned maintenance is read now and then, the page's own facts first.
const PmSchedulesCard = lazy(() => import('@/features/pm/pm-schedules-card').then(({ PmSchedulesCard }) => ({ default: PmSchedulesCard })));

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
  const { ability } = useSession();
  const queryClient = useQueryClient();
  const l = location.data;
  const changed = (saved: LocationDetail) => {
    queryClient.setQueryData(locationQuery(locationId).queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: locationKeys.lists });
  };
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
              <HStack gap="2" wrap="wrap">
                <Button asChild variant="outline">
                  <Link to="/assets" search={{ locationId: l.id }}>
                    Assets here
                  </Link>
                </Button>
                <LocationSetupActions location={l} onChange={changed} />
              </HStack>
            }
          />
          {l.archivedAt && (
            <Alert.Root status="warning" mb="4">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>This location is archived</Alert.Title>
                <Alert.Description>
                  Its history stays, but it is left out of lists and takes no new requests or equipment until it is restored.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
            <Stack gap="4" minW="0">
              <LocationOverview location={l} onChange={changed} />
              {l.pmEnabled && (
                <Suspense fallback={<Skeleton h="40" rounded="md" />}>
                  <PmSchedulesCard
                    locationId={l.id}
                    mayPlan={!l.archivedAt && ability.can('create', subject('PmSchedule', { customerId: l.customerId, locationId: l.id }))}
                  />
                </Suspense>
              )}
              <LocationVendors locationId={l.id} canEdit={l.canEdit} />
              {l.canEdit && !l.archivedAt && <IntakeLinkCard locationId={l.id} />}
            </Stack>
            <LocationRosters locationId={l.id} canEdit={l.canEdit} />
          </Grid>
        </>
      )}
    </>
  );
}
