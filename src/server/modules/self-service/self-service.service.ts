import { and, asc, count, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Page } from '../../../domain/api/paging';
import { AUTHORED_ACTIVITY_TYPES } from '../../../domain/requests/activity-types';
import type { RequestType } from '../../../domain/requests/request-enums';
import type { SelfServiceRequestDetail, VendorOption } from '../../../domain/requests/request-views';
import {
  isPreventativeType,
  selfServiceRequestType,
  type selfServiceRequestCreateSchema,
  type selfServiceRequestPatchSchema,
  type vendorListQuerySchema,
} from '../../../domain/requests/self-service-inputs';
import type { Queryable } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { requests } from '../../db/schema/requests';
import { tasks } from '../../db/schema/tasks';
import { vendors } from '../../db/schema/tenancy';
import { badRequest, forbidden, notFound } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { listActivities } from '../requests/activities.service';
import { assertMayChangeFields, requireVisibleRequest, type RequestAccessRow } from '../requests/request-access';
import { getRequestDetail } from '../requests/request-queries.service';
import { completeRequest, insertRequest, patchRequest, reopenRequest, reportedAtOf, resolvePlacement, setPriority } from '../requests/request-writes.service';
import { containsPattern } from '../../db/search-pattern';

type CreateInput = z.output<typeof selfServiceRequestCreateSchema>;
type PatchInput = z.output<typeof selfServiceRequestPatchSchema>;

/** Timeline entries the self-service detail carries; older ones are read through the activities call. */
const DETAIL_ACTIVITY_LIMIT = 200;

/** A self-service request the caller may see; full-service ones are not found here. */
export async function findSelfServiceRequest(db: Queryable, actor: Actor, id: string): Promise<RequestAccessRow> {
  const row = await requireVisibleRequest(db, actor, id);
  if (!row.isSelfService) throw notFound('Self-service request');
  return row;
}

export async function getSelfServiceDetail(db: Queryable, id: string): Promise<SelfServiceRequestDetail> {
  const detail = await getRequestDetail(db, id);
  const [timeline, taskRows] = await Promise.all([
    listActivities(db, id, { limit: DETAIL_ACTIVITY_LIMIT, offset: 0, order: 'asc' }),
    db
      .select({ id: tasks.id, title: tasks.title, dueAt: tasks.dueAt, completedAt: tasks.completedAt })
      .from(tasks)
      .where(eq(tasks.requestId, id))
      .orderBy(asc(tasks.createdAt)),
  ]);
  const preventative = isPreventativeType(detail.requestType);
  return {
    ...detail,
    selfServiceTroubleshootingStatus: detail.troubleshootingStatus,
    pmAssets: preventative && detail.asset ? [{ id: detail.asset.id, name: detail.asset.name, locationId: detail.location.id }] : [],
    pmLocations: preventative ? [{ id: detail.location.id, name: detail.location.name }] : [],
    activities: timeline.items,
    tasks: taskRows.map((t) => ({ ...t, dueAt: t.dueAt?.toISOString() ?? null, completedAt: t.completedAt?.toISOString() ?? null })),
    attachments: [],
  };
}

async function assertThreadVisible(db: Queryable, actor: Actor, customerId: string, pmThreadId: string): Promise<void> {
  const [member] = await db
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.pmThreadId, pmThreadId), eq(requests.customerId, customerId)))
    .limit(1);
  if (!member) throw badRequest('pmThreadId: no such preventative series at this customer.');
  await requireVisibleRequest(db, actor, member.id);
}

/** Creates a self-service request (docs/product/README.md#api); false when its id exists already (a replay). */
export async function createSelfServiceRequest(db: Queryable, actor: Actor, body: CreateInput): Promise<boolean> {
  const placement = await resolvePlacement(db, actor, { assetId: body.assetId });
  if (!placement.isSelfServiceCustomer) throw badRequest('This customer has full service: create the request through requests.');
  const requestType: RequestType = selfServiceRequestType(body.requestType);
  const preventative = isPreventativeType(requestType);
  if (body.pmThreadId) {
    if (!preventative) throw badRequest('pmThreadId: only preventative requests join a series.');
    await assertThreadVisible(db, actor, placement.customerId, body.pmThreadId);
  }
  return insertRequest(db, actor, {
    id: body.id,
    reportedAt: reportedAtOf(body.reportedAt),
    placement,
    requestType,
    requestPriority: body.requestPriority,
    isSelfService: true,
    ticketName: body.ticketName ?? null,
    incidentDescription: body.incidentDescription,
    symptoms: body.symptoms,
    assignedToVendorId: body.assignedToVendorId ?? null,
    contactIds: [],
    troubleshootingStatus: body.selfServiceTroubleshootingStatus ?? null,
    troubleshootingGuideAttempt: body.troubleshootingGuideAttempt ?? null,
    pmThreadId: preventative ? (body.pmThreadId ?? body.id) : null,
  });
}

/** Field changes first, then priority, then opening or closing (docs/product/requests.md complete via requestStatus). */
export async function patchSelfServiceRequest(db: Queryable, actor: Actor, row: RequestAccessRow, patch: PatchInput): Promise<void> {
  assertMayChangeFields(actor, row, Object.keys(patch) as (keyof PatchInput)[]);
  const { requestPriority, requestStatus, completedAt, resolutionStatement, selfServiceTroubleshootingStatus, ...fields } = patch;
  if ((completedAt || resolutionStatement) && requestStatus !== 'Request Closed') {
    throw badRequest('requestStatus: completedAt and resolutionStatement go with requestStatus Request Closed.');
  }
  const changes = { ...fields, ...(selfServiceTroubleshootingStatus !== undefined ? { troubleshootingStatus: selfServiceTroubleshootingStatus } : {}) };
  if (Object.keys(changes).length) await patchRequest(db, actor, row, changes);
  if (requestPriority) await setPriority(db, actor, row, requestPriority);
  if (requestStatus === 'Request Closed') await completeRequest(db, actor, row, { resolutionStatement: resolutionStatement!, completedAt });
  if (requestStatus === 'Request Open') await reopenRequest(db, actor, row);
}

/** An authored timeline entry the caller wrote, on a request it still sees; deleted ones are gone. */
export async function findOwnActivity(db: Queryable, actor: Actor, id: string, options: { includeDeleted?: boolean } = {}) {
  const [row] = await db
    .select({
      id: activities.id,
      requestId: activities.requestId,
      activityType: activities.activityType,
      createdByUserId: activities.createdByUserId,
      deletedAt: activities.deletedAt,
    })
    .from(activities)
    .where(and(eq(activities.id, id), options.includeDeleted ? undefined : isNull(activities.deletedAt)));
  if (!row) throw notFound('Activity');
  await requireVisibleRequest(db, actor, row.requestId);
  if (!AUTHORED_ACTIVITY_TYPES.includes(row.activityType) || row.createdByUserId !== actor.user.id) {
    throw forbidden('Only activities you wrote can be changed.');
  }
  return row;
}

/** A task named by an activity must be one of the request's. */
export async function assertTaskOfRequest(db: Queryable, taskId: string, requestId: string): Promise<void> {
  const [task] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.requestId, requestId)));
  if (!task) throw badRequest('taskId: no such task on this request.');
}

/** Vendors a self-service customer may assign (the portal's network; internal technicians excluded). */
export async function listAssignableVendors(db: Queryable, query: z.output<typeof vendorListQuerySchema>): Promise<Page<VendorOption>> {
  const conditions: SQL[] = [eq(vendors.isInternalTechnicianVendor, false)];
  if (query.search) conditions.push(ilike(vendors.name, containsPattern(query.search)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: vendors.id, name: vendors.name, email: vendors.email, phone: vendors.phone })
      .from(vendors)
      .where(where)
      .orderBy(asc(vendors.name), asc(vendors.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(vendors).where(where),
  ]);
  return { items: rows, total: total?.n ?? 0, limit: query.limit, offset: query.offset };
}
