import { Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorNotice } from '@/components/error-notice';
import { PageNavigator } from '@/components/page-navigator';
import { startImpersonating } from '@/session/selection';
import { PEOPLE_PAGE_SIZE } from './api/people-calls';
import { peopleQuery } from './api/users-queries';

/** The people of one customer for an administrator (GET user-profiles?customerId): find one and act as them. */
export function CustomerPeopleList({ customerId, selfId }: { customerId: string; selfId: string }) {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState({ search: '', includeArchived: false, offset: 0 });
  const people = useQuery({ ...peopleQuery(customerId, query), placeholderData: keepPreviousData });
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm">
        People
      </Heading>
      <form
        role="search"
        aria-label="Search this customer's people"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery((q) => ({ ...q, search: draft, offset: 0 }));
        }}
      >
        <HStack>
          <Input size="sm" aria-label="Search people" placeholder="Name, email or phone" value={draft} onChange={(e) => setDraft(e.target.value)} />
          <Button size="sm" type="submit" variant="subtle" colorPalette="brand">
            Search
          </Button>
        </HStack>
      </form>
      {people.error && <ErrorNotice message={people.error.message} onRetry={() => void people.refetch()} size="sm" />}
      <Stack as="ul" gap="2" listStyleType="none" opacity={people.isPlaceholderData ? 0.6 : 1}>
        {people.data?.items.map((person) => (
          <HStack as="li" key={person.id} justify="space-between" gap="3" borderWidth="1px" rounded="md" px="3" py="2">
            <Stack gap="0" minW="0">
              <Text fontWeight="medium">{person.name}</Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {person.role} · {person.email ?? person.phone ?? ''}
              </Text>
            </Stack>
            <Button
              size="sm"
              variant="outline"
              colorPalette="brand"
              aria-label={`Act as ${person.name}`}
              disabled={person.id === selfId}
              onClick={() => startImpersonating(person.id)}
            >
              Act as
            </Button>
          </HStack>
        ))}
      </Stack>
      {people.data && (
        <PageNavigator
          page={people.data}
          emptyText="No people found"
          onPrevious={() => setQuery((q) => ({ ...q, offset: Math.max(0, q.offset - PEOPLE_PAGE_SIZE) }))}
          onNext={() => setQuery((q) => ({ ...q, offset: q.offset + PEOPLE_PAGE_SIZE }))}
        />
      )}
    </Stack>
  );
}
