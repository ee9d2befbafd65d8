import { subject } from '@casl/ability';
import { Button, HStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { locationKeys, locationListQuery } from '@/features/locations/api/location-queries';
import { FIRST_LOCATIONS, LocationList } from '@/features/locations/location-list';
import { sessionLocationSource } from '@/features/locations/location-source';
import { useSession } from '@/session/session-context';

// Loaded when opened: adding a location is for Company Leaders, now and then, and so is the spreadsheet round trip.
const LocationFormDialog = lazy(() => import('@/features/locations/location-form-dialog').then(({ LocationFormDialog }) => ({ default: LocationFormDialog })));
const LocationCsvDialog = lazy(() => import('@/features/locations/location-csv-dialog').then(({ LocationCsvDialog }) => ({ default: LocationCsvDialog })));

export const Route = createFileRoute('/_authenticated/assets/locations/')({
  loader: ({ context }) => context.queryClient.prefetchQuery(locationListQuery(sessionLocationSource(context.session), '', 0)),
  component: LocationsPage,
});

function LocationsPage() {
  const { ability, customer } = useSession();
  const [adding, setAdding] = useState(false);
  const [spreadsheet, setSpreadsheet] = useState(false);
  const [query, setQuery] = useState(FIRST_LOCATIONS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Locations are added to the customer being worked on, by those who may (Company Leaders, administrators).
  const mayAdd = customer !== null && ability.can('create', subject('Location', { customerId: customer.id }));
  return (
    <>
      <Button asChild variant="ghost" size="sm" mb="2" ms="-2">
        <Link to="/assets">← Assets</Link>
      </Button>
      <PageHeader
        title="Locations"
        description="Your locations, their vendors and rosters."
        actions={
          <HStack gap="2">
            {/* One customer's locations go out and come back: there is a current customer to name. */}
            {customer && (
              <Button variant="outline" hideBelow="md" onClick={() => setSpreadsheet(true)}>
                CSV
              </Button>
            )}
            {mayAdd && (
              <Button colorPalette="brand" onClick={() => setAdding(true)}>
                Add location
              </Button>
            )}
          </HStack>
        }
      />
      <LocationList query={query} setQuery={setQuery} />
      {spreadsheet && customer && (
        <Suspense fallback={null}>
          <LocationCsvDialog customerId={customer.id} filters={query} mayImport={mayAdd} onClose={() => setSpreadsheet(false)} />
        </Suspense>
      )}
      {adding && customer && (
        <Suspense fallback={null}>
          <LocationFormDialog
            mode="create"
            customerId={customer.id}
            onClose={() => setAdding(false)}
            onCreated={(location) => {
              void queryClient.invalidateQueries({ queryKey: locationKeys.lists });
              void navigate({ to: '/assets/locations/$locationId', params: { locationId: location.id } });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
