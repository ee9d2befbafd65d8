import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Page, PageQuery } from '../../../domain/api/paging';
import { isTimeZone } from '../../../domain/format/time-zone';
import { isOutOfOfficeAt } from '../../../domain/users/out-of-office';
import { badRequest } from '../../http-error';
import type { LocationContact, Person, PersonView } from '../../../domain/users/users-api';
import type { Queryable } from '../../db/client';
import { brandOwnerMemberships, customerMemberships, locations, userLocations, vendorMemberships } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import type { TenantScope } from '../../db/tenant-scope';
import { containsPattern } from '../../db/search-pattern';

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
  sharedIdentity: sql<boolean>`(
    exists (select 1 from ${customerMemberships} other where other.user_id = ${users.id} and other.customer_id <> ${customerMemberships.customerId})
    or exists (select 1 from ${brandOwnerMemberships} where ${brandOwnerMemberships.userId} = ${users.id})
    or exists (select 1 from ${vendorMemberships} where ${vendorMemberships.userId} = ${users.id})
  )`.as('shared_identity'),
};

/** A person as selected, before their locations are added. */
type PersonRow = Omit<PersonView, 'locationIds' | 'isOoo' | 'deletedAt'> & { deletedAt: Date | null };
type WithLocations<R extends PersonRow> = Omit<R, 'deletedAt'> & Pick<PersonView, 'locationIds' | 'isOoo' | 'deletedAt'>;

/**
 * A membership row the caller sees: every person of a customer whose every location the caller
 * sees, and elsewhere only people who share a location with the caller (a person at every
 * location shares them all).
 */
function personVisibleTo(scope: TenantScope): SQL {
  if (scope.all) return sql`true`;
  const parts: SQL[] = [];
  if (scope.fullCustomerIds.length) parts.push(inArray(customerMemberships.customerId, [...scope.fullCustomerIds]));
  if (scope.locationIds.length) {
    const sharesALocation = sql`exists (select 1 from ${userLocations} where ${userLocations.userId} = ${customerMemberships.userId} and ${inArray(userLocations.locationId, [...scope.locationIds])})`;
    parts.push(and(inArray(customerMemberships.customerId, [...scope.customerIds]), or(eq(customerMemberships.allLocations, true), sharesALocation))!);
  }
  return parts.length ? or(...parts)! : sql`false`;
}

/** With each person's locations, and out of office by their one location's day, else by the viewer's (`viewerTimeZone`). */
async function withLocations<R extends PersonRow>(db: Queryable, rows: R[], viewerTimeZone?: string): Promise<WithLocations<R>[]> {
  const limited = rows.filter((r) => !r.allLocations).map((r) => r.id);
  const assigned = limited.length
    ? await db
        .select({ userId: userLocations.userId, locationId: userLocations.locationId, customerId: locations.customerId, timeZone: locations.timezone })
        .from(userLocations)
        .innerJoin(locations, eq(locations.id, userLocations.locationId))
        .where(inArray(userLocations.userId, limited))
        .orderBy(asc(locations.name))
    : [];
  return rows.map(({ deletedAt, ...r }) => {
    const own = r.allLocations ? [] : assigned.filter((a) => a.userId === r.id && a.customerId === r.customerId);
    const locationTimeZone = own.length === 1 ? own[0]!.timeZone : null;
    return {
      ...r,
      locationIds: own.map((a) => a.locationId),
      isOoo: isOutOfOfficeAt(r, { locationTimeZone, viewerTimeZone }),
      deletedAt: deletedAt?.toISOString() ?? null,
    };
  });
}

export interface PeopleQuery extends PageQuery {
  /** Limit to these customers (already checked against the scope); otherwise all in scope. */
  customerIds?: readonly string[];
  search?: string;
  includeArchived?: boolean;
  /** The viewer's time zone (out of office for people without one location). */
  timeZone?: string;
}

/** People of the caller's customers, scoped in SQL. */
export async function listPeople(db: Queryable, scope: TenantScope, query: PeopleQuery): Promise<Page<Person>> {
  // Checked here, not in the shared schema: the check would weigh on every page's first load.
  if (query.timeZone !== undefined && !isTimeZone(query.timeZone)) throw badRequest('timeZone must be a time zone such as America/Chicago');
  const conditions: (SQL | undefined)[] = [personVisibleTo(scope)];
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
  return { items: await withLocations(db, rows, query.timeZone), total: total?.n ?? 0, limit: query.limit, offset: query.offset };
}

/** One person at one customer, or null when they have no role there. */
export async function getPerson(db: Queryable, userId: string, customerId: string): Promise<Person | null> {
  const rows = await db
    .select(personColumns)
    .from(customerMemberships)
    .innerJoin(users, eq(users.id, customerMemberships.userId))
    .where(and(eq(customerMemberships.userId, userId), eq(customerMemberships.customerId, customerId)));
  const [entry] = await withLocations(db, rows);
  return entry ?? null;
}

/** The people of one customer with these ids whom the caller sees (another customer's, or unseen, are left out). */
export async function peopleByIds(db: Queryable, scope: TenantScope, customerId: string, userIds: readonly string[]): Promise<Person[]> {
  if (!userIds.length) return [];
  const rows = await db
    .select(personColumns)
    .from(customerMemberships)
    .innerJoin(users, eq(users.id, customerMemberships.userId))
    .where(and(eq(customerMemberships.customerId, customerId), inArray(customerMemberships.userId, [...userIds]), personVisibleTo(scope)));
  return withLocations(db, rows);
}

/** The person at a customer, or (without one) just their own details. */
export async function getPersonView(db: Queryable, userId: string, customerId: string | null): Promise<PersonView | null> {
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
    rows.map((r) => ({ ...r, customerId: null, role: null, allLocations: false, sharedIdentity: false })),
  );
  return entry ?? null;
}

/** The target's customers where the caller sees them (shares a location, or sees the whole customer). */
export async function sharedCustomerIds(db: Queryable, scope: TenantScope, userId: string): Promise<string[]> {
  const rows = await db
    .select({ customerId: customerMemberships.customerId })
    .from(customerMemberships)
    .where(and(eq(customerMemberships.userId, userId), personVisibleTo(scope)));
  return rows.map((r) => r.customerId);
}

/** Active people of a location (docs/product/sessions-and-tenancy.md contacts), flagged out of office by the location's calendar day. */
/**
 * The people who work at a location, as a condition over `customerMemberships` joined to `users`:
 * active people of its customer assigned to it or to all its locations. A location's contacts, and
 * whom its tasks can be given to.
 */
export function worksAt(db: Queryable, location: { customerId: string; locationId: string }): SQL {
  return and(
    eq(customerMemberships.customerId, location.customerId),
    isNull(users.deletedAt),
    or(
      eq(customerMemberships.allLocations, true),
      inArray(
        customerMemberships.userId,
        db.select({ userId: userLocations.userId }).from(userLocations).where(eq(userLocations.locationId, location.locationId)),
      ),
    ),
  )!;
}

export async function locationContacts(
  db: Queryable,
  location: { id: string; customerId: string; timezone: string },
  page: PageQuery,
): Promise<Page<LocationContact>> {
  const where = worksAt(db, { customerId: location.customerId, locationId: location.id });
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
  return {
    items: rows.map((r) => ({ ...r, isOoo: isOutOfOfficeAt(r, { locationTimeZone: location.timezone }) })),
    total: total?.n ?? 0,
    limit: page.limit,
    offset: page.offset,
  };
}
