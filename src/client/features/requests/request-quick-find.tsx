import { Button, HStack, Input, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { formatDay } from '@domain/format/date-format';
import type { RequestSummary } from '@domain/requests/request-views';
import { AppIcon } from '@/components/icons';
import { ErrorNotice } from '@/components/error-notice';
import { PriorityBadge, StatusBadge } from '@/components/request-badges';
import { useSession } from '@/session/session-context';
import { requestKeys } from './api/request-keys';
import { requestSearchQuery } from './api/request-search-query';
import { recentRequests, rememberRecentRequest, type RecentRequest } from './recent-requests';
import { AppDialog } from '@/components/app-dialog';
import { locationLabel } from '@/components/location-label';

/** Quiet typing this long starts a search; Enter starts it at once. */
export const QUICK_FIND_DEBOUNCE_MS = 300;
const REQUEST_PAGE = /^\/requests\/([0-9a-f-]{36})(?:\/|$)/;

/** Remembers every request page this user opens (its detail is loaded by then) for the recent list. */
function useRememberOpenedRequests(userId: string) {
  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(() => {
    const remember = (pathname: string) => {
      const id = REQUEST_PAGE.exec(pathname)?.[1];
      const detail = id && queryClient.getQueryData<RequestSummary>(requestKeys.part(id, 'detail', false));
      if (detail)
        rememberRecentRequest(userId, {
          id: detail.id,
          number: detail.number,
          title: detail.ticketName ?? detail.requestType,
          place: locationLabel(detail.location),
        });
    };
    // This part of the shell loads after the first page: that page counts too.
    remember(router.state.location.pathname);
    return router.subscribe('onResolved', ({ toLocation }) => remember(toLocation.pathname));
  }, [router, queryClient, userId]);
}

/**
 * "Find a request" in the top bar: a request by its number or by words of its ticket, description,
 * equipment or location, open or closed (GET requests/search), from any page. The request list's own
 * search keeps its status filter; this one looks through every status.
 */
export function RequestQuickFind() {
  const [open, setOpen] = useState(false);
  const { user } = useSession();
  useRememberOpenedRequests(user.id);
  return (
    <>
      <Button variant="ghost" size="sm" aria-label="Find a request" onClick={() => setOpen(true)}>
        <AppIcon name="search" boxSize="4" />
        <Text as="span" hideBelow="md">
          Find a request
        </Text>
      </Button>
      {open && <QuickFindDialog recent={recentRequests(user.id)} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * Matches as the user types (after a pause; a newer search drops the older one's call), the
 * recently opened requests before anything is typed.
 */
function QuickFindDialog({ recent, onClose }: { recent: RecentRequest[]; onClose: () => void }) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const wanted = text.trim();
    const timer = setTimeout(() => setSearch(wanted), wanted ? QUICK_FIND_DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [text]);
  const selfService = useSession().customer?.isSelfService ?? false;
  const matches = useQuery({ ...requestSearchQuery(search, selfService), enabled: search !== '' });
  const page = matches.data;
  return (
    <AppDialog
      title="Find a request"
      onClose={onClose}
      placement="top"
      scrollBehavior="inside"
      footer={
        <Button variant="outline" onClick={onClose}>
          Done
        </Button>
      }
    >
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
        {!text.trim() && recent.length > 0 && <RecentList recent={recent} onOpen={onClose} />}
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
                      {locationLabel(r.location)} · {formatDay(r.createdAt)}
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
    </AppDialog>
  );
}

/** The requests opened last on this device, newest first. */
function RecentList({ recent, onOpen }: { recent: RecentRequest[]; onOpen: () => void }) {
  return (
    <Stack gap="2">
      <Text id="recent-requests" fontSize="sm" fontWeight="semibold" color="fg.muted">
        Recent requests
      </Text>
      <Stack as="ul" gap="2" listStyleType="none" aria-labelledby="recent-requests">
        {recent.map((r) => (
          <li key={r.id}>
            <Link to="/requests/$id" params={{ id: r.id }} onClick={onOpen}>
              <Stack gap="0.5" borderWidth="1px" rounded="md" px="3" py="2" _hover={{ bg: 'bg.muted' }}>
                <Text fontSize="sm" fontWeight="medium" truncate>
                  #{r.number} · {r.title}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {r.place}
                </Text>
              </Stack>
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
