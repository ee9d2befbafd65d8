import { subject } from '@casl/ability';
import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Page, PageQuery } from '../../../domain/api/paging';
import type { NamedRef } from '../../../domain/api/contract';
import { isLevelTwoOrUp } from '../../../domain/permissions/role-rank';
import { ROLES } from '../../../domain/tenancy/roles';
import {
  VENDOR_DIRECTORY_MESSAGES,
  type VendorProfile,
  type VendorSelf,
  type addedVendorsQuerySchema,
  type vendorCreateSchema,
  type vendorPatchSchema,
} from '../../../domain/vendors/vendor-profile-api';
import type { Queryable } from '../../db/client';
import { joinedRef } from '../../db/joined-ref';
import { containsPattern } from '../../db/search-pattern';
import { serviceCategories } from '../../db/schema/catalog';
import { customers, vendorMemberships, vendors } from '../../db/schema/tenancy';
import { vendorContacts, vendorServiceCategories } from '../../db/schema/vendors';
import { badRequest, conflict, forbidden, notFound } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { changedFields, recordAudit } from '../audit/audit.service';
import { chosenCustomerId } from '../customers/customers.service';
import { addVendorTo } from '../locations/location-vendors.service';
import { findEditableLocation } from '../locations/locations.service';
import { appendToCategoryRoster } from '../vendor-preferences/vendor-preferences.service';
import { vendorSummaryColumns } from './vendors.service';

type VendorPatch = z.output<typeof vendorPatchSchema>;
type VendorCreate = z.output<typeof vendorCreateSchema>;

/** The roles of a vendor's people who keep its profile: level two and up (its Dispatchers). */
const KEEPER_ROLES = ROLES.filter((r) => isLevelTwoOrUp(r.rank)).map((r) => r.name);

/**
 * Whether the vendor keeps its own profile (docs/product/vendors.md#directory-vendors): one of its
 * people who may keep it is not archived and has signed in with their invitation to the vendor, or
 * was given their place there without one (they had a login already, or the portal set them up).
 */
// Spelled out with aliases: drizzle leaves a column of a one-table select unqualified, and these tables share names.
const selfManagedColumn = sql<boolean>`exists (
  select 1 from vendor_memberships m join users u on u.id = m.user_id
  where m.vendor_id = "vendors"."id" and u.deleted_at is null
    and m.role in (${sql.join(
      KEEPER_ROLES.map((r) => sql`${r}`),
      sql`, `,
    )})
    and (not exists (select 1 from invitations i where i.user_id = m.user_id and i.vendor_id = m.vendor_id)
      or exists (select 1 from invitations i join login_links l on l.id = i.login_link_id
        where i.user_id = m.user_id and i.vendor_id = m.vendor_id and l.used_at is not null)))`;

/**
 * Whether another customer than the one that added the vendor works with it (a location's network
 * or roster, a dispatch, a contracted rate): then the adding customer no longer keeps the vendor,
 * whose contact details that customer's dispatches go to (docs/product/vendors.md#directory-vendors).
 */
const usedElsewhereColumn = sql<boolean>`(
  exists (select 1 from location_vendors lv where lv.vendor_id = "vendors"."id" and lv.customer_id <> "vendors"."added_by_customer_id")
  or exists (select 1 from vendor_dispatches d where d.vendor_id = "vendors"."id" and d.customer_id <> "vendors"."added_by_customer_id")
  or exists (select 1 from vendor_contracted_rates r where r.vendor_id = "vendors"."id" and r.customer_id <> "vendors"."added_by_customer_id"))`;

const stewardshipColumns = {
  addedByCustomerId: vendors.addedByCustomerId,
  selfManaged: selfManagedColumn,
  usedElsewhere: usedElsewhereColumn,
};

const profileColumns = {
  ...vendorSummaryColumns,
  website: vendors.website,
  description: vendors.description,
  address: vendors.address,
  city: vendors.city,
  state: vendors.state,
  postalCode: vendors.postalCode,
  serviceAreaStates: vendors.serviceAreaStates,
  serviceAreaPostalCodes: vendors.serviceAreaPostalCodes,
  serviceRadiusMiles: vendors.serviceRadiusMiles,
  ...stewardshipColumns,
  addedByName: customers.name,
  updatedAt: vendors.updatedAt,
};

/** Who keeps a vendor's profile: the customer that added it, whether its own people keep it now, whether other customers use it. */
interface Stewardship {
  id: string;
  name: string;
  addedByCustomerId: string | null;
  selfManaged: boolean;
  usedElsewhere: boolean;
}

/**
 * Why the caller may not change a vendor's profile nor manage its people
 * (docs/product/vendors.md#directory-vendors), or null when they may: administrators and the
 * vendor's own people of level two and up always; the managers of the customer that added it while
 * none of its own people keeps it and no other customer works with it.
 */
function editRefusal(actor: Actor, vendor: Stewardship): 'forbidden' | 'selfManaged' | 'usedElsewhere' | null {
  if (actor.ability.can('update', subject('Vendor', { id: vendor.id }))) return null;
  if (vendor.addedByCustomerId && actor.ability.can('update', subject('DirectoryVendor', { customerId: vendor.addedByCustomerId }))) {
    return vendor.selfManaged ? 'selfManaged' : vendor.usedElsewhere ? 'usedElsewhere' : null;
  }
  return 'forbidden';
}

const REFUSALS = {
  selfManaged: VENDOR_DIRECTORY_MESSAGES.selfManaged,
  usedElsewhere: VENDOR_DIRECTORY_MESSAGES.keptByVendor,
};

/**
 * The vendor, once the caller may change it or manage its people: 404 for none, else 403 with
 * `refusal` (or, to the customer that added it, that the vendor keeps its own profile now).
 */
export async function requireEditableVendor(db: Queryable, actor: Actor, id: string, refusal: string): Promise<Stewardship> {
  const [vendor] = await db
    .select({ id: vendors.id, name: vendors.name, ...stewardshipColumns })
    .from(vendors)
    .where(eq(vendors.id, id));
  if (!vendor) throw notFound('Vendor');
  const why = editRefusal(actor, vendor);
  if (why) throw forbidden(why === 'forbidden' ? refusal : REFUSALS[why](vendor.name));
  return vendor;
}

/** The service categories of several vendors, by vendor id. */
export async function categoriesOf(db: Queryable, vendorIds: readonly string[]): Promise<Map<string, NamedRef[]>> {
  const byVendor = new Map<string, NamedRef[]>();
  if (!vendorIds.length) return byVendor;
  const rows = await db
    .select({ vendorId: vendorServiceCategories.vendorId, id: serviceCategories.id, name: serviceCategories.name })
    .from(vendorServiceCategories)
    .innerJoin(serviceCategories, eq(serviceCategories.id, vendorServiceCategories.serviceCategoryId))
    .where(inArray(vendorServiceCategories.vendorId, [...vendorIds]))
    .orderBy(asc(serviceCategories.name));
  for (const { vendorId, ...category } of rows) byVendor.set(vendorId, [...(byVendor.get(vendorId) ?? []), category]);
  return byVendor;
}

/** The profiles of several vendors (three queries), in the order of `ids`; unknown ids are left out. */
export async function profilesOf(db: Queryable, actor: Actor, ids: readonly string[]): Promise<VendorProfile[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(profileColumns)
    .from(vendors)
    .leftJoin(customers, eq(customers.id, vendors.addedByCustomerId))
    .where(inArray(vendors.id, [...ids]));
  const categories = await categoriesOf(db, ids);
  const contacts = await db
    .select({
      vendorId: vendorContacts.vendorId,
      id: vendorContacts.id,
      name: vendorContacts.name,
      title: vendorContacts.title,
      email: vendorContacts.email,
      phone: vendorContacts.phone,
    })
    .from(vendorContacts)
    .where(inArray(vendorContacts.vendorId, [...ids]))
    .orderBy(asc(vendorContacts.position));
  return ids.flatMap((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) return [];
    const { serviceAreaStates, serviceAreaPostalCodes, serviceRadiusMiles, updatedAt, addedByCustomerId, addedByName, usedElsewhere: _used, ...rest } = row;
    return [
      {
        ...rest,
        serviceArea: { states: serviceAreaStates, postalCodes: serviceAreaPostalCodes, radiusMiles: serviceRadiusMiles },
        serviceCategories: categories.get(id) ?? [],
        contacts: contacts.filter((c) => c.vendorId === id).map(({ vendorId: _vendor, ...c }) => c),
        addedBy: joinedRef(addedByCustomerId, addedByName),
        canEdit: editRefusal(actor, row) === null,
        updatedAt: updatedAt.toISOString(),
      },
    ];
  });
}

export async function profileOf(db: Queryable, actor: Actor, id: string): Promise<VendorProfile> {
  const [profile] = await profilesOf(db, actor, [id]);
  if (!profile) throw notFound('Vendor');
  return profile;
}

/** GET /vendors/self: the vendors the caller works for, by name, with the caller's role at each. */
export async function listOwnVendors(db: Queryable, actor: Actor, q: PageQuery): Promise<Page<VendorSelf>> {
  const where = eq(vendorMemberships.userId, actor.user.id);
  const mine = await db
    .select({ vendorId: vendorMemberships.vendorId, role: vendorMemberships.role })
    .from(vendorMemberships)
    .innerJoin(vendors, eq(vendors.id, vendorMemberships.vendorId))
    .where(where)
    .orderBy(asc(vendors.name), asc(vendors.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(vendorMemberships).where(where);
  const profiles = await profilesOf(
    db,
    actor,
    mine.map((m) => m.vendorId),
  );
  return { items: profiles.map((p, i) => ({ ...p, role: mine[i]!.role })), total: total?.n ?? 0, limit: q.limit, offset: q.offset };
}

/** GET vendors/addedVendors: the vendors a customer (named, else the current one) added to the directory, by name, with their profiles. */
export async function listAddedVendors(db: Queryable, actor: Actor, q: z.output<typeof addedVendorsQuerySchema>): Promise<Page<VendorProfile>> {
  const customerId = chosenCustomerId(actor, q.customerId, VENDOR_DIRECTORY_MESSAGES.noCustomer);
  const where = and(eq(vendors.addedByCustomerId, customerId), q.searchText ? ilike(vendors.name, containsPattern(q.searchText)) : undefined);
  const page = await db.select({ id: vendors.id }).from(vendors).where(where).orderBy(asc(vendors.name), asc(vendors.id)).limit(q.limit).offset(q.offset);
  const [total] = await db.select({ n: count() }).from(vendors).where(where);
  const items = await profilesOf(
    db,
    actor,
    page.map((r) => r.id),
  );
  return { items, total: total?.n ?? 0, limit: q.limit, offset: q.offset };
}

async function assertCategoriesExist(db: Queryable, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  const found = await db
    .select({ id: serviceCategories.id })
    .from(serviceCategories)
    .where(inArray(serviceCategories.id, [...ids]));
  const missing = ids.filter((id) => !found.some((f) => f.id === id));
  if (missing.length) throw badRequest(`serviceCategoryIds: no service category has the id ${missing.join(', ')}.`);
}

async function replaceCategories(db: Queryable, vendorId: string, ids: readonly string[]): Promise<void> {
  await assertCategoriesExist(db, ids);
  await db.delete(vendorServiceCategories).where(eq(vendorServiceCategories.vendorId, vendorId));
  if (ids.length) await db.insert(vendorServiceCategories).values(ids.map((serviceCategoryId) => ({ vendorId, serviceCategoryId })));
}

async function replaceContacts(db: Queryable, vendorId: string, contacts: NonNullable<VendorPatch['contacts']>): Promise<void> {
  await db.delete(vendorContacts).where(eq(vendorContacts.vendorId, vendorId));
  if (!contacts.length) return;
  await db
    .insert(vendorContacts)
    .values(contacts.map((c, i) => ({ vendorId, position: i + 1, name: c.name, title: c.title ?? null, email: c.email ?? null, phone: c.phone ?? null })));
}

/** The columns of the vendor's own row a change sets (trades and contacts are tables of their own). */
function columnsOf(fields: Omit<VendorPatch, 'serviceCategoryIds' | 'contacts'>) {
  const { serviceArea, ...rest } = fields;
  const area = serviceArea && {
    serviceAreaStates: serviceArea.states,
    serviceAreaPostalCodes: serviceArea.postalCodes,
    serviceRadiusMiles: serviceArea.radiusMiles,
  };
  return { ...rest, ...area };
}

/** A profile as the audit trail shows it: trades and contacts by name, each field as a reader compares it. */
function auditedProfile(p: VendorProfile): Record<string, unknown> {
  return {
    name: p.name,
    email: p.email,
    phone: p.phone,
    website: p.website,
    description: p.description,
    address: p.address,
    city: p.city,
    state: p.state,
    postalCode: p.postalCode,
    trades: p.serviceCategories.map((c) => c.name),
    serviceArea: p.serviceArea,
    contacts: p.contacts.map((c) => [c.name, c.title, c.email, c.phone].filter(Boolean).join(', ')),
    insuranceExpiresOn: p.insuranceExpiresOn,
  };
}

/**
 * PATCH vendors/{id} (docs/product/vendors.md Vendor profile): the vendor's own users with update
 * permission, administrators, and the managers of the customer that added it while the vendor does
 * not keep its own profile. Recorded in that customer's audit trail (the fields that changed).
 */
export async function updateVendorProfile(db: Queryable, actor: Actor, id: string, patch: VendorPatch): Promise<VendorProfile> {
  const vendor = await requireEditableVendor(db, actor, id, VENDOR_DIRECTORY_MESSAGES.forbiddenEdit);
  const before = await profileOf(db, actor, id);
  const { serviceCategoryIds, contacts, ...fields } = patch;
  await db
    .update(vendors)
    .set({ ...columnsOf(fields), updatedAt: sql`now()` })
    .where(eq(vendors.id, id));
  if (serviceCategoryIds) await replaceCategories(db, id, serviceCategoryIds);
  if (contacts) await replaceContacts(db, id, contacts);
  const after = await profileOf(db, actor, id);
  const change = changedFields(auditedProfile(before), auditedProfile(after));
  if (vendor.addedByCustomerId && Object.keys(change.after).length) {
    // Named alike on both sides, so the trail says which vendor changed.
    await recordAudit(db, actor, {
      customerId: vendor.addedByCustomerId,
      action: 'vendor.update',
      subject: { type: 'Vendor', id },
      before: { vendor: vendor.name, ...change.before },
      after: { vendor: vendor.name, ...change.after },
    });
  }
  return after;
}

/** The locations a new vendor joins: each one the caller may change (404 for another tenant's), of the customer adding it. */
async function placesFor(db: Queryable, actor: Actor, customerId: string, ids: readonly string[]) {
  const places = [];
  for (const id of new Set(ids)) {
    const place = await findEditableLocation(db, actor, id);
    if (place.customerId !== customerId) throw badRequest('locationIds: every location must be one of the customer that adds the vendor.');
    places.push(place);
  }
  return places;
}

/**
 * POST vendors (docs/product/vendors.md#directory-vendors): a customer's manager adds a vendor to the
 * shared directory for their customer, optionally to the networks of its locations and last on the
 * rosters of its trades there. A name the directory has already is refused; the same id again
 * answers the stored vendor and changes nothing. Recorded in the customer's audit trail.
 */
export async function createVendor(db: Queryable, actor: Actor, input: VendorCreate): Promise<{ created: boolean; profile: VendorProfile }> {
  if (!actor.ability.can('create', 'DirectoryVendor')) throw forbidden(VENDOR_DIRECTORY_MESSAGES.forbiddenCreate);
  const { id, customerId: named, locationIds = [], rosters = [], serviceCategoryIds = [], contacts = [], ...fields } = input;
  const customerId = chosenCustomerId(actor, named, VENDOR_DIRECTORY_MESSAGES.noCustomer);
  if (!actor.ability.can('create', subject('DirectoryVendor', { customerId }))) throw forbidden(VENDOR_DIRECTORY_MESSAGES.forbiddenCreate);
  const places = await placesFor(db, actor, customerId, [...locationIds, ...rosters.map((r) => r.locationId)]);
  const [existing] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, id));
  if (existing) return { created: false, profile: await profileOf(db, actor, id) };

  const [sameName] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(sql`lower(${vendors.name}) = lower(${fields.name})`);
  if (sameName) throw conflict(VENDOR_DIRECTORY_MESSAGES.nameTaken(fields.name));
  await assertCategoriesExist(db, serviceCategoryIds);
  await db.insert(vendors).values({ id, ...columnsOf(fields), name: fields.name, addedByCustomerId: customerId, addedByUserId: actor.user.id });
  await replaceCategories(db, id, serviceCategoryIds);
  await replaceContacts(db, id, contacts);
  const placeOf = (locationId: string) => places.find((p) => p.id === locationId)!;
  await addVendorTo(db, id, locationIds.map(placeOf));
  for (const roster of rosters) await appendToCategoryRoster(db, placeOf(roster.locationId), roster.serviceCategoryId, id);

  const profile = await profileOf(db, actor, id);
  const given = Object.entries(auditedProfile(profile)).filter(([, v]) => v !== null && !(Array.isArray(v) && v.length === 0));
  const trade = (categoryId: string) => profile.serviceCategories.find((c) => c.id === categoryId)?.name;
  await recordAudit(db, actor, {
    customerId,
    action: 'vendor.create',
    subject: { type: 'Vendor', id },
    after: {
      ...Object.fromEntries(given),
      ...(locationIds.length ? { networks: locationIds.map((l) => placeOf(l).name) } : {}),
      ...(rosters.length ? { rosters: rosters.map((r) => `${placeOf(r.locationId).name}: ${trade(r.serviceCategoryId)}`) } : {}),
    },
  });
  return { created: true, profile };
}

export const vendorExists = async (db: Queryable, id: string): Promise<boolean> =>
  (
    await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.id, id)))
  ).length > 0;
