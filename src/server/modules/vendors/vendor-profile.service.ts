import { subject } from '@casl/ability';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Page, PageQuery } from '../../../domain/api/paging';
import type { NamedRef } from '../../../domain/api/contract';
import type { VendorProfile, VendorSelf, vendorCreateSchema, vendorPatchSchema } from '../../../domain/vendors/vendor-profile-api';
import type { Queryable } from '../../db/client';
import { serviceCategories } from '../../db/schema/catalog';
import { vendorMemberships, vendors } from '../../db/schema/tenancy';
import { vendorContacts, vendorServiceCategories } from '../../db/schema/vendors';
import { badRequest, conflict, forbidden, notFound } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { addVendorTo } from '../locations/location-vendors.service';
import { findEditableLocation } from '../locations/locations.service';
import { vendorSummaryColumns } from './vendors.service';

type VendorPatch = z.output<typeof vendorPatchSchema>;
type VendorCreate = z.output<typeof vendorCreateSchema>;

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
  updatedAt: vendors.updatedAt,
};

/** docs/product/vendors.md: a vendor's own users of level two and up (and administrators) keep its profile. */
export const mayEditVendor = (actor: Actor, vendorId: string) => actor.ability.can('update', subject('Vendor', { id: vendorId }));

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
    const { serviceAreaStates, serviceAreaPostalCodes, serviceRadiusMiles, updatedAt, ...rest } = row;
    return [
      {
        ...rest,
        serviceArea: { states: serviceAreaStates, postalCodes: serviceAreaPostalCodes, radiusMiles: serviceRadiusMiles },
        serviceCategories: categories.get(id) ?? [],
        contacts: contacts.filter((c) => c.vendorId === id).map(({ vendorId: _vendor, ...c }) => c),
        canEdit: mayEditVendor(actor, id),
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

/** PATCH vendors/{id} (docs/product/vendors.md Vendor profile): only the vendor's own users with update permission. */
export async function updateVendorProfile(db: Queryable, actor: Actor, id: string, patch: VendorPatch): Promise<VendorProfile> {
  const [vendor] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, id));
  if (!vendor) throw notFound('Vendor');
  if (!mayEditVendor(actor, id)) throw forbidden('You do not have permission to change this vendor.');
  const { serviceArea, serviceCategoryIds, contacts, ...fields } = patch;
  await db
    .update(vendors)
    .set({
      ...fields,
      ...(serviceArea
        ? { serviceAreaStates: serviceArea.states, serviceAreaPostalCodes: serviceArea.postalCodes, serviceRadiusMiles: serviceArea.radiusMiles }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(vendors.id, id));
  if (serviceCategoryIds) await replaceCategories(db, id, serviceCategoryIds);
  if (contacts) {
    await db.delete(vendorContacts).where(eq(vendorContacts.vendorId, id));
    if (contacts.length) {
      await db
        .insert(vendorContacts)
        .values(
          contacts.map((c, i) => ({ vendorId: id, position: i + 1, name: c.name, title: c.title ?? null, email: c.email ?? null, phone: c.phone ?? null })),
        );
    }
  }
  return profileOf(db, actor, id);
}

/**
 * POST vendors: a customer manager adds a vendor to the shared directory, and to the networks of
 * the locations given (each one the caller may change). A name the directory has already is refused.
 */
export async function createVendor(db: Queryable, actor: Actor, input: VendorCreate): Promise<{ created: boolean; profile: VendorProfile }> {
  if (!actor.ability.can('update', 'Location')) throw forbidden('You do not have permission to add vendors.');
  const places = [];
  for (const locationId of input.locationIds ?? []) places.push(await findEditableLocation(db, actor, locationId));
  const [existing] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, input.id));
  if (!existing) {
    const [sameName] = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(sql`lower(${vendors.name}) = lower(${input.name})`);
    if (sameName) throw conflict(`name: a vendor named ${input.name} is in the directory already; add it to your network instead.`);
    await assertCategoriesExist(db, input.serviceCategoryIds ?? []);
    await db
      .insert(vendors)
      .values({ id: input.id, name: input.name, email: input.email ?? null, phone: input.phone ?? null })
      .onConflictDoNothing({ target: vendors.id });
    if (input.serviceCategoryIds?.length) await replaceCategories(db, input.id, input.serviceCategoryIds);
  }
  await addVendorTo(db, input.id, places);
  return { created: !existing, profile: await profileOf(db, actor, input.id) };
}

export const vendorExists = async (db: Queryable, id: string): Promise<boolean> =>
  (
    await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.id, id)))
  ).length > 0;
