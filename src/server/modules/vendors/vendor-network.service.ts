import { and, asc, count, countDistinct, desc, eq, ilike, inArray, min, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Page, PageQuery } from '../../../domain/api/paging';
import type { ContractedRate } from '../../../domain/vendors/vendor-contracted-rates-api';
import type {
  AdminVendor,
  EightySixedVendor,
  NetworkVendor,
  PossibleVendor,
  RequestVendor,
  RosterViewCategory,
  VendorCustomer,
} from '../../../domain/vendors/vendor-network-api';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { serviceCategories } from '../../db/schema/catalog';
import { requests } from '../../db/schema/requests';
import { customers, vendorMemberships, vendors } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import { assetRosterEntries, categoryRosterEntries, locationDoNotSuggest, locationVendors } from '../../db/schema/vendor-preferences';
import { vendorContractedRates, vendorEightySixes, vendorServiceCategories } from '../../db/schema/vendors';
import { containsPattern } from '../../db/search-pattern';
import { canSeeCustomer, visibleTo, type TenantScope } from '../../db/tenant-scope';
import { forbidden, notFound } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { findVisibleLocation } from '../locations/locations.service';
import { requestVisibleTo, requireRequestContext } from '../requests/request-access';
import { selectRates } from './vendor-contracted-rates.service';
import { categoriesOf, vendorExists } from './vendor-profile.service';
import { vendorSummaryColumns } from './vendors.service';

/** The vendor network as a customer sees it, and the directory searches (docs/product/vendors.md). */

const pageFrom = <T>(items: T[], total: { n: number } | undefined, q: PageQuery): Page<T> => ({
  items,
  total: total?.n ?? 0,
  limit: q.limit,
  offset: q.offset,
});

const networkVisibleTo = (scope: TenantScope) => visibleTo(scope, { customerId: locationVendors.customerId, locationId: locationVendors.locationId });

/** Directory rows with their categories, service area and how many of the caller's locations have them. */
async function asNetworkVendors(db: Queryable, scope: TenantScope, where: SQL | undefined, q: PageQuery): Promise<Page<NetworkVendor>> {
  const rows = await db
    .select({
      ...vendorSummaryColumns,
      city: vendors.city,
      state: vendors.state,
      serviceAreaStates: vendors.serviceAreaStates,
      serviceAreaPostalCodes: vendors.serviceAreaPostalCodes,
      serviceRadiusMiles: vendors.serviceRadiusMiles,
    })
    .from(vendors)
    .where(where)
    .orderBy(asc(vendors.name), asc(vendors.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(vendors).where(where);
  const ids = rows.map((r) => r.id);
  const categories = await categoriesOf(db, ids);
  const counts = ids.length
    ? await db
        .select({ vendorId: locationVendors.vendorId, n: count() })
        .from(locationVendors)
        .where(and(inArray(locationVendors.vendorId, ids), networkVisibleTo(scope)))
        .groupBy(locationVendors.vendorId)
    : [];
  const items = rows.map(({ serviceAreaStates, serviceAreaPostalCodes, serviceRadiusMiles, ...v }) => ({
    ...v,
    serviceArea: { states: serviceAreaStates, postalCodes: serviceAreaPostalCodes, radiusMiles: serviceRadiusMiles },
    serviceCategories: categories.get(v.id) ?? [],
    networkLocationCount: counts.find((c) => c.vendorId === v.id)?.n ?? 0,
  }));
  return pageFrom(items, total, q);
}

/** GET vendors/internalTechnicianVendors: the portal's own technicians, as the directory shows them. */
export const internalTechnicianVendors = (db: Queryable, actor: Actor, q: PageQuery) =>
  asNetworkVendors(db, actor.scope, eq(vendors.isInternalTechnicianVendor, true), q);

/** GET vendors/fullSearch: by name, email or phone, a category it works in, and a state or postal code it serves. */
export function fullSearch(
  db: Queryable,
  actor: Actor,
  q: PageQuery & { searchText?: string; serviceCategoryId?: string; state?: string; postalCode?: string },
): Promise<Page<NetworkVendor>> {
  const p = q.searchText ? containsPattern(q.searchText) : null;
  const where = and(
    p ? or(ilike(vendors.name, p), ilike(vendors.email, p), ilike(vendors.phone, p)) : undefined,
    q.serviceCategoryId
      ? sql`exists (select 1 from ${vendorServiceCategories} where ${vendorServiceCategories.vendorId} = ${vendors.id} and ${vendorServiceCategories.serviceCategoryId} = ${q.serviceCategoryId})`
      : undefined,
    q.state ? or(eq(vendors.state, q.state), sql`${q.state} = any(${vendors.serviceAreaStates})`) : undefined,
    q.postalCode ? or(eq(vendors.postalCode, q.postalCode), sql`${q.postalCode} = any(${vendors.serviceAreaPostalCodes})`) : undefined,
  );
  return asNetworkVendors(db, actor.scope, where, q);
}

/** GET vendors/admin/search (administrators only): with their users and the customers whose networks have them. */
export async function adminSearch(
  db: Queryable,
  actor: Actor,
  q: PageQuery & { searchText?: string; isInternalTechnicianVendor?: boolean },
): Promise<Page<AdminVendor>> {
  if (!actor.user.isAdmin) throw forbidden('Only administrators may search all vendors.');
  const p = q.searchText ? containsPattern(q.searchText) : null;
  const where = and(
    p ? or(ilike(vendors.name, p), ilike(vendors.email, p), ilike(vendors.phone, p)) : undefined,
    q.isInternalTechnicianVendor === undefined ? undefined : eq(vendors.isInternalTechnicianVendor, q.isInternalTechnicianVendor),
  );
  const rows = await db
    .select({
      ...vendorSummaryColumns,
      createdAt: vendors.createdAt,
      userCount: sql<number>`(select count(*) from ${vendorMemberships} where ${vendorMemberships.vendorId} = ${vendors.id})::int`,
      customerCount: sql<number>`(select count(distinct ${locationVendors.customerId}) from ${locationVendors} where ${locationVendors.vendorId} = ${vendors.id})::int`,
    })
    .from(vendors)
    .where(where)
    .orderBy(asc(vendors.name), asc(vendors.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(vendors).where(where);
  return pageFrom(
    rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total,
    q,
  );
}

/**
 * GET vendors/rosterView: per service category (by name), the vendors on its rosters at the caller's
 * locations (or the one given), best position first, with their contracted rates in force today.
 */
export async function rosterView(
  db: Queryable,
  actor: Actor,
  q: PageQuery & { locationId?: string; serviceCategoryId?: string },
): Promise<Page<RosterViewCategory>> {
  if (q.locationId) await findVisibleLocation(db, actor.scope, q.locationId);
  const where = and(
    eq(categoryRosterEntries.doNotSuggest, false),
    visibleTo(actor.scope, { customerId: categoryRosterEntries.customerId, locationId: categoryRosterEntries.locationId }),
    q.locationId ? eq(categoryRosterEntries.locationId, q.locationId) : undefined,
    q.serviceCategoryId ? eq(categoryRosterEntries.serviceCategoryId, q.serviceCategoryId) : undefined,
  );
  const categories = await db
    .selectDistinct({ id: serviceCategories.id, name: serviceCategories.name })
    .from(categoryRosterEntries)
    .innerJoin(serviceCategories, eq(serviceCategories.id, categoryRosterEntries.serviceCategoryId))
    .where(where)
    .orderBy(asc(serviceCategories.name), asc(serviceCategories.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db
    .select({ n: countDistinct(categoryRosterEntries.serviceCategoryId) })
    .from(categoryRosterEntries)
    .where(where);
  if (!categories.length) return pageFrom([], total, q);

  const categoryIds = categories.map((c) => c.id);
  const entries = await db
    .select({
      serviceCategoryId: categoryRosterEntries.serviceCategoryId,
      vendor: vendorSummaryColumns,
      locationCount: count(),
      bestPosition: min(categoryRosterEntries.position),
    })
    .from(categoryRosterEntries)
    .innerJoin(vendors, eq(vendors.id, categoryRosterEntries.vendorId))
    .where(and(where, inArray(categoryRosterEntries.serviceCategoryId, categoryIds)))
    .groupBy(categoryRosterEntries.serviceCategoryId, vendors.id)
    .orderBy(asc(min(categoryRosterEntries.position)), desc(count()), asc(vendors.name));
  const rates = await selectRates(db, actor.scope, {
    where: and(
      inArray(vendorContractedRates.serviceCategoryId, categoryIds),
      inArray(vendorContractedRates.vendorId, [...new Set(entries.map((e) => e.vendor.id))]),
      visibleTo(actor.scope, { customerId: vendorContractedRates.customerId }),
    ),
    activeOnly: true,
  });
  const ratesFor = (vendorId: string, categoryId: string): ContractedRate[] =>
    rates.filter((r) => r.vendor.id === vendorId && r.serviceCategory.id === categoryId);
  return pageFrom(
    categories.map((category) => ({
      serviceCategory: category,
      vendors: entries
        .filter((e) => e.serviceCategoryId === category.id)
        .map((e) => ({
          vendor: e.vendor,
          locationCount: e.locationCount,
          bestPosition: e.bestPosition ?? 0,
          contractedRates: ratesFor(e.vendor.id, category.id),
        })),
    })),
    total,
    q,
  );
}

const eightySixer = alias(users, 'eighty_sixer');

/** GET vendors/eightySixVendors: the vendors the caller's customers dropped, newest first (one vendor's, for the answer to eighty-sixing it). */
export async function eightySixVendors(
  db: Queryable,
  actor: Actor,
  q: PageQuery & { customerId?: string; vendorId?: string },
): Promise<Page<EightySixedVendor>> {
  if (q.customerId && !canSeeCustomer(actor.scope, q.customerId)) throw notFound('Customer');
  const where = and(
    visibleTo(actor.scope, { customerId: vendorEightySixes.customerId }),
    q.customerId ? eq(vendorEightySixes.customerId, q.customerId) : undefined,
    q.vendorId ? eq(vendorEightySixes.vendorId, q.vendorId) : undefined,
  );
  const rows = await db
    .select({
      vendor: vendorSummaryColumns,
      customer: { id: customers.id, name: customers.name },
      reason: vendorEightySixes.reason,
      byId: eightySixer.id,
      byName: eightySixer.name,
      eightySixedAt: vendorEightySixes.eightySixedAt,
    })
    .from(vendorEightySixes)
    .innerJoin(vendors, eq(vendors.id, vendorEightySixes.vendorId))
    .innerJoin(customers, eq(customers.id, vendorEightySixes.customerId))
    .leftJoin(eightySixer, eq(eightySixer.id, vendorEightySixes.eightySixedByUserId))
    .where(where)
    .orderBy(desc(vendorEightySixes.eightySixedAt), asc(vendors.name))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(vendorEightySixes).where(where);
  const categories = await categoriesOf(
    db,
    rows.map((r) => r.vendor.id),
  );
  return pageFrom(
    rows.map(({ byId, byName, ...r }) => ({
      ...r,
      serviceCategories: categories.get(r.vendor.id) ?? [],
      eightySixedBy: byId && byName ? { id: byId, name: byName } : null,
      eightySixedAt: r.eightySixedAt.toISOString(),
    })),
    total,
    q,
  );
}

/**
 * GET vendors/allPossibleVendorsForRequest: the asset's roster, the category's roster at the
 * location, the location's network, then vendors that work in the category; never a vendor not to
 * suggest there, nor one the customer eighty-sixed.
 */
export async function possibleVendorsForRequest(
  db: Queryable,
  actor: Actor,
  q: PageQuery & { requestId: string; searchText?: string },
): Promise<Page<PossibleVendor>> {
  const request = await requireRequestContext(db, actor, q.requestId);
  const assetId = request.assetId;
  const categoryId = request.serviceCategoryId;
  const assetPosition = assetId
    ? sql<
        number | null
      >`(select min(${assetRosterEntries.position}) from ${assetRosterEntries} where ${assetRosterEntries.assetId} = ${assetId} and ${assetRosterEntries.vendorId} = ${vendors.id})`
    : sql<number | null>`null::int`;
  const categoryPosition = categoryId
    ? sql<
        number | null
      >`(select min(${categoryRosterEntries.position}) from ${categoryRosterEntries} where ${categoryRosterEntries.locationId} = ${request.locationId}
        and ${categoryRosterEntries.serviceCategoryId} = ${categoryId} and ${categoryRosterEntries.vendorId} = ${vendors.id} and not ${categoryRosterEntries.doNotSuggest})`
    : sql<number | null>`null::int`;
  const inNetwork = sql<boolean>`exists (select 1 from ${locationVendors} where ${locationVendors.locationId} = ${request.locationId} and ${locationVendors.vendorId} = ${vendors.id})`;
  const serves = categoryId
    ? sql<boolean>`exists (select 1 from ${vendorServiceCategories} where ${vendorServiceCategories.vendorId} = ${vendors.id} and ${vendorServiceCategories.serviceCategoryId} = ${categoryId})`
    : sql<boolean>`false`;
  const blocked = or(
    sql`exists (select 1 from ${locationDoNotSuggest} where ${locationDoNotSuggest.locationId} = ${request.locationId} and ${locationDoNotSuggest.vendorId} = ${vendors.id})`,
    categoryId
      ? sql`exists (select 1 from ${categoryRosterEntries} where ${categoryRosterEntries.locationId} = ${request.locationId}
          and ${categoryRosterEntries.serviceCategoryId} = ${categoryId} and ${categoryRosterEntries.vendorId} = ${vendors.id} and ${categoryRosterEntries.doNotSuggest})`
      : undefined,
    sql`exists (select 1 from ${vendorEightySixes} where ${vendorEightySixes.customerId} = ${request.customerId} and ${vendorEightySixes.vendorId} = ${vendors.id})`,
  )!;
  const p = q.searchText ? containsPattern(q.searchText) : null;
  const where = and(
    or(sql`${assetPosition} is not null`, sql`${categoryPosition} is not null`, inNetwork, serves),
    sql`not (${blocked})`,
    p ? ilike(vendors.name, p) : undefined,
  );
  const rank = sql<number>`case when ${assetPosition} is not null then ${assetPosition} when ${categoryPosition} is not null then 100 + ${categoryPosition} when ${inNetwork} then 1000 else 2000 end`;
  const rows = await db
    .select({ vendor: vendorSummaryColumns, assetPosition, categoryPosition, inNetwork })
    .from(vendors)
    .where(where)
    .orderBy(asc(rank), asc(vendors.name), asc(vendors.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(vendors).where(where);
  return pageFrom(
    rows.map((r): PossibleVendor => {
      const base = { vendor: r.vendor, isAssigned: r.vendor.id === request.assignedToVendorId };
      if (r.assetPosition !== null) return { ...base, reason: 'assetRoster', position: Number(r.assetPosition) };
      if (r.categoryPosition !== null) return { ...base, reason: 'categoryRoster', position: Number(r.categoryPosition) };
      return { ...base, reason: r.inNetwork ? 'locationNetwork' : 'servesCategory', position: 0 };
    }),
    total,
    q,
  );
}

/** GET vendors/viewableRequestVendors: the vendors of the requests the caller sees, by name, with how many. */
export async function viewableRequestVendors(db: Queryable, actor: Actor, q: PageQuery & { searchText?: string }): Promise<Page<RequestVendor>> {
  const p = q.searchText ? containsPattern(q.searchText) : null;
  const where = and(requestVisibleTo(actor.scope), p ? ilike(vendors.name, p) : undefined);
  const from = () =>
    db
      .select({ id: vendors.id, name: vendors.name, requestCount: count() })
      .from(requests)
      .leftJoin(assets, eq(assets.id, requests.assetId))
      .innerJoin(vendors, eq(vendors.id, requests.assignedToVendorId))
      .where(where);
  const rows = await from().groupBy(vendors.id, vendors.name).orderBy(asc(vendors.name), asc(vendors.id)).limit(q.limit).offset(q.offset);
  const [total] = await db
    .select({ n: countDistinct(requests.assignedToVendorId) })
    .from(requests)
    .leftJoin(assets, eq(assets.id, requests.assetId))
    .innerJoin(vendors, eq(vendors.id, requests.assignedToVendorId))
    .where(where);
  return pageFrom(rows, total, q);
}

/**
 * GET vendors/{id}/customers: the customers with the vendor in a location's network (churned ones
 * left out). The vendor's own users see them all; anyone else only the customers they belong to.
 */
export async function vendorCustomers(db: Queryable, actor: Actor, vendorId: string, q: PageQuery): Promise<Page<VendorCustomer>> {
  if (!(await vendorExists(db, vendorId))) throw notFound('Vendor');
  const own = actor.scope.all || actor.scope.vendorIds.includes(vendorId);
  const where = and(
    eq(locationVendors.vendorId, vendorId),
    ne(customers.status, 'Churned'),
    own ? undefined : visibleTo(actor.scope, { customerId: locationVendors.customerId }),
  );
  const rows = await db
    .select({ id: customers.id, name: customers.name, status: customers.status, locationCount: count() })
    .from(locationVendors)
    .innerJoin(customers, eq(customers.id, locationVendors.customerId))
    .where(where)
    .groupBy(customers.id, customers.name, customers.status)
    .orderBy(asc(customers.name), asc(customers.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db
    .select({ n: countDistinct(locationVendors.customerId) })
    .from(locationVendors)
    .innerJoin(customers, eq(customers.id, locationVendors.customerId))
    .where(where);
  return pageFrom(rows, total, q);
}
