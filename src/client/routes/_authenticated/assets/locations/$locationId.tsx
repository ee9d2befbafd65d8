import { Alert, Button, Grid, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { PageHeader } from '../../../../components/page-header';
import { getLocation, LOCATION_MESSAGES } from '../../../../features/locations/location-calls';
import { LocationOverview } from '../../../../features/locations/location-overview';
import { LocationVendors } from '../../../../features/locations/location-vendors';
import { LocationRosters } from '../../../../features/vendor-preferences/location-rosters';
import { useRemote } from '../../../../lib/use-remote';

export const Route = createFileRoute('/_authenticated/assets/locations/$locationId')({
  component: LocationPage,
});

/** A location: its facts and PM switch, its vendor network, and its vendor rosters. */
function LocationPage() {
  const { locationId } = Route.useParams();
  const location = useRemote(`location:${locationId}`, () => getLocation(locationId), LOCATION_MESSAGES.detail);
  const l = location.data;
  return (
    <>
      <HStack gap="1" mb="2" ms="-2">
        <Button asChild variant="ghost" size="sm">
          <Link to="/assets/locations">← Locations</Link>
        </Button>
      </HStack>
      {!l && location.error && (
        <Alert.Root status="error" rounded="md" role="alert">
          <Alert.Indicator />
          <Alert.Title>{location.error}</Alert.Title>
        </Alert.Root>
      )}
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
          <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4" alignItems="start">
            <Stack gap="4" minW="0">
              <LocationOverview location={l} onChange={location.setData} />
              <LocationVendors locationId={l.id} canEdit={l.canEdit} />
            </Stack>
            <LocationRosters locationId={l.id} canEdit={l.canEdit} />
          </Grid>
        </>
      )}
    </>
  );
}
