import type { QueryClient } from '@tanstack/react-query';
import { requestLocationsQuery } from '@/features/requests/api/picker-queries';
import { selectedLocationIds } from '../dashboard-filter';
import type { HomeSearch } from '../home-search';
import { customerProofOfValueQuery, pastEtaQuery, pmComplianceQuery, requestStatsQuery, spendQuery } from './dashboard-queries';

function startFigures(queryClient: QueryClient, locationIds: readonly string[], more?: (locationIds: readonly string[]) => void): void {
  more?.(locationIds);
  void queryClient.prefetchQuery(requestStatsQuery(locationIds));
  void queryClient.prefetchQuery(pastEtaQuery(locationIds));
  void queryClient.prefetchQuery(pmComplianceQuery(locationIds));
  void queryClient.prefetchQuery(spendQuery(locationIds));
  void queryClient.prefetchQuery(customerProofOfValueQuery(locationIds));
}

/**
 * What /home reads before it shows (and what hovering a link to it warms): every figure at once, not
 * awaited, so each tile shows when its own answer arrives. A group's figures wait for the location
 * list, which says which locations the group holds. `more` starts the figures of other areas' tiles.
 */
export function loadHome(queryClient: QueryClient, search: HomeSearch, more?: (locationIds: readonly string[]) => void): void {
  void queryClient.prefetchQuery(requestLocationsQuery());
  const ids = selectedLocationIds(search, undefined);
  if (ids) return startFigures(queryClient, ids, more);
  void queryClient.ensureQueryData(requestLocationsQuery()).then(
    (page) => {
      const inGroup = selectedLocationIds(search, page.items);
      if (inGroup) startFigures(queryClient, inGroup, more);
    },
    // The page shows the location list's error.
    () => undefined,
  );
}
