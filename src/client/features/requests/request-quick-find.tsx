import { Button, Dialog, HStack, Input, Link as ChakraLink, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDay } from '../../../domain/format/date-format';
import { AppIcon } from '../../components/icons';
import { ErrorNotice } from '../../components/error-notice';
import { PriorityBadge, StatusBadge } from '../../components/request-badges';
import { requestSearchQuery } from './api/request-search-query';

/**
 * "Find a request" in the top bar: a request by its number or by words of its ticket, description,
 * equipment or location, open or closed (GET requests/search), from any page. The request list's own
 * search keeps its status filter; this one looks through every status.
 */
export function RequestQuickFind() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" aria-label="Find a request" onClick={() => setOpen(true)}>
        <AppIcon name="search" boxSize="4" />
        <Text as="span" hideBelow="md">
          Find a request
        </Text>
      </Button>
      {open && <QuickFindDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function QuickFindDialog({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const matches = useQuery({ ...requestSearchQuery(search), enabled: search !== '' });
  const page = matches.data;
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="top" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Find a request</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <form
                  role="search"
                  onSubmit={(e) => {
                    e.preventDefault();
                    setSearch(text.trim());
                  }}
                >
                  <HStack gap="2">
                    <Input
                      autoFocus
                      aria-label="Request number or words"
                      placeholder="Number, ticket, equipment, location"
                      value={text}
                      maxLength={200}
                      onChange={(e) => setText(e.target.value)}
                    />
                    <Button type="submit" colorPalette="brand" disabled={!text.trim()}>
                      Find
                    </Button>
                  </HStack>
                </form>
                {matches.error && <ErrorNotice message={matches.error.message} size="sm" onRetry={() => void matches.refetch()} />}
                {matches.isFetching && !page && <Skeleton h="16" rounded="md" />}
                {page && page.items.length === 0 && <Text color="fg.muted">No request matches “{search}”.</Text>}
                {page && page.items.length > 0 && (
                  <Stack as="ul" gap="2" listStyleType="none" aria-label="Matching requests">
                    {page.items.map((r) => (
                      <li key={r.id}>
                        <Link to="/requests/$id" params={{ id: r.id }} onClick={onClose}>
                          <Stack gap="0.5" borderWidth="1px" rounded="md" px="3" py="2" _hover={{ bg: 'bg.muted' }}>
                            <HStack justify="space-between" gap="2">
                              <Text fontSize="sm" fontWeight="medium" truncate>
                                #{r.number} · {r.ticketName ?? r.requestType}
                              </Text>
                              <HStack gap="1" flexShrink={0}>
                                <PriorityBadge priority={r.requestPriority} />
                                <StatusBadge status={r.requestStatus} />
                              </HStack>
                            </HStack>
                            <Text fontSize="sm" lineClamp={1}>
                              {r.incidentDescription || r.asset?.name || r.requestType}
                            </Text>
                            <Text fontSize="xs" color="fg.muted">
                              {r.location.storeNumber ? `${r.location.storeNumber} · ${r.location.name}` : r.location.name} · {formatDay(r.createdAt)}
                            </Text>
                          </Stack>
                        </Link>
                      </li>
                    ))}
                  </Stack>
                )}
                {page && page.total > page.items.length && (
                  <ChakraLink asChild fontSize="sm" colorPalette="brand">
                    <Link to="/requests" search={{ search, status: 'All' }} onClick={onClose}>
                      See all {page.total} matches in the request list
                    </Link>
                  </ChakraLink>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
