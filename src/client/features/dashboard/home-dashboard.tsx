import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ProofOfValueMetric } from '@domain/requests/proof-of-value';
import { ErrorNotice } from '@/components/error-notice';
import { SectionEmptyState } from '@/components/section-empty-state';
import { requestLocationsQuery } from '../requests/api/picker-queries';
import { customerProofOfValueQuery, pastEtaQuery, pmComplianceQuery, requestStatsQuery, spendQuery } from './api/dashboard-queries';
import { listLocation, selectedLocationIds } from './dashboard-filter';
import type { HomeSearch } from './home-search';
import { LocationFilter } from './location-filter';
import { OpenRequestsCard } from './open-requests-card';
import { PastEtaCard } from './past-eta-card';
import { PmComplianceCard } from './pm-compliance-card';
import { SavingsCard } from './savings-card';
import { SpendCard } from './spend-card';

/**
 * The home dashboard (docs/product/home.md): open requests by priority and sub-status, requests past
 * their ETA, PM compliance, spend and proof of value for the selected locations. Every figure is its
 * own read, started together; a tile that fails keeps its last figures and says so, the rest show.
 */
export function HomeDashboard({
  search,
  onSearch,
  metricLabels,
  extraTiles,
}: {
  search: HomeSearch;
  onSearch: (next: HomeSearch) => void;
  /** The proof-of-value metric names the request screen uses. */
  metricLabels: Record<ProofOfValueMetric, string>;
  /** Tiles of other areas, composed by the route. */
  extraTiles?: (locationIds: readonly string[]) => ReactNode;
}) {
  const locations = useQuery(requestLocationsQuery());
  const ids = selectedLocationIds(search, locations.data?.items);
  const key = ids ?? [];
  const stats = useQuery({ ...requestStatsQuery(key), enabled: Array.isArray(ids), placeholderData: keepPreviousData });
  const pastEta = useQuery({ ...pastEtaQuery(key), enabled: Array.isArray(ids), placeholderData: keepPreviousData });
  const compliance = useQuery({ ...pmComplianceQuery(key), enabled: Array.isArray(ids), placeholderData: keepPreviousData });
  const spend = useQuery({ ...spendQuery(key), enabled: Array.isArray(ids), placeholderData: keepPreviousData });
  const metrics = useQuery({ ...customerProofOfValueQuery(key), enabled: Array.isArray(ids), placeholderData: keepPreviousData });
  const list = listLocation(ids);
  const extra = ids ? extraTiles?.(ids) : undefined;

  return (
    <Stack gap="4">
      {locations.error && <ErrorNotice size="sm" message={locations.error.message} onRetry={() => void locations.refetch()} />}
      <LocationFilter search={search} locations={locations.data?.items ?? []} onSearch={onSearch} />
      {ids && ids.length > 1 && (
        <Text textStyle="xs" color="fg.muted">
          The request list filters one location at a time: a tile opens it for all your locations.
        </Text>
      )}
      {ids === null ? (
        <SectionEmptyState size="md" icon="home" title="No locations in this group" text="None of your locations is in this group. Choose another group." />
      ) : (
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="stretch">
          <Box gridColumn={{ lg: 'span 2' }}>
            <OpenRequestsCard stats={stats} listLocation={list} />
          </Box>
          <PastEtaCard pastEta={pastEta} />
          <PmComplianceCard compliance={compliance} listLocation={list} />
          {/* Spend shares its row with the other areas' tiles, or has it to itself. */}
          <Box gridColumn={{ lg: extra ? 'auto' : 'span 2' }}>
            <SpendCard spend={spend} />
          </Box>
          {extra}
          <Box gridColumn={{ lg: 'span 2' }}>
            <SavingsCard metrics={metrics} labels={metricLabels} />
          </Box>
        </Grid>
      )}
    </Stack>
  );
}
