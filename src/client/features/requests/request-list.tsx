import { Badge, Box, Button, Card, Field, HStack, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDay } from '@domain/format/date-format';
import { FULL_SERVICE_REQUEST_TYPES, REQUEST_PRIORITIES, REQUEST_STATUSES, SELF_SERVICE_REQUEST_TYPES } from '@domain/requests/request-enums';
import type { RequestSummary } from '@domain/requests/request-views';
import { requestListQuery } from './api/request-queries';
import { requestLocationsQuery, vendorOptionsQuery } from './api/picker-queries';
import { PriorityBadge, StatusBadge } from '@/components/request-badges';
import { REQUEST_PAGE_SIZE, compactSearch, hasFilters, requestListParams, type RequestListSearch } from './request-list-search';
import { optionsOf, SelectField } from '@/components/select-field';
import { FilterCard } from '@/components/filter-card';
import { customerNamer, locationOptions } from '@/components/location-groups';
import { locationLabel } from '@/components/location-label';
import { CustomerLine } from '@/components/customer-line';
import { PagedResults } from '@/components/paged-results';
import { lazy, Suspense } from 'react';

// The requests filed on this device and not yet delivered read the outbox: they load after the list draws.
const FiledRequestCards = lazy(() => import('./filed-request-cards').then(({ FiledRequestCards }) => ({ default: FiledRequestCards })));

export interface RequestListProps {
  search: RequestListSearch;
  onSearch: (search: RequestListSearch) => void;
  selfService: boolean;
}

/**
 * The request list (docs/product/routing.md, docs/product/constants.md): open requests newest first by default, paged, with search and
 * filters kept in the address; cards on a phone, a table on wider screens.
 */
export function RequestList({ search, onSearch, selfService }: RequestListProps) {
  const list = useQuery({ ...requestListQuery(requestListParams(search), selfService), placeholderData: keepPreviousData });
  // The filter's own read: a list across customers (a brand's) names each row's customer.
  const customerOf = customerNamer(useQuery(requestLocationsQuery()).data?.items ?? []);
  const set = (changes: Partial<RequestListSearch>) => onSearch(compactSearch({ ...search, page: undefined, ...changes }));

  return (
    <Stack gap="4">
      <RequestFilters search={search} set={set} selfService={selfService} onClear={() => onSearch({})} />
      <Suspense fallback={null}>
        <FiledRequestCards />
      </Suspense>
      <PagedResults
        list={list}
        noun="requests"
        empty={{
          icon: 'requests',
          title: 'No requests found',
          text: hasFilters(search)
            ? 'No request matches these filters. Change or clear them to see more.'
            : 'There are no open requests. New ones will show here.',
        }}
        card={(r) => <RequestCard request={r} customer={customerOf(r.location.id)} />}
        table={(items) => <RequestTable items={items} customerOf={customerOf} />}
        cardsTestId="request-cards"
        pageSize={REQUEST_PAGE_SIZE}
        currentPage={search.page}
        onPage={(page) => onSearch({ ...search, page })}
      />
    </Stack>
  );
}

function RequestFilters({
  search,
  set,
  selfService,
  onClear,
}: {
  search: RequestListSearch;
  set: (c: Partial<RequestListSearch>) => void;
  selfService: boolean;
  onClear: () => void;
}) {
  const locations = useQuery(requestLocationsQuery());
  const vendors = useQuery(vendorOptionsQuery(selfService));
  const activeCount = Object.keys(compactSearch({ ...search, page: undefined, search: undefined })).length;
  return (
    <FilterCard
      key={search.search ?? ''}
      searchLabel="Search requests"
      placeholder="Number, ticket, equipment…"
      text={search.search}
      onSearch={(text) => set({ search: text })}
      activeCount={activeCount}
    >
      <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
        <SelectField
          size="sm"
          label="Status"
          value={search.status ?? 'Request Open'}
          options={[...optionsOf(REQUEST_STATUSES), { value: 'All', label: 'All statuses' }]}
          onChange={(v) => set({ status: v === 'Request Open' ? undefined : (v as RequestListSearch['status']) })}
        />
        <SelectField
          size="sm"
          label="Priority"
          value={search.priority ?? ''}
          empty="Any priority"
          options={optionsOf(REQUEST_PRIORITIES)}
          onChange={(v) => set({ priority: (v || undefined) as RequestListSearch['priority'] })}
        />
        <SelectField
          size="sm"
          label="Type"
          value={search.type ?? ''}
          empty="Any type"
          // Only the types this customer's requests can have; a self-service customer's are named as its screens name them.
          options={
            selfService ? SELF_SERVICE_REQUEST_TYPES.map((t) => ({ value: t, label: t.replace('Self Service ', '') })) : optionsOf(FULL_SERVICE_REQUEST_TYPES)
          }
          onChange={(v) => set({ type: (v || undefined) as RequestListSearch['type'] })}
        />
        <SelectField
          size="sm"
          label="Location"
          value={search.location ?? ''}
          empty="Any location"
          options={locationOptions(locations.data?.items ?? [])}
          onChange={(v) => set({ location: v || undefined })}
        />
        <SelectField
          size="sm"
          label="Vendor"
          value={search.vendor ?? ''}
          empty="Any vendor"
          options={(vendors.data?.items ?? []).map((v) => ({ value: v.id, label: v.name }))}
          onChange={(v) => set({ vendor: v || undefined })}
        />
        <Field.Root>
          <Field.Label>Created from</Field.Label>
          <Input size="sm" type="date" value={search.from ?? ''} max={search.to} onChange={(e) => set({ from: e.target.value || undefined })} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Created to</Field.Label>
          <Input size="sm" type="date" value={search.to ?? ''} min={search.from} onChange={(e) => set({ to: e.target.value || undefined })} />
        </Field.Root>
        <Box alignSelf="flex-end">
          <Button size="sm" variant="ghost" disabled={!hasFilters(search)} onClick={onClear}>
            Clear filters
          </Button>
        </Box>
      </SimpleGrid>
    </FilterCard>
  );
}

const title = (r: RequestSummary) => r.ticketName ?? (r.incidentDescription || r.requestType);

function RequestCard({ request: r, customer }: { request: RequestSummary; customer: string | null }) {
  return (
    <Link to="/requests/$id" params={{ id: r.id }} style={{ display: 'block' }}>
      <Card.Root variant="elevated" shadow="xs" size="sm" _hover={{ shadow: 'md' }}>
        <Card.Body gap="2">
          <HStack justify="space-between" gap="2">
            <Text fontSize="sm" color="fg.muted">
              #{r.number} · {r.requestType}
            </Text>
            <HStack gap="1">
              <PriorityBadge priority={r.requestPriority} />
              <StatusBadge status={r.requestStatus} />
            </HStack>
          </HStack>
          <Text fontWeight="semibold" lineClamp={2}>
            {title(r)}
          </Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={1}>
            {customer ? `${customer} · ` : ''}
            {locationLabel(r.location)}
            {r.asset ? ` · ${r.asset.name}` : ''}
          </Text>
          <HStack justify="space-between" fontSize="sm">
            <Text color="fg.muted">{r.assignedToVendor?.name ?? 'No vendor yet'}</Text>
            <Text color="fg.muted">{formatDay(r.createdAt)}</Text>
          </HStack>
          {r.subStatus && (
            <Badge alignSelf="flex-start" variant="subtle">
              {r.subStatus}
            </Badge>
          )}
        </Card.Body>
      </Card.Root>
    </Link>
  );
}

function RequestTable({ items, customerOf }: { items: RequestSummary[]; customerOf: (locationId: string) => string | null }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>#</Table.ColumnHeader>
            <Table.ColumnHeader>Request</Table.ColumnHeader>
            <Table.ColumnHeader>Location</Table.ColumnHeader>
            <Table.ColumnHeader>Vendor</Table.ColumnHeader>
            <Table.ColumnHeader>Priority</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>ETA</Table.ColumnHeader>
            <Table.ColumnHeader>Created</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((r) => (
            <Table.Row key={r.id}>
              <Table.Cell>
                <Link to="/requests/$id" params={{ id: r.id }}>
                  <Text color="brand.fg" fontWeight="medium">
                    {r.number}
                  </Text>
                </Link>
              </Table.Cell>
              <Table.Cell minW="14rem" maxW="sm">
                <Link to="/requests/$id" params={{ id: r.id }}>
                  <Text fontWeight="medium" lineClamp={1}>
                    {title(r)}
                  </Text>
                </Link>
                <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                  {r.requestType}
                  {r.asset ? ` · ${r.asset.name}` : ''}
                  {r.subStatus ? ` · ${r.subStatus}` : ''}
                </Text>
              </Table.Cell>
              <Table.Cell maxW="14rem">
                <Text lineClamp={2}>{locationLabel(r.location)}</Text>
                <CustomerLine name={customerOf(r.location.id)} />
              </Table.Cell>
              <Table.Cell>{r.assignedToVendor?.name ?? <Text color="fg.muted">None</Text>}</Table.Cell>
              <Table.Cell>
                <PriorityBadge priority={r.requestPriority} />
              </Table.Cell>
              <Table.Cell>
                <StatusBadge status={r.requestStatus} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDay(r.eta)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDay(r.createdAt)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
