import { Badge, Box, Card, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { ErrorNotice } from '@/components/error-notice';
import { LOCATION_PAGE_SIZE } from './api/location-calls';
import { locationListQuery } from './api/location-queries';
import { PageNavigator } from '@/components/page-navigator';
import { SelectField } from '@/components/select-field';
import { selectCustomer } from '@/session/selection';
import { useSession } from '@/session/session-context';
import type { LocationListQuery, LocationSummary } from '@domain/locations/location-api';
import { offersAllMyCustomers, sessionLocationSource } from './location-source';
import { locationLabel } from '@/components/location-label';

/** Archived locations are left out unless asked for. */
const ARCHIVED_CHOICES = [
  { value: '', label: 'Locations in use' },
  { value: 'include', label: 'In use and archived' },
  { value: 'only', label: 'Archived only' },
];

/** What the location list shows: its search, page, all the user's customers or the current one, and archived ones. */
export interface LocationListState {
  search: string;
  offset: number;
  allMine: boolean;
  archived?: LocationListQuery['archived'];
}
export const FIRST_LOCATIONS: LocationListState = { search: '', offset: 0, allMine: false };

/**
 * The locations the user sees, searchable and paged, each opening its page. A user of several
 * customers working on one may list every customer's (docs/product/sessions-and-tenancy.md); rows
 * then name their customer. The page holds what it shows (`query`), so its CSV keeps the filters.
 */
export function LocationList({ query, setQuery }: { query: LocationListState; setQuery: Dispatch<SetStateAction<LocationListState>> }) {
  const session = useSession();
  const [text, setText] = useState(query.search);
  const source = sessionLocationSource(session, query.allMine);
  const list = useQuery({
    ...locationListQuery(source, query.search, query.offset, query.archived),
    placeholderData: keepPreviousData,
  });
  const page = list.data;
  const severalCustomers = new Set(page?.items.map((l) => l.customerId)).size > 1;
  return (
    <Stack gap="4">
      {offersAllMyCustomers(session.user) && (
        <SelectField
          label="Show the locations of"
          value={query.allMine ? 'all' : 'current'}
          options={[
            { value: 'current', label: session.customer?.name ?? 'The current selection' },
            { value: 'all', label: 'All my customers' },
          ]}
          onChange={(value) => setQuery((q) => ({ ...q, offset: 0, allMine: value === 'all' }))}
        />
      )}
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery((q) => ({ ...q, search: text.trim(), offset: 0 }));
        }}
      >
        <Input aria-label="Search locations" placeholder="Name, store number, city" value={text} onChange={(e) => setText(e.target.value)} bg="bg" />
      </form>
      <SelectField
        label="Show"
        size="sm"
        value={query.archived ?? ''}
        options={ARCHIVED_CHOICES}
        onChange={(value) => setQuery((q) => ({ ...q, offset: 0, archived: (value || undefined) as LocationListQuery['archived'] }))}
      />
      {list.error && <ErrorNotice message={list.error.message} onRetry={() => void list.refetch()} />}
      {list.isPending && <Skeleton height="24" rounded="md" />}
      {page && page.items.length === 0 && <Text color="fg.muted">No location matches.</Text>}
      <Stack gap="2">
        {page?.items.map((l) => {
          // A location of another of the user's customers opens once the session works on that customer.
          const otherCustomer = query.allMine && l.customerId !== session.customer?.id;
          const row = <LocationRow location={l} showCustomer={severalCustomers} otherCustomer={otherCustomer} />;
          return otherCustomer ? (
            <Box
              key={l.id}
              as="button"
              textAlign="start"
              aria-label={`Switch to ${l.customerName} and open ${l.name}`}
              onClick={() => selectCustomer(l.customerId, `/assets/locations/${l.id}`)}
            >
              {row}
            </Box>
          ) : (
            <Link key={l.id} to="/assets/locations/$locationId" params={{ locationId: l.id }}>
              {row}
            </Link>
          );
        })}
      </Stack>
      {page && page.total > page.items.length && (
        <PageNavigator
          page={page}
          onPrevious={() => setQuery((q) => ({ ...q, offset: Math.max(0, q.offset - LOCATION_PAGE_SIZE) }))}
          onNext={() => setQuery((q) => ({ ...q, offset: q.offset + LOCATION_PAGE_SIZE }))}
        />
      )}
    </Stack>
  );
}

function LocationRow({ location: l, showCustomer, otherCustomer }: { location: LocationSummary; showCustomer: boolean; otherCustomer: boolean }) {
  const place = [l.city, l.state].filter(Boolean).join(', ');
  return (
    <Card.Root variant="elevated" shadow="xs" size="sm" _hover={{ shadow: 'md' }}>
      <Card.Body>
        <HStack justify="space-between" gap="2">
          <Stack gap="0" minW="0">
            <Text fontWeight="medium" truncate>
              {locationLabel(l)}
            </Text>
            <Text fontSize="sm" color="fg.muted" truncate>
              {[showCustomer ? l.customerName : null, place].filter(Boolean).join(' · ') || l.customerName}
            </Text>
            {otherCustomer && (
              <Text fontSize="xs" color="brand.fg">
                Opens after switching to {l.customerName}
              </Text>
            )}
          </Stack>
          {l.archivedAt ? (
            <Badge variant="solid" colorPalette="gray" flexShrink={0}>
              Archived
            </Badge>
          ) : (
            <Badge variant="subtle" colorPalette={l.pmEnabled ? 'green' : 'gray'} flexShrink={0}>
              {l.pmEnabled ? 'PM enabled' : 'PM off'}
            </Badge>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
