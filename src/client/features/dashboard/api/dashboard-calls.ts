import { DASHBOARD_PATHS, type PastEtaView, type PmComplianceView, type SpendView } from '@domain/dashboard/dashboard-api';
import type { ProofOfValueMetrics } from '@domain/requests/proof-of-value';
import { REQUEST_PATHS } from '@domain/requests/request-paths';
import type { RequestStats } from '@domain/requests/request-views';
import { api } from '@/lib/api-client';

/**
 * The home dashboard's reads (docs/product/home.md), each for the selected locations: an empty list
 * means every location the user sees. Open requests and savings come from the requests calls.
 */

const locations = (locationIds: readonly string[]) => (locationIds.length ? locationIds.join(',') : undefined);

export const getRequestStats = (locationIds: readonly string[]) => api<RequestStats>(REQUEST_PATHS.stats, { query: { locationId: locations(locationIds) } });
export const getCustomerProofOfValue = (locationIds: readonly string[]) =>
  api<ProofOfValueMetrics>(REQUEST_PATHS.customerProofOfValueMetrics, { query: { locationIds: locations(locationIds) } });
export const getPastEta = (locationIds: readonly string[]) => api<PastEtaView>(DASHBOARD_PATHS.pastEta, { query: { locationId: locations(locationIds) } });
export const getPmCompliance = (locationIds: readonly string[]) =>
  api<PmComplianceView>(DASHBOARD_PATHS.pmCompliance, { query: { locationId: locations(locationIds) } });
export const getSpend = (locationIds: readonly string[]) => api<SpendView>(DASHBOARD_PATHS.spend, { query: { locationId: locations(locationIds) } });
