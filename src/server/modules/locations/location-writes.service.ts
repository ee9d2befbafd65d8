import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { LOCATION_STRUCTURE_FIELDS, type locationPatchSchema } from '../../../domain/locations/location-api';
import { LOCATION_SETUP_MESSAGES, type locationCreateSchema } from '../../../domain/locations/location-setup';
import type { Queryable } from '../../db/client';
import { locationGroups, locations } from '../../db/schema/tenancy';
import { badRequest, conflict, forbidden } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { changedFields, recordAudit } from '../audit/audit.service';
import { chosenCustomerId } from '../customers/customers.service';
import { findEditableLocation, findVisibleLocation, mayManageLocations } from './locations.service';
import { lockUntilCommit } from '../../db/advisory-lock';

export type LocationChanges = z.output<typeof locationPatchSchema>;
type LocationInput = z.output<typeof locationCreateSchema>;

/** The columns a location's audit record shows, as they are now. */
async function auditedColumns(db: Queryable, id: string): Promise<Record<string, unknown>> {
  const [row] = await db
    .select({
      name: locations.name,
      storeNumber: locations.storeNumber,
      timezone: locations.timezone,
      locationGroupId: locations.locationGroupId,
      pmEnabled: locations.pmEnabled,
      address: locations.address,
      city: locations.city,
      state: locations.state,
      postalCode: locations.postalCode,
      phone: locations.phone,
      siteContactName: locations.siteContactName,
      siteContactPhone: locations.siteContactPhone,
      accessNotes: locations.accessNotes,
    })
    .from(locations)
    .where(eq(locations.id, id));
  return row ?? {};
}

/** A group named for a location must be one of the location's customer. */
async function assertGroupOfCustomer(db: Queryable, customerId: string, groupId: string | null | undefined): Promise<void> {
  if (!groupId) return;
  const [group] = await db
    .select({ id: locationGroups.id })
    .from(locationGroups)
    .where(and(eq(locationGroups.id, groupId), eq(locationGroups.customerId, customerId)));
  if (!group) throw badRequest(LOCATION_SETUP_MESSAGES.groupNotOfCustomer);
}

/**
 * Store numbers are how a chain names its stores on every list and label: two alike at one customer
 * (ignoring case and spaces around) are refused, archived stores included, since one may come back.
 */
async function assertStoreNumberFree(db: Queryable, customerId: string, storeNumber: string | null | undefined, exceptId?: string): Promise<void> {
  if (!storeNumber) return;
  // One store-number change at a time per customer, so two alike cannot both pass the check.
  await lockUntilCommit(db, `locations.store-number:${customerId}`);
  const [taken] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.customerId, customerId),
        sql`lower(trim(${locations.storeNumber})) = lower(${storeNumber})`,
        exceptId ? ne(locations.id, exceptId) : undefined,
      ),
    );
  if (taken) throw conflict(LOCATION_SETUP_MESSAGES.storeNumberTaken);
}

/** POST locations: a new location of the customer named (else the caller's), for Company Leaders and administrators. */
export async function createLocation(db: Queryable, actor: Actor, input: LocationInput): Promise<string> {
  const { customerId: named, ...fields } = input;
  const customerId = chosenCustomerId(actor, named, LOCATION_SETUP_MESSAGES.noCustomer);
  if (!mayManageLocations(actor, customerId)) throw forbidden(LOCATION_SETUP_MESSAGES.forbiddenCreate);
  await assertGroupOfCustomer(db, customerId, fields.locationGroupId);
  await assertStoreNumberFree(db, customerId, fields.storeNumber);
  const [row] = await db
    .insert(locations)
    .values({ ...fields, customerId })
    .returning({ id: locations.id });
  const id = row!.id;
  await recordAudit(db, actor, { customerId, action: 'location.create', subject: { type: 'Location', id }, after: await auditedColumns(db, id) });
  return id;
}

/** PATCH locations/{id}: the contact fields and pmEnabled for managers; the structure fields only for those who add locations. */
export async function updateLocation(db: Queryable, actor: Actor, id: string, patch: LocationChanges): Promise<void> {
  const location = await findEditableLocation(db, actor, id);
  const structural = Object.keys(patch).some((field) => LOCATION_STRUCTURE_FIELDS.has(field));
  if (structural && !mayManageLocations(actor, location.customerId)) throw forbidden(LOCATION_SETUP_MESSAGES.forbiddenStructure);
  await assertGroupOfCustomer(db, location.customerId, patch.locationGroupId);
  await assertStoreNumberFree(db, location.customerId, patch.storeNumber, id);
  const before = await auditedColumns(db, id);
  await db.update(locations).set(patch).where(eq(locations.id, id));
  const change = changedFields(before, await auditedColumns(db, id));
  if (Object.keys(change.after).length) {
    await recordAudit(db, actor, { customerId: location.customerId, action: 'location.update', subject: { type: 'Location', id }, ...change });
  }
}

/**
 * Archives a location (a closed or sold store) or brings it back. Its requests, equipment and
 * history stay; while archived it is left out of lists and takes no new requests or equipment.
 */
export async function setLocationArchived(db: Queryable, actor: Actor, id: string, archived: boolean): Promise<void> {
  const location = await findVisibleLocation(db, actor.scope, id);
  if (!mayManageLocations(actor, location.customerId)) throw forbidden(LOCATION_SETUP_MESSAGES.forbiddenArchive);
  // Only from the other state: of two archives at once, one changes the row and the other is told.
  const changed = await db
    .update(locations)
    .set(archived ? { archivedAt: new Date(), archivedByUserId: actor.realUser.id } : { archivedAt: null, archivedByUserId: null })
    .where(and(eq(locations.id, id), archived ? isNull(locations.archivedAt) : isNotNull(locations.archivedAt)))
    .returning({ id: locations.id });
  if (!changed.length) throw conflict(archived ? LOCATION_SETUP_MESSAGES.alreadyArchived : LOCATION_SETUP_MESSAGES.notArchived);
  await recordAudit(db, actor, {
    customerId: location.customerId,
    action: archived ? 'location.archive' : 'location.restore',
    subject: { type: 'Location', id },
    before: { archived: !archived },
    after: { archived },
  });
}
