import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Page } from '../../../domain/api/paging';
import type { NamedRef } from '../../../domain/api/contract';
import type { Customer, CustomerPatch, CustomerSearchQuery, CustomerSummary } from '../../../domain/tenancy/customer';
import type { Queryable } from '../../db/client';
import { brandOwners, customers, locationGroups } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import type { Actor } from '../../plugins/actor';
import { containsPattern } from '../../db/search-pattern';

/** The selected customer, else the user's only one; null in brand-owner mode or when undecided. */
export function currentCustomerId(actor: Actor): string | null {
  if (actor.mode === 'brandOwner') return null;
  if (actor.selectedCustomerId) return actor.selectedCustomerId;
  const mine = actor.memberships.customers;
  return mine.length === 1 ? mine[0]!.customerId : null;
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
  accountManagerName: users.name,
  accountManagerEmail: users.email,
};

const partnershipOf = (product: string | null) => (product ? { product } : null);

export async function getCustomer(db: Queryable, id: string): Promise<Customer | null> {
  const [row] = await db.select(customerColumns).from(customers).leftJoin(users, eq(users.id, customers.accountManagerUserId)).where(eq(customers.id, id));
  if (!row) return null;
  const groups = await db
    .select({ id: locationGroups.id, name: locationGroups.name })
    .from(locationGroups)
    .where(eq(locationGroups.customerId, id))
    .orderBy(asc(locationGroups.name));
  const { partnershipProduct, accountManagerName, accountManagerEmail, ...rest } = row;
  return {
    ...rest,
    accountManager: accountManagerName === null ? null : { name: accountManagerName, email: accountManagerEmail },
    locationGroups: groups,
    partnership: partnershipOf(partnershipProduct),
  };
}

export async function updateCustomer(db: Queryable, id: string, patch: CustomerPatch): Promise<void> {
  if (Object.keys(patch).length) await db.update(customers).set(patch).where(eq(customers.id, id));
}

export async function searchCustomers(db: Queryable, query: CustomerSearchQuery): Promise<Page<CustomerSummary>> {
  const conditions: SQL[] = [];
  if (query.search) conditions.push(ilike(customers.name, containsPattern(query.search)));
  if (query.status?.length) conditions.push(inArray(customers.status, query.status));
  const where = and(...conditions);
  const { accountManagerName: _name, accountManagerEmail: _email, ...summaryColumns } = customerColumns;
  const rows = await db
    .select(summaryColumns)
    .from(customers)
    .where(where)
    .orderBy(asc(customers.name), asc(customers.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ n: count() }).from(customers).where(where);
  const items = rows.map(({ partnershipProduct, ...rest }) => ({ ...rest, partnership: partnershipOf(partnershipProduct) }));
  return { items, total: total?.n ?? 0, limit: query.limit, offset: query.offset };
}

export async function getBrandOwner(db: Queryable, id: string): Promise<NamedRef | null> {
  const [row] = await db.select({ id: brandOwners.id, name: brandOwners.name }).from(brandOwners).where(eq(brandOwners.id, id));
  return row ?? null;
}
