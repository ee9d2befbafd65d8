import { Badge, Card, Field, HStack, Input, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDate, formatTime } from '@domain/format/date-format';
import type { VendorDispatch } from '@domain/vendors/vendor-history-api';
import { ErrorNotice } from '@/components/error-notice';
import { FilterCard } from '@/components/filter-card';
import { PageNavigator } from '@/components/page-navigator';
import { SelectField, type SelectOption } from '@/components/select-field';
import { VENDOR_PAGE_SIZE } from './api/vendor-calls';
import { ssoHistoryQuery } from './api/vendor-queries';
import { ssoHistoryQueryOf, type VendorHistorySearch } from './vendor-history-search';

const RESPONSE_COLOURS: Record<VendorDispatch['response'], string> = { Accepted: 'green', Declined: 'red', Pending: 'orange', Expired: 'gray' };

/**
 * The history tab (docs/product/vendors.md Dispatch history): requests sent to vendors by link (SSO),
 * newest first, filtered by location, text and a date range held in the address.
 */
export function VendorHistory({
  search,
  locations,
  onSearch,
}: {
  search: VendorHistorySearch;
  locations: readonly SelectOption[];
  onSearch: (next: VendorHistorySearch) => void;
}) {
  const query = ssoHistoryQueryOf(search);
  const list = useQuery({ ...ssoHistoryQuery(query), placeholderData: keepPreviousData });
  const set = (change: Partial<VendorHistorySearch>) => onSearch({ ...search, ...change, page: undefined });
  const active = [search.location, search.from, search.to].filter(Boolean).length;
  return (
    <Stack gap="4">
      <FilterCard
        key={search.search ?? ''}
        searchLabel="Search vendor history"
        placeholder="Vendor, location, request…"
        text={search.search}
        onSearch={(text) => set({ search: text })}
        activeCount={active}
      >
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <SelectField
            label="Location"
            size="sm"
            value={search.location ?? ''}
            empty="All locations"
            options={locations}
            onChange={(v) => set({ location: v || undefined })}
          />
          <Field.Root>
            <Field.Label>From</Field.Label>
            <Input size="sm" type="date" value={search.from ?? ''} onChange={(e) => set({ from: e.target.value || undefined })} />
          </Field.Root>
          <Field.Root>
            <Field.Label>To</Field.Label>
            <Input size="sm" type="date" value={search.to ?? ''} onChange={(e) => set({ to: e.target.value || undefined })} />
          </Field.Root>
        </SimpleGrid>
      </FilterCard>
      {list.error && <ErrorNotice message={list.error.message} onRetry={() => void list.refetch()} />}
      {!list.data && !list.error && <Skeleton h="48" />}
      {list.data && (
        <Stack gap="2" opacity={list.isPlaceholderData ? 0.6 : 1}>
          {list.data.items.length === 0 && (
            <Text color="fg.muted" py="4">
              No vendor dispatches match.
            </Text>
          )}
          <Stack as="ul" gap="2" listStyleType="none" aria-label="Vendor dispatches">
            {list.data.items.map((d) => (
              <DispatchRow key={d.id} dispatch={d} />
            ))}
          </Stack>
          <PageNavigator
            page={{ ...list.data, offset: ((search.page ?? 1) - 1) * VENDOR_PAGE_SIZE }}
            onPrevious={() => onSearch({ ...search, page: Math.max(1, (search.page ?? 1) - 1) })}
            onNext={() => onSearch({ ...search, page: (search.page ?? 1) + 1 })}
            emptyText="No dispatches"
          />
        </Stack>
      )}
    </Stack>
  );
}

function DispatchRow({ dispatch: d }: { dispatch: VendorDispatch }) {
  return (
    <Card.Root as="li" variant="outline" size="sm" data-testid="dispatch-row">
      <Card.Body gap="1">
        <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
          <Text fontWeight="medium" overflowWrap="anywhere" minW="0" flex="1">
            {d.vendor.name}
          </Text>
          <Badge colorPalette={RESPONSE_COLOURS[d.response]} variant="subtle" size="sm">
            {d.response}
          </Badge>
        </HStack>
        <Text fontSize="sm" overflowWrap="anywhere">
          <Link to="/requests/$id" params={{ id: d.request.id }}>
            #{d.request.number} {d.request.title}
          </Link>
        </Text>
        <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
          {d.location.name} · sent {formatDate(d.dispatchedAt)} {formatTime(d.dispatchedAt)}
          {d.respondedAt ? ` · answered ${formatTime(d.respondedAt)}` : ''}
          {d.isAssigned ? ' · assigned' : ''}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
