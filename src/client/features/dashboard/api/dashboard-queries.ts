import { apiQuery } from '@/lib/api-query';
import { getCustomerProofOfValue, getPastEta, getPmCompliance, getRequestStats, getSpend } from './dashboard-calls';

/**
 * One query per dashboard figure, keyed by the selected locations: the figures load side by side and
 * each tile shows (or fails) on its own (docs/product/home.md). Texts per docs/product/messages.md.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  part: (part: string, locationIds: readonly string[]) => ['dashboard', part, [...locationIds].sort()] as const,
};

export const DASHBOARD_MESSAGES = {
  stats: 'An error occurred while trying to get open requests.',
  pastEta: 'An error occurred while trying to get requests past their ETA.',
  pmCompliance: 'An error occurred while trying to get PM compliance.',
  spend: 'An error occurred while trying to get spend.',
  proofOfValue: 'An error occurred while trying to get proof-of-value metrics',
} as const;

export const requestStatsQuery = (locationIds: readonly string[]) =>
  apiQuery({ queryKey: dashboardKeys.part('request-stats', locationIds), read: () => getRequestStats(locationIds), failure: DASHBOARD_MESSAGES.stats });
export const pastEtaQuery = (locationIds: readonly string[]) =>
  apiQuery({ queryKey: dashboardKeys.part('past-eta', locationIds), read: () => getPastEta(locationIds), failure: DASHBOARD_MESSAGES.pastEta });
export const pmComplianceQuery = (locationIds: readonly string[]) =>
  apiQuery({ queryKey: dashboardKeys.part('pm-compliance', locationIds), read: () => getPmCompliance(locationIds), failure: DASHBOARD_MESSAGES.pmCompliance });
export const spendQuery = (locationIds: readonly string[]) =>
  apiQuery({ queryKey: dashboardKeys.part('spend', locationIds), read: () => getSpend(locationIds), failure: DASHBOARD_MESSAGES.spend });
export const customerProofOfValueQuery = (locationIds: readonly string[]) =>
  apiQuery({
    queryKey: dashboardKeys.part('proof-of-value', locationIds),
    read: () => getCustomerProofOfValue(locationIds),
    failure: DASHBOARD_MESSAGES.proofOfValue,
  });
