import { Box, Button, Card, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ESCALATION_STATUSES } from '@domain/escalations/escalation-constants';
import type { EscalationSummary } from '@domain/escalations/escalations-api';
import { formatDay } from '@domain/format/date-format';
import { FilterCard } from '@/components/filter-card';
import { PagedResults } from '@/components/paged-results';
import { optionsOf, SelectField, type SelectOption } from '@/components/select-field';
import { escalationListQuery } from './api/escalation-queries';
import { EscalationStatusBadge } from './escalation-badges';
import { compactEscalationSearch, ESCALATION_PAGE_SIZE, escalationListParams, hasEscalationFilters, type EscalationListSearch } from './escalation-list-search';

export interface EscalationListProps {
  search: EscalationListSearch;
  onSearch: (search: EscalationListSearch) => void;
  /** The locations the filter offers (none: no location filter). */
  locations: readonly SelectOption[];
}

/**
 * The escalation list (docs/product/escalations.md): newest first, paged, filtered by status, location
 * and text (request number, equipment, location, customer, manufacturer), kept in the address; cards on
 * a phone, a table on wider screens.
 */
export function EscalationList({ search, onSearch, locations }: EscalationListProps) {
  const list = useQuery({ ...escalationListQuery(escalationListParams(search)), placeholderData: keepPreviousData });
  const set = (changes: Partial<EscalationListSearch>) => onSearch(compactEscalationSearch({ ...search, page: undefined, ...changes }));
  const activeCount = Object.keys(compactEscalationSearch({ ...search, page: undefined, search: undefined })).length;

  return (
    <Stack gap="4">
      <FilterCard
        key={search.search ?? ''}
        searchLabel="Search escalations"
        placeholder="Request number, equipment, location, manufacturer…"
        text={search.search}
        onSearch={(text) => set({ search: text })}
        activeCount={activeCount}
      >
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
          <SelectField
            size="sm"
            label="Status"
            value={search.status ?? ''}
            empty="Any status"
            options={optionsOf(ESCALATION_STATUSES)}
            onChange={(v) => set({ status: (v || undefined) as EscalationListSearch['status'] })}
          />
          {locations.length > 0 && (
            <SelectField
              size="sm"
              label="Location"
              value={search.location ?? ''}
              empty="Any location"
              options={locations}
              onChange={(v) => set({ location: v || undefined })}
            />
          )}
          <Box alignSelf="flex-end">
            <Button size="sm" variant="ghost" disabled={!hasEscalationFilters(search)} onClick={() => onSearch({})}>
              Clear filters
            </Button>
          </Box>
        </SimpleGrid>
      </FilterCard>
      <PagedResults
        list={list}
        noun="escalations"
        empty={{
          icon: 'escalations',
          title: 'No escalations found',
          text: hasEscalationFilters(search)
            ? 'No escalation matches these filters. Change or clear them to see more.'
            : 'Nothing has been escalated to a manufacturer yet. Escalations will show here with their status and the latest update.',
        }}
        card={(e) => <EscalationCard escalation={e} />}
        table={(items) => <EscalationTable items={items} />}
        cardsTestId="escalation-cards"
        pageSize={ESCALATION_PAGE_SIZE}
        currentPage={search.page}
        onPage={(page) => onSearch({ ...search, page })}
      />
    </Stack>
  );
}

const equipment = (e: EscalationSummary) => e.asset?.name ?? 'No equipment';
const manufacturer = (e: EscalationSummary) => e.brandOwner?.name ?? 'No manufacturer';

function EscalationCard({ escalation: e }: { escalation: EscalationSummary }) {
  return (
    <Link to="/escalations/$id" params={{ id: e.id }} style={{ display: 'block' }}>
      <Card.Root variant="elevated" shadow="xs" size="sm" _hover={{ shadow: 'md' }}>
        <Card.Body gap="2">
          <HStack justify="space-between" gap="2">
            <Text fontSize="sm" color="fg.muted">
              Request #{e.requestNumber}
            </Text>
            <EscalationStatusBadge status={e.status} />
          </HStack>
          <Text fontWeight="semibold" lineClamp={1}>
            {equipment(e)} · {manufacturer(e)}
          </Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={1}>
            {e.locationName} · {e.customerName}
          </Text>
          <Text fontSize="sm" lineClamp={2}>
            {e.lastUpdate ? `${e.lastUpdate.authorName}: ${e.lastUpdate.text}` : e.reasons.join(', ')}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            Escalated {formatDay(e.createdAt)}
          </Text>
        </Card.Body>
      </Card.Root>
    </Link>
  );
}

function EscalationTable({ items }: { items: EscalationSummary[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Request</Table.ColumnHeader>
            <Table.ColumnHeader>Equipment</Table.ColumnHeader>
            <Table.ColumnHeader>Location</Table.ColumnHeader>
            <Table.ColumnHeader>Latest</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Escalated</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((e) => (
            <Table.Row key={e.id}>
              <Table.Cell>
                <Link to="/escalations/$id" params={{ id: e.id }}>
                  <Text color="brand.fg" fontWeight="medium" whiteSpace="nowrap">
                    #{e.requestNumber}
                  </Text>
                </Link>
              </Table.Cell>
              <Table.Cell minW="12rem">
                <Link to="/escalations/$id" params={{ id: e.id }}>
                  <Text fontWeight="medium" lineClamp={1}>
                    {equipment(e)}
                  </Text>
                </Link>
                <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                  {manufacturer(e)}
                </Text>
              </Table.Cell>
              <Table.Cell minW="10rem" maxW="14rem">
                <Text lineClamp={2}>{e.locationName}</Text>
                <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                  {e.customerName}
                </Text>
              </Table.Cell>
              <Table.Cell minW="14rem" maxW="sm">
                <Text lineClamp={2} fontSize="sm">
                  {e.lastUpdate ? (
                    `${e.lastUpdate.authorName}: ${e.lastUpdate.text}`
                  ) : (
                    <Text as="span" color="fg.muted">
                      {e.reasons.join(', ')}
                    </Text>
                  )}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <EscalationStatusBadge status={e.status} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDay(e.createdAt)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
