import { and, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { RoleName } from '../../../domain/tenancy/roles';
import type { Database, Queryable } from '../../db/client';
import { customerMemberships, locations, userLocations, vendorMemberships } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import { badRequest, conflict } from '../../http-error';

export interface Placement {
  customerId: string;
  role: RoleName;
  allLocations: boolean;
  locationIds: readonly string[];
}

/** A person's place at a vendor (docs/product/vendors.md#vendor-people): a role there. */
export interface VendorPlacement {
  vendorId: string;
  role: RoleName;
}

export interface ContactDetails {
  name?: string;
  email?: string | null;
  phone?: string | null;
  oooStartDate?: string | null;
  oooEndDate?: string | null;
}

/**
 * Which of an email and phone already belong to someone (archived users included), other than
 * `exceptUserId`; with `withinCustomerIds`, only people of those customers count.
 */
export async function takenIdentifiers(
  db: Queryable,
  wanted: { email?: string | null; phone?: string | null },
  exceptUserId?: string,
  withinCustomerIds?: readonly string[],
): Promise<{ email: boolean; phone: boolean }> {
  const rows = await holdersOf(db, wanted, exceptUserId, withinCustomerIds);
  return {
    email: !!wanted.email && rows.some((r) => r.email === wanted.email),
    phone: !!wanted.phone && rows.some((r) => r.phone === wanted.phone),
  };
}

/** The users who hold the email or phone (archived users included). */
async function holdersOf(
  db: Queryable,
  wanted: { email?: string | null; phone?: string | null },
  exceptUserId?: string,
  withinCustomerIds?: readonly string[],
): Promise<{ id: string; email: string | null; phone: string | null }[]> {
  const matches: SQL[] = [];
  if (wanted.email) matches.push(eq(users.email, wanted.email));
  if (wanted.phone) matches.push(eq(users.phone, wanted.phone));
  if (!matches.length) return [];
  const members = withinCustomerIds
    ? inArray(
        users.id,
        db
          .select({ id: customerMemberships.userId })
          .from(customerMemberships)
          .where(inArray(customerMemberships.customerId, [...withinCustomerIds])),
      )
    : undefined;
  return db
    .select({ id: users.id, email: users.email, phone: users.phone })
    .from(users)
    .where(and(or(...matches), exceptUserId ? ne(users.id, exceptUserId) : undefined, members));
}

/** 409 when the email or phone already belongs to someone else (with `withinCustomerIds`, of those customers). */
export async function assertIdentifiersFree(
  db: Queryable,
  wanted: { email?: string | null; phone?: string | null },
  exceptUserId?: string,
  withinCustomerIds?: readonly string[],
) {
  const taken = await takenIdentifiers(db, wanted, exceptUserId, withinCustomerIds);
  if (taken.email) throw conflict('A user with this email already exists.');
  if (taken.phone) throw conflict('A user with this phone number already exists.');
}

/** The given locations, all of which must belong to the customer. */
export async function assertLocationsOfCustomer(db: Queryable, customerId: string, locationIds: readonly string[]): Promise<void> {
  if (!locationIds.length) return;
  const found = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.customerId, customerId), inArray(locations.id, [...locationIds])));
  if (found.length !== new Set(locationIds).size) throw badRequest('locationIds: every location must belong to the customer.');
}

async function placeLocations(tx: Queryable, userId: string, placement: Placement) {
  const ofCustomer = tx.select({ id: locations.id }).from(locations).where(eq(locations.customerId, placement.customerId));
  await tx.delete(userLocations).where(and(eq(userLocations.userId, userId), inArray(userLocations.locationId, ofCustomer)));
  if (!placement.allLocations && placement.locationIds.length) {
    await tx.insert(userLocations).values([...new Set(placement.locationIds)].map((locationId) => ({ userId, locationId })));
  }
}

/** Whether the user already holds a place at the placement's customer or vendor. */
async function holdsPlace(db: Queryable, userId: string, placement: Placement | VendorPlacement): Promise<boolean> {
  const rows =
    'vendorId' in placement
      ? await db
          .select({ userId: vendorMemberships.userId })
          .from(vendorMemberships)
          .where(and(eq(vendorMemberships.userId, userId), eq(vendorMemberships.vendorId, placement.vendorId)))
      : await db
          .select({ userId: customerMemberships.userId })
          .from(customerMemberships)
          .where(and(eq(customerMemberships.userId, userId), eq(customerMemberships.customerId, placement.customerId)));
  return rows.length > 0;
}

/**
 * Adds a person to a customer (a role and locations) or a vendor (a role): a new user, or
 * (docs/adr/0004-security-boundaries.md) the existing user whose email or phone it is, given a
 * membership here and left otherwise as they are, so the create flow neither reveals nor edits
 * someone of another organisation. 409 only for someone who already belongs here, or when the email
 * and phone are two different people's.
 */
export async function createPerson(
  db: Database,
  details: ContactDetails & { name: string },
  placement: Placement | VendorPlacement,
): Promise<{ userId: string; existing: boolean }> {
  const holders = await holdersOf(db, details);
  const holderIds = new Set(holders.map((h) => h.id));
  if (holderIds.size > 1) throw conflict('This email and this phone number belong to two different people: give one of them.');
  const [existing] = holders;
  if (existing && (await holdsPlace(db, existing.id, placement))) await assertIdentifiersFree(db, details);
  return db.transaction(async (tx) => {
    const userId = existing?.id ?? (await tx.insert(users).values(details).returning({ id: users.id }))[0]!.id;
    if ('vendorId' in placement) {
      await tx.insert(vendorMemberships).values({ userId, vendorId: placement.vendorId, role: placement.role });
    } else {
      await tx.insert(customerMemberships).values({ userId, customerId: placement.customerId, role: placement.role, allLocations: placement.allLocations });
      await placeLocations(tx, userId, placement);
    }
    return { userId, existing: !!existing };
  });
}

export async function updatePerson(db: Database, userId: string, details: ContactDetails, placement: Placement | null): Promise<void> {
  await assertIdentifiersFree(db, details, userId);
  await db.transaction(async (tx) => {
    if (Object.keys(details).length) await tx.update(users).set(details).where(eq(users.id, userId));
    if (placement) {
      await tx
        .update(customerMemberships)
        .set({ role: placement.role, allLocations: placement.allLocations })
        .where(and(eq(customerMemberships.userId, userId), eq(customerMemberships.customerId, placement.customerId)));
      await placeLocations(tx, userId, placement);
    }
  });
}

/**
 * Takes a person off one customer (their role and locations there), leaving their login and their
 * other organisations alone: archiving someone who also works elsewhere must not lock them out there.
 */
export async function removeFromCustomer(db: Database, userId: string, customerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const ofCustomer = tx.select({ id: locations.id }).from(locations).where(eq(locations.customerId, customerId));
    await tx.delete(userLocations).where(and(eq(userLocations.userId, userId), inArray(userLocations.locationId, ofCustomer)));
    await tx.delete(customerMemberships).where(and(eq(customerMemberships.userId, userId), eq(customerMemberships.customerId, customerId)));
  });
}

/** Archive (deletedAt set) or restore (cleared) a user. */
export async function setArchived(db: Queryable, userId: string, archived: boolean): Promise<void> {
  await db
    .update(users)
    .set({ deletedAt: archived ? new Date() : null })
    // Archiving twice keeps the first date.
    .where(and(eq(users.id, userId), archived ? isNull(users.deletedAt) : undefined));
}
