import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Page, PageQuery } from '../../../domain/api/paging';
import { isoDate, isOutOfOffice } from '../../../domain/people/out-of-office';
import type { RoleName } from '../../../domain/tenancy/roles';
import type { Queryable } from '../../db/client';
import { customerMemberships, locations, userLocations } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import { visibleTo, type TenantScope } from '../../plugins/tenant-scope';
import { containsPattern } from './search-pattern';

/** A person as one customer sees them (SPEC §3 people list; deletedAt set means archived). */
export interface PersonEntry {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** Null for a person seen outside any customer (someone editing their own details). */
  customerId: string | null;
  role: RoleName | null;
  allLocations: boolean;
  locationIds: string[];
  oooStartDate: string | null;
  oooEndDate: string | null;
  isOoo: boolean;
  deletedAt: string | null;
}

const personColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  customerId: customerMemberships.customerId,
  role: customerMemberships.role,
  allLocations: customerMemberships.allLocations,
  oooStartDate: users.oooStartDate,
  oooEndDate: users.oooEndDate,
  deletedAt: users.deletedAt,
};

type PersonRow = Omit<PersonEntry, 'locationIds' | 'isOoo' | 'deletedAt'> & { deletedAt: Date | null };

async function withLocations(db: Queryable, rows: PersonRow[]): Promise<PersonEntry[]> {
  const limited = rows.filter((r) => !r.allLocations).map((r) => r.id);
  const assigned = limited.length
    ? await db
        .select({ userId: userLocations.userId, locationId: userLocations.locationId, customerId: locations.customerId })
        .from(userLocations)
        .innerJoin(locations, eq(locations.id, userLocations.locationId))
        .where(inArray(userLocations.userId, limited))
        .orderBy(asc(locations.name))
    : [];
  const today = isoDate();
  return rows.map((r) => ({
    ...r,
    locationIds: r.allLocations ? [] : assigned.filter((a) => a.userId === r.id && a.customerId === r.customerId).map((a) => a.locationId),
    isOoo: isOutOfOffice(r, today),
    deletedAt: r.deletedAt?.toISOString() ?? null,
  }));
}

export interface PeopleQuery extends PageQuery {
  /** Limit to these customers (already checked against the scope); otherwise all in scope. */
  customerIds?: readonly string[];
  search?: string;
  includeArchived?: boolean;
}

/** People of the caller's customers, scoped in SQL. */
export async function listPeople(db: Queryable, scope: TenantScope, query: PeopleQuery): Promise<Page<PersonEntry>> {
  const conditions: (SQL | undefined)[] = [visibleTo(scope, { customerId: customerMemberships.customerId })];
  if (query.customerIds) conditions.push(inArray(customerMemberships.customerId, [...query.customerIds]));
  if (!query.includeArchived) conditions.push(isNull(users.deletedAt));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)));
  }
  const where = and(...conditions);
  const rows = await db
    .select(personColumns)
    .from(customerMemberships)
    .innerJoin(users, eq(users.id, customerMemberships.userId))
    .where(where)
    .orderBy(asc(users.name), asc(users.id), asc(customerMemberships.customerId))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ n: count() }).from(customerMemberships).innerJoin(users, eq(users.id, customerMemberships.userId)).where(where);
  return { items: await withLocations(db, rows), total: total?.n ?? 0, limit: query.limit, offset: query.offset };
}

/** One person at one customer, or null when they have no role there. */
export async function getPerson(db: Queryable, userId: string, customerId: string): Promise<PersonEntry | null> {
  const rows = await db
    .select(personColumns)
    .from(customerMemberships)
    .innerJoin(users, eq(users.id, customerMemberships.userId))
    .where(and(eq(customerMemberships.userId, userId), eq(customerMemberships.customerId, customerId)));
  const [entry] = await withLocations(db, rows);
  return entry ?? null;
}

/** The person at a customer, or (without one) just their own details. */
export async function getPersonView(db: Queryable, userId: string, customerId: string | null): Promise<PersonEntry | null> {
  if (customerId) return getPerson(db, userId, customerId);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      oooStartDate: users.oooStartDate,
      oooEndDate: users.oooEndDate,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [entry] = await withLocations(
    db,
    rows.map((r) => ({ ...r, customerId: null, role: null, allLocations: false })),
  );
  return entry ?? null;
}

/** The target's customers the caller reaches: where the caller may see or manage them. */
export async function sharedCustomerIds(db: Queryable, scope: TenantScope, userId: string): Promise<string[]> {
  const rows = await db
    .select({ customerId: customerMemberships.customerId })
    .from(customerMemberships)
    .where(and(eq(customerMemberships.userId, userId), visibleTo(scope, { customerId: customerMemberships.customerId })));
  return rows.map((r) => r.customerId);
}

export interface ContactEntry {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  role: RoleName;
  oooStartDate: string | null;
  oooEndDate: string | null;
  isOoo: boolean;
}

/** Active people of a location (SPEC §3 contacts), flagged out of office by the location's calendar day. */
export async function locationContacts(
  db: Queryable,
  location: { id: string; customerId: string; timezone: string },
  page: PageQuery,
): Promise<Page<ContactEntry>> {
  const where = and(
    eq(customerMemberships.customerId, location.customerId),
    isNull(users.deletedAt),
    or(
      eq(customerMemberships.allLocations, true),
      inArray(
        customerMemberships.userId,
        db.select({ userId: userLocations.userId }).from(userLocations).where(eq(userLocations.locationId, location.id)),
      ),
    ),
  );
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      role: customerMemberships.role,
      oooStartDate: users.oooStartDate,
      oooEndDate: users.oooEndDate,
    })
    .from(customerMemberships)
    .innerJoin(users, eq(users.id, customerMemberships.userId))
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(customerMemberships).innerJoin(users, eq(users.id, customerMemberships.userId)).where(where);
  const today = isoDate(new Date(), location.timezone);
  return {
    items: rows.map((r) => ({ ...r, isOoo: isOutOfOffice(r, today) })),
    total: total?.n ?? 0,
    limit: page.limit,
    offset: page.offset,
  };
}
