import { and, asc, count, desc, eq, inArray, isNull, or, isNotNull } from 'drizzle-orm';
import type { Page, PageQuery } from '../../../domain/api/paging';
import type { ServiceVisit } from '../../../domain/assets/asset-api';
import type { Queryable } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { requests } from '../../db/schema/requests';
import { vendors } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';

/**
 * GET assets/{id}/service-visits: one visit per request on the asset that a vendor was sent to or
 * someone checked in on, newest first, with its check-ins (the requests' 'Check In' activities).
 */
export async function listServiceVisits(db: Queryable, assetId: string, page: PageQuery): Promise<Page<ServiceVisit>> {
  const checkedIn = db
    .select({ requestId: activities.requestId })
    .from(activities)
    .where(and(eq(activities.activityType, 'Check In'), isNull(activities.deletedAt)));
  const where = and(eq(requests.assetId, assetId), or(isNotNull(requests.assignedToVendorId), inArray(requests.id, checkedIn)));
  const rows = await db
    .select({
      requestId: requests.id,
      requestNumber: requests.number,
      requestType: requests.requestType,
      requestStatus: requests.requestStatus,
      vendorId: vendors.id,
      vendorName: vendors.name,
      incidentDescription: requests.incidentDescription,
      requestedAt: requests.createdAt,
      completedAt: requests.completedAt,
      resolutionStatement: requests.resolutionStatement,
    })
    .from(requests)
    .leftJoin(vendors, eq(vendors.id, requests.assignedToVendorId))
    .where(where)
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(requests).where(where);

  const checkIns = rows.length
    ? await db
        .select({ requestId: activities.requestId, at: activities.createdAt, userName: users.name })
        .from(activities)
        .leftJoin(users, eq(users.id, activities.createdByUserId))
        .where(
          and(
            inArray(
              activities.requestId,
              rows.map((r) => r.requestId),
            ),
            eq(activities.activityType, 'Check In'),
            isNull(activities.deletedAt),
          ),
        )
        .orderBy(asc(activities.createdAt))
    : [];

  return {
    items: rows.map(({ vendorId, vendorName, requestedAt, completedAt, ...r }) => ({
      ...r,
      vendor: vendorId && vendorName ? { id: vendorId, name: vendorName } : null,
      requestedAt: requestedAt.toISOString(),
      completedAt: completedAt?.toISOString() ?? null,
      checkIns: checkIns.filter((c) => c.requestId === r.requestId).map((c) => ({ checkedInAt: c.at.toISOString(), userName: c.userName })),
    })),
    total: total?.n ?? 0,
    limit: page.limit,
    offset: page.offset,
  };
}
