import { Badge, Card, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorNotice } from '../../components/error-notice';
import { LOCATION_PAGE_SIZE } from './api/location-calls';
import { locationListQuery } from './api/location-queries';
import { PageNavigator } from '../../components/page-navigator';

/** The locations the user sees, searchable and paged, each opening its page. */
export function LocationList() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState({ search: '', offset: 0 });
  const list = useQuery({ ...locationListQuery(query.search, query.offset), placeholderData: keepPreviousData });
  const page = list.data;
  return (
    <Stack gap="4">
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery({ search: text.trim(), offset: 0 });
        }}
      >
        <Input aria-label="Search locations" placeholder="Name, store number, city" value={text} onChange={(e) => setText(e.target.value)} bg="bg" />
      </form>
      {list.error && <ErrorNotice message={list.error.message} onRetry={() => void list.refetch()} />}
      {list.isPending && <Skeleton height="24" rounded="md" />}
      {page && page.items.length === 0 && <Text color="fg.muted">No location matches.</Text>}
      <Stack gap="2">
        {page?.items.map((l) => (
          <Link key={l.id} to="/assets/locations/$locationId" params={{ locationId: l.id }}>
            <Card.Root variant="elevated" shadow="xs" size="sm" _hover={{ shadow: 'md' }}>
              <Card.Body>
                <HStack justify="space-between" gap="2">
                  <Stack gap="0" minW="0">
                    <Text fontWeight="medium" truncate>
                      {l.storeNumber ? `${l.storeNumber} · ${l.name}` : l.name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {[l.city, l.state].filter(Boolean).join(', ') || l.customerName}
                    </Text>
                  </Stack>
                  <Badge variant="subtle" colorPalette={l.pmEnabled ? 'green' : 'gray'} flexShrink={0}>
                    {l.pmEnabled ? 'PM enabled' : 'PM off'}
                  </Badge>
                </HStack>
              </Card.Body>
            </Card.Root>
          </Link>
        ))}
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
