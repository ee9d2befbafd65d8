import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { DEFAULT_REQUEST_STATUS_FILTER } from '../../../domain/requests/request-enums';
import type { OfflineKind } from '../../../domain/sync/sync-api';
import type { Queryable } from '../../db/client';
import { assets, qrLabels } from '../../db/schema/assets';
import { requests } from '../../db/schema/requests';
import { tasks } from '../../db/schema/tasks';
import { visibleTo, type TenantScope } from '../../db/tenant-scope';
import { requestVisibleTo } from '../requests/request-access';
import { taskVisibleTo } from '../tasks/task-queries.service';
import { assetStamps, requestStamps } from './record-stamps';

/** A record of the user's offline set, with what its reads need to know. */
export interface OfflineMember {
  kind: OfflineKind;
  id: string;
  open: boolean;
  label: string;
  isSelfService?: boolean;
  labelIds?: string[];
  /** record-stamps.ts: moves when what its pages show (probably) changed; none means read it every time. */
  stamp?: string;
}

export interface OfflineSetBounds {
  /** Open requests at most (a leader's newest; location staff and technicians rarely reach it). */
  requests: number;
  /** Assets at most. */
  assets: number;
}

/** The user's own open tasks at most. */
const TASKS_BOUND = 200;

/** A technician (of a vendor, or the customer's own internal one): works for a vendor. */
const isTechnician = (scope: TenantScope): boolean => scope.vendorIds.length > 0;

/**
 * The open requests the caller works on, newest first (docs/adr/0010-offline-set.md): technicians
 * and vendor technicians those dispatched to their vendor or with a task of theirs; everyone else
 * those their scope shows (location staff: their locations'; leaders: all, bounded to the newest).
 */
async function openRequests(db: Queryable, scope: TenantScope, userId: string, bound: number): Promise<OfflineMember[]> {
  const workedOn = isTechnician(scope)
    ? or(
        inArray(requests.assignedToVendorId, [...scope.vendorIds]),
        inArray(
          requests.id,
          db
            .select({ id: tasks.requestId })
            .from(tasks)
            .where(and(eq(tasks.assignedToUserId, userId), isNotNull(tasks.requestId))),
        ),
      )!
    : sql`true`;
  const rows = await db
    .select({
      id: requests.id,
      number: requests.number,
      ticketName: requests.ticketName,
      description: sql<string>`left(${requests.incidentDescription}, 80)`,
      requestType: requests.requestType,
      isSelfService: requests.isSelfService,
    })
    .from(requests)
    .leftJoin(assets, eq(assets.id, requests.assetId))
    .where(and(requestVisibleTo(scope), eq(requests.requestStatus, DEFAULT_REQUEST_STATUS_FILTER), workedOn))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(bound);
  return rows.map((r) => ({
    kind: 'request',
    id: r.id,
    open: true,
    label: `#${r.number} ${r.ticketName ?? (r.description || r.requestType)}`,
    isSelfService: r.isSelfService,
  }));
}

/**
 * The assets at the caller's locations (a scanned label there opens offline), with their labels;
 * a technician's, the equipment of the requests in their set.
 */
async function locationAssets(db: Queryable, scope: TenantScope, requestIds: string[], bound: number): Promise<OfflineMember[]> {
  const atLocations = isTechnician(scope)
    ? sql`false`
    : visibleTo({ ...scope, brandOwnerIds: [], vendorIds: [] }, { customerId: assets.customerId, locationId: assets.locationId });
  const atRequests = requestIds.length
    ? inArray(assets.id, db.select({ id: requests.assetId }).from(requests).where(inArray(requests.id, requestIds)))
    : sql`false`;
  const rows = await db
    .select({ id: assets.id, name: assets.name, labelIds: sql<string[] | null>`array_agg(${qrLabels.id}) filter (where ${qrLabels.id} is not null)` })
    .from(assets)
    .leftJoin(qrLabels, eq(qrLabels.assetId, assets.id))
    .where(sql`(${atLocations}) or (${atRequests})`)
    .groupBy(assets.id)
    .orderBy(assets.name, assets.id)
    .limit(bound);
  return rows.map((r) => ({ kind: 'asset', id: r.id, open: true, label: r.name, labelIds: r.labelIds ?? [] }));
}

/** The caller's own open tasks. */
async function ownTasks(db: Queryable, scope: TenantScope, userId: string): Promise<OfflineMember[]> {
  const rows = await db
    .select({ id: tasks.id, title: tasks.title })
    .from(tasks)
    .where(and(taskVisibleTo(scope), eq(tasks.assignedToUserId, userId), isNull(tasks.completedAt)))
    .orderBy(desc(tasks.createdAt))
    .limit(TASKS_BOUND);
  return rows.map((r) => ({ kind: 'task', id: r.id, open: true, label: r.title }));
}

/** The new request form's pickers: one record per acting context, read at every refresh (it has no stamp). */
const NEW_REQUEST_FORM: OfflineMember = { kind: 'form', id: 'new-request', open: true, label: 'New request form' };

/** A vendor's home (My jobs), for those who work for a vendor: read at every refresh too. */
export const MY_JOBS_PAGE: OfflineMember = { kind: 'form', id: 'my-jobs', open: true, label: 'My jobs' };

/** The whole offline set of the caller, in a stable order: requests, then tasks, then assets, then the form and, for a vendor, My jobs. */
export async function offlineSetMembers(db: Queryable, scope: TenantScope, userId: string, bounds: OfflineSetBounds): Promise<OfflineMember[]> {
  // Administrators and internal staff reach every tenant and work at a desk: no set of their own
  // (the newest requests and first assets of every customer would be a large, meaningless fill).
  // Impersonating someone, they get that person's scope, and that person's set.
  if (scope.all) return [];
  const open = await openRequests(db, scope, userId, bounds.requests);
  const own = await ownTasks(db, scope, userId);
  const equipment = await locationAssets(
    db,
    scope,
    open.map((r) => r.id),
    bounds.assets,
  );
  const [requestStamp, assetStamp] = await Promise.all([
    requestStamps(
      db,
      open.map((r) => r.id),
    ),
    assetStamps(
      db,
      equipment.map((a) => a.id),
    ),
  ]);
  return [
    ...open.map((r) => ({ ...r, stamp: requestStamp.get(r.id) })),
    ...own,
    ...equipment.map((a) => ({ ...a, stamp: assetStamp.get(a.id) })),
    NEW_REQUEST_FORM,
    ...(scope.vendorIds.length ? [MY_JOBS_PAGE] : []),
  ];
}
