import { subject } from '@casl/ability';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../domain/api/paging';
import type { AssetLocation, LocationDetail, LocationListQuery, LocationSummary } from '../../../domain/locations/location-api';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { requests } from '../../db/schema/requests';
import { customers, locationGroups, locations } from '../../db/schema/tenancy';
import { forbidden, notFound } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { scopeFromMemberships, UNRESTRICTED_SCOPE, visibleTo, type TenantScope } from '../../db/tenant-scope';
import { isGeneralManagerOrAbove, roleRank } from '../../../domain/permissions/role-rank';
import { assetVisibleTo } from '../assets/asset-summaries.service';
import { containsPattern } from '../../db/search-pattern';

/** Locations the caller sees directly (customer users by assignment, internal staff all). */
export const locationVisibleTo = (scope: TenantScope): SQL => visibleTo(scope, { customerId: locations.customerId, locationId: locations.id });

/** The scope of every customer the user belongs to, whatever customer is selected (docs/product/roles-and-permissions.md multi-tenant users). */
export function membershipScope(actor: Actor): TenantScope {
  return actor.scope.all ? actor.scope : scopeFromMemberships({ customers: actor.memberships.customers, brandOwnerIds: [], vendorIds: [] });
}

/**
 * The locations the caller may change, as a scope: those of their customer memberships at General
 * Manager rank or above (build-rules.ts gives the same ranks `update Location`), in the customer
 * selected if one is; every location for administrators; none for other internal staff.
 */
export function editableLocationsScope(actor: Actor): TenantScope {
  if (actor.ability.can('manage', 'all')) return UNRESTRICTED_SCOPE;
  const managing = actor.memberships.customers.filter(
    (m) => isGeneralManagerOrAbove(roleRank(m.role)) && (!actor.selectedCustomerId || m.customerId === actor.selectedCustomerId),
  );
  return scopeFromMemberships({ customers: managing, brandOwnerIds: [], vendorIds: [] });
}

const summaryColumns = {
  id: locations.id,
  customerId: locations.customerId,
  customerName: customers.name,
  name: locations.name,
  storeNumber: locations.storeNumber,
  city: locations.city,
  state: locations.state,
  pmEnabled: locations.pmEnabled,
  groupId: locationGroups.id,
  groupName: locationGroups.name,
  archivedAt: locations.archivedAt,
};

type SummaryRow = { groupId: string | null; groupName: string | null; archivedAt: Date | null } & Omit<LocationSummary, 'locationGroup' | 'archivedAt'>;

function toSummary({ groupId, groupName, archivedAt, ...r }: SummaryRow): LocationSummary {
  return { ...r, locationGroup: groupId && groupName ? { id: groupId, name: groupName } : null, archivedAt: archivedAt?.toISOString() ?? null };
}

/** Locations in use only, unless the list asks for the archived ones too (`include`) or alone (`only`). */
function archivedCondition(archived: LocationListQuery['archived']): SQL | undefined {
  if (archived === 'include') return undefined;
  return archived === 'only' ? isNotNull(locations.archivedAt) : isNull(locations.archivedAt);
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const p = containsPattern(search);
  return or(ilike(locations.name, p), ilike(locations.storeNumber, p), ilike(locations.city, p));
}

/** The location list's filters: the search text, and archived locations only when asked for. */
export const locationFilters = (q: Pick<LocationListQuery, 'search' | 'archived'>): SQL | undefined =>
  and(searchCondition(q.search), archivedCondition(q.archived));

/** One page of locations matching `where` and the search, by customer and name. */
export async function listLocations(db: Queryable, where: SQL | undefined, q: LocationListQuery): Promise<Page<LocationSummary>> {
  const condition = and(where, locationFilters(q));
  const rows = await db
    .select(summaryColumns)
    .from(locations)
    .innerJoin(customers, eq(customers.id, locations.customerId))
    .leftJoin(locationGroups, eq(locationGroups.id, locations.locationGroupId))
    .where(condition)
    .orderBy(asc(customers.name), asc(locations.name), asc(locations.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(locations).where(condition);
  return { items: rows.map(toSummary), total: total?.n ?? 0, limit: q.limit, offset: q.offset };
}

/** GET locations/viewableAssetLocations: locations holding assets the caller sees (brand-owner users included), with how many. */
export async function listAssetLocations(db: Queryable, scope: TenantScope, q: LocationListQuery): Promise<Page<AssetLocation>> {
  const page = await listLocations(db, sql`exists (select 1 from ${assets} where ${assets.locationId} = ${locations.id} and ${assetVisibleTo(scope)})`, q);
  if (!page.items.length) return { ...page, items: [] };
  const counts = await db
    .select({ locationId: assets.locationId, n: count() })
    .from(assets)
    .where(
      and(
        assetVisibleTo(scope),
        inArray(
          assets.locationId,
          page.items.map((l) => l.id),
        ),
      ),
    )
    .groupBy(assets.locationId);
  return { ...page, items: page.items.map((l) => ({ ...l, assetCount: counts.find((c) => c.locationId === l.id)?.n ?? 0 })) };
}

/**
 * GET locations/viewableRequestLocations: locations the caller sees, plus those of requests they see
 * as a vendor (dispatched to them) or brand owner (on their brand's equipment).
 */
export function requestLocationCondition(scope: TenantScope): SQL {
  if (scope.all) return sql`true`;
  const viaRequests = sql`exists (select 1 from ${requests} left join ${assets} on ${assets.id} = ${requests.assetId}
    where ${requests.locationId} = ${locations.id}
    and ${visibleTo(scope, { vendorId: requests.assignedToVendorId, brandOwnerId: assets.brandOwnerId })})`;
  return or(locationVisibleTo(scope), scope.vendorIds.length || scope.brandOwnerIds.length ? viaRequests : undefined)!;
}

export const mayEditLocation = (actor: Actor, location: { id: string; customerId: string }): boolean =>
  actor.ability.can('update', subject('Location', { id: location.id, customerId: location.customerId }));

/** Adding, archiving and restoring locations and changing their structure fields: Company Leaders of the customer, administrators. */
export const mayManageLocations = (actor: Actor, customerId: string): boolean => actor.ability.can('create', subject('Location', { customerId }));

/** A location the caller sees; another tenant's (or none) is not found. */
export async function findVisibleLocation(
  db: Queryable,
  scope: TenantScope,
  id: string,
): Promise<{ id: string; customerId: string; name: string; archivedAt: Date | null }> {
  const [row] = await db
    .select({ id: locations.id, customerId: locations.customerId, name: locations.name, archivedAt: locations.archivedAt })
    .from(locations)
    .where(and(eq(locations.id, id), locationVisibleTo(scope)));
  if (!row) throw notFound('Location');
  return row;
}

/** A location the caller sees and may change (leaders of its customer, administrators). */
export async function findEditableLocation(db: Queryable, actor: Actor, id: string) {
  const location = await findVisibleLocation(db, actor.scope, id);
  if (!mayEditLocation(actor, location)) throw forbidden('You do not have permission to change this location.');
  return location;
}

export async function getLocation(db: Queryable, actor: Actor, id: string): Promise<LocationDetail> {
  const [row] = await db
    .select({
      ...summaryColumns,
      address: locations.address,
      postalCode: locations.postalCode,
      phone: locations.phone,
      siteContactName: locations.siteContactName,
      siteContactPhone: locations.siteContactPhone,
      accessNotes: locations.accessNotes,
      timezone: locations.timezone,
    })
    .from(locations)
    .innerJoin(customers, eq(customers.id, locations.customerId))
    .leftJoin(locationGroups, eq(locationGroups.id, locations.locationGroupId))
    .where(and(eq(locations.id, id), locationVisibleTo(actor.scope)));
  if (!row) throw notFound('Location');
  const { address, postalCode, phone, siteContactName, siteContactPhone, accessNotes, timezone, ...summary } = row;
  return {
    ...toSummary(summary),
    address,
    postalCode,
    phone,
    siteContactName,
    siteContactPhone,
    accessNotes,
    timezone,
    canEdit: mayEditLocation(actor, row),
    canManage: mayManageLocations(actor, row.customerId),
  };
}
