import { Alert, Badge, Card, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useRemote } from '../../lib/use-remote';
import { listViewableLocations, LOCATION_MESSAGES, LOCATION_PAGE_SIZE } from './location-calls';
import { PageNavigator } from '../../components/page-navigator';

/** The locations the user sees, searchable and paged, each opening its page. */
export function LocationList() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState({ search: '', offset: 0 });
  const list = useRemote(JSON.stringify(query), () => listViewableLocations(query.search, query.offset), LOCATION_MESSAGES.list);
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
        <Input aria-label="Search locations" placeholder="Search by name, store number or city" value={text} onChange={(e) => setText(e.target.value)} bg="bg" />
      </form>
      {list.error && (
        <Alert.Root status="error" rounded="md" role="alert">
          <Alert.Indicator />
          <Alert.Title>{list.error}</Alert.Title>
        </Alert.Root>
      )}
      {!page && list.loading && <Skeleton height="24" rounded="md" />}
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
