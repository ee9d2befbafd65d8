import { and, asc, count, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Page } from '../../../domain/api/paging';
import type { NamedRef } from '../../../domain/api/contract';
import type { Customer, CustomerSearchQuery } from '../../../domain/tenancy/customer';
import { CUSTOMER_PATCH_MESSAGES, type CustomerPatch } from '../../../domain/tenancy/customer-patch';
import type { Database, Queryable } from '../../db/client';
import { brandOwners, customers, locationGroups } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import { badRequest, notFound } from '../../http-error';
import { canSeeCustomer } from '../../db/tenant-scope';
import type { Actor } from '../../plugins/actor';
import { containsPattern } from '../../db/search-pattern';
import { replaceLocationGroups } from './location-groups.service';

/** The selected customer, else the user's only one; null in brand-owner mode or when undecided. */
export function currentCustomerId(actor: Actor): string | null {
  if (actor.mode === 'brandOwner') return null;
  if (actor.selectedCustomerId) return actor.selectedCustomerId;
  const mine = actor.memberships.customers;
  return mine.length === 1 ? mine[0]!.customerId : null;
}

/** The customer a write is for: the one named, else the current one (`currentCustomerId`); 400 with `missing` when there is none, 404 for one the caller does not see. */
export function chosenCustomerId(actor: Actor, named: string | undefined, missing: string): string {
  const customerId = named ?? currentCustomerId(actor);
  if (!customerId) throw badRequest(missing);
  if (!canSeeCustomer(actor.scope, customerId)) throw notFound('Customer');
  return customerId;
}

export function currentBrandOwnerId(actor: Actor): string | null {
  if (actor.selectedBrandOwnerId) return actor.selectedBrandOwnerId;
  const mine = actor.memberships.brandOwners;
  return mine.length === 1 ? mine[0]!.brandOwnerId : null;
}

const customerColumns = {
  id: customers.id,
  name: customers.name,
  status: customers.status,
  isSelfService: customers.isSelfService,
  selfServiceIncludesFullPm: customers.selfServiceIncludesFullPm,
  enterprise: customers.enterprise,
  partnershipProduct: customers.partnershipProduct,
  canAccessInvoiceReporting: customers.canAccessInvoiceReporting,
  canAccessInsightsReporting: customers.canAccessInsightsReporting,
  accountManagerId: users.id,
  accountManagerName: users.name,
  accountManagerEmail: users.email,
};

/** Customer rows with their account manager, as the API shows them; `groups` are the customers' location groups. */
function customersOf(db: Queryable) {
  return db.select(customerColumns).from(customers).leftJoin(users, eq(users.id, customers.accountManagerUserId));
}

type CustomerRow = Awaited<ReturnType<ReturnType<typeof customersOf>['where']>>[number];

async function withGroups(db: Queryable, rows: CustomerRow[]): Promise<Customer[]> {
  const ids = rows.map((r) => r.id);
  const groups = ids.length
    ? await db
        .select({ id: locationGroups.id, name: locationGroups.name, customerId: locationGroups.customerId })
        .from(locationGroups)
        .where(inArray(locationGroups.customerId, ids))
        .orderBy(asc(locationGroups.name))
    : [];
  return rows.map(({ partnershipProduct, accountManagerId, accountManagerName, accountManagerEmail, ...rest }) => ({
    ...rest,
    accountManager: accountManagerId === null ? null : { id: accountManagerId, name: accountManagerName!, email: accountManagerEmail },
    locationGroups: groups.filter((g) => g.customerId === rest.id).map(({ id, name }) => ({ id, name })),
    partnership: partnershipProduct ? { product: partnershipProduct } : null,
  }));
}

export async function getCustomer(db: Queryable, id: string): Promise<Customer | null> {
  const [customer] = await withGroups(db, await customersOf(db).where(eq(customers.id, id)));
  return customer ?? null;
}

/** An account manager must be one of the portal's active internal staff (400 otherwise). */
export async function assertAccountManager(db: Queryable, userId: string): Promise<void> {
  const [staff] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isInternalStaff, true), isNull(users.deletedAt)));
  if (!staff) throw badRequest(CUSTOMER_PATCH_MESSAGES.accountManager);
}

/** Applies a customer patch in one transaction; the customer row is locked so two group lists do not interleave. */
export async function updateCustomer(db: Database, id: string, patch: CustomerPatch): Promise<void> {
  const { locationGroups: groups, accountManagerUserId, ...fields } = patch;
  await db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).for('update');
    if (accountManagerUserId) await assertAccountManager(tx, accountManagerUserId);
    const columns = accountManagerUserId === undefined ? fields : { ...fields, accountManagerUserId };
    if (Object.keys(columns).length) await tx.update(customers).set(columns).where(eq(customers.id, id));
    if (groups) await replaceLocationGroups(tx, id, groups);
  });
}

/** Every customer by name and status, a page at a time, with everything an administrator may change. */
export async function searchCustomers(db: Queryable, query: CustomerSearchQuery): Promise<Page<Customer>> {
  const conditions: SQL[] = [];
  if (query.search) conditions.push(ilike(customers.name, containsPattern(query.search)));
  if (query.status?.length) conditions.push(inArray(customers.status, query.status));
  const where = and(...conditions);
  const rows = await customersOf(db).where(where).orderBy(asc(customers.name), asc(customers.id)).limit(query.limit).offset(query.offset);
  const [total] = await db.select({ n: count() }).from(customers).where(where);
  return { items: await withGroups(db, rows), total: total?.n ?? 0, limit: query.limit, offset: query.offset };
}

export async function getBrandOwner(db: Queryable, id: string): Promise<NamedRef | null> {
  const [row] = await db.select({ id: brandOwners.id, name: brandOwners.name }).from(brandOwners).where(eq(brandOwners.id, id));
  return row ?? null;
}
