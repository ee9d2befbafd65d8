import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { priceProofOfValue, type ProofOfValueCounts, type ProofOfValueMetrics } from '../../../domain/requests/proof-of-value';
import type { RequestPriority } from '../../../domain/requests/request-enums';
import type { Queryable } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { assets } from '../../db/schema/assets';
import { requests } from '../../db/schema/requests';
import type { TenantScope } from '../../db/tenant-scope';
import { requestVisibleTo } from './request-access';

const isOpen = sql`${requests.requestStatus} = 'Request Open'`;
const isClosed = sql`${requests.requestStatus} = 'Request Closed'`;
const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * Which requests each metric counts (docs/product/requests.md proof-of-value); domain/requests/proof-of-value
 * prices them.
 */
const METRIC_CONDITIONS = {
  // Open, a guide exists but was not tried, nobody dispatched yet.
  pendingTroubleshootingProjectedSavingsUsd: sql`${isOpen} and ${requests.troubleshootingGuideAvailable} and coalesce(${requests.troubleshootingStatus}, 'Not Attempted') = 'Not Attempted' and ${requests.assignedToVendorId} is null`,
  quoteProjectedSavingsUsd: sql`${isOpen} and ${requests.subStatus} = 'Awaiting Quote Approval'`,
  assetOverFiftyPercentOfSpendProjectedSavingsUsd: sql`${isOpen} and ${assets.percentOfSpend} > 50`,
  pendingWarrantyProjectedSavingsUsd: sql`${isOpen} and ${assets.warrantyExpiresOn} >= current_date`,
  assetsFixedUnderWarrantyProjectedSavingsUsd: sql`${isClosed} and ${assets.warrantyExpiresOn} >= ${requests.completedAt}::date`,
  // Closed without any vendor: the problem was solved on site.
  dispatchAvoidanceProjectedSavingsUsd: sql`${isClosed} and ${requests.assignedToVendorId} is null`,
  quoteSavedUsd: sql`${isClosed} and exists (select 1 from ${activities} where ${activities.requestId} = ${requests.id} and ${activities.activityType} = 'Sub-Status Changed' and ${activities.details}->>'to' = 'Awaiting Quote Approval')`,
  replacedAssetSavingsUsd: sql`${isClosed} and ${assets.status} in ('Replacing', 'Retired')`,
} as const;

type MetricKey = keyof typeof METRIC_CONDITIONS;
const METRIC_KEYS = Object.keys(METRIC_CONDITIONS) as MetricKey[];

export interface ProofOfValueScope {
  requestId?: string;
  customerId?: string;
  locationIds?: readonly string[];
}

export async function proofOfValueMetrics(db: Queryable, scope: TenantScope, filter: ProofOfValueScope): Promise<ProofOfValueMetrics> {
  const rows = await db
    .select({
      priority: requests.requestPriority,
      ...(Object.fromEntries(METRIC_KEYS.map((k) => [k, counted(METRIC_CONDITIONS[k])])) as Record<MetricKey, SQL<number>>),
    })
    .from(requests)
    .leftJoin(assets, eq(assets.id, requests.assetId))
    .where(
      and(
        requestVisibleTo(scope),
        filter.requestId ? eq(requests.id, filter.requestId) : undefined,
        filter.customerId ? eq(requests.customerId, filter.customerId) : undefined,
        filter.locationIds?.length ? inArray(requests.locationId, [...filter.locationIds]) : undefined,
      ),
    )
    .groupBy(requests.requestPriority);
  const counts: ProofOfValueCounts = {};
  for (const row of rows) {
    const values: Record<MetricKey, number> & { priority: RequestPriority } = row;
    for (const key of METRIC_KEYS) (counts[key] ??= {})[values.priority] = values[key];
  }
  return priceProofOfValue(counts);
}
