import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Page, PageQuery } from '../../../domain/api/paging';
import type { VendorDetail, VendorPick, VendorRef, VendorSearchHit, VendorSummary } from '../../../domain/vendors/vendor-api';
import type { Queryable } from '../../db/client';
import { vendors } from '../../db/schema/tenancy';
import { locationVendors } from '../../db/schema/vendor-preferences';
import { vendorEightySixes } from '../../db/schema/vendors';
import { notFound } from '../../http-error';
import { visibleTo, type TenantScope } from '../../db/tenant-scope';
import { containsPattern } from '../../db/search-pattern';

export const vendorSummaryColumns = {
  id: vendors.id,
  name: vendors.name,
  email: vendors.email,
  phone: vendors.phone,
  isInternalTechnicianVendor: vendors.isInternalTechnicianVendor,
  insuranceExpiresOn: vendors.insuranceExpiresOn,
};

export async function findVendor(db: Queryable, id: string): Promise<VendorSummary> {
  const [row] = await db.select(vendorSummaryColumns).from(vendors).where(eq(vendors.id, id));
  if (!row) throw notFound('Vendor');
  return row;
}

/** GET vendors/{id}: the directory entry and how many of the caller's locations have the vendor. */
export async function getVendor(db: Queryable, scope: TenantScope, id: string): Promise<VendorDetail> {
  const vendor = await findVendor(db, id);
  const [network] = await db
    .select({ n: count() })
    .from(locationVendors)
    .where(and(eq(locationVendors.vendorId, id), visibleTo(scope, { customerId: locationVendors.customerId, locationId: locationVendors.locationId })));
  return { ...vendor, networkLocationCount: network?.n ?? 0 };
}

const vendorName = { id: vendors.id, name: vendors.name };

/** The join to the customer's eighty-six of each vendor; with no current customer none applies (the join finds nothing). */
const eightySixedBy = (customerId: string | null) =>
  customerId ? and(eq(vendorEightySixes.vendorId, vendors.id), eq(vendorEightySixes.customerId, customerId)) : sql`false`;

/**
 * GET vendors/lookup?text: names for pickers, each with the reason the caller's current customer
 * eighty-sixed it (null when it did not, or when there is no current customer): the pickers mark
 * those and ask before one is chosen; and when its insurance runs out, which they mark too.
 */
export async function lookupVendors(db: Queryable, customerId: string | null, q: PageQuery & { text?: string }): Promise<Page<VendorPick>> {
  const columns = { ...vendorName, insuranceExpiresOn: vendors.insuranceExpiresOn };
  return markedVendorPage(db, columns, customerId, q.text ? ilike(vendors.name, containsPattern(q.text)) : undefined, q);
}

export async function lookupVendor(db: Queryable, id: string): Promise<VendorRef> {
  const [row] = await db.select(vendorName).from(vendors).where(eq(vendors.id, id));
  if (!row) throw notFound('Vendor');
  return row;
}

/** GET vendors/search?searchText: by name, email or phone, each with why the caller's current customer eighty-sixed it (as lookupVendors). */
export async function searchVendors(db: Queryable, customerId: string | null, q: PageQuery & { searchText?: string }): Promise<Page<VendorSearchHit>> {
  const p = q.searchText ? containsPattern(q.searchText) : null;
  return markedVendorPage(
    db,
    vendorSummaryColumns,
    customerId,
    p ? or(ilike(vendors.name, p), ilike(vendors.email, p), ilike(vendors.phone, p)) : undefined,
    q,
  );
}

/** A page of the directory in name order, `columns` of each vendor with why the customer eighty-sixed it (lookup and search). */
async function markedVendorPage<C extends Record<string, PgColumn>>(
  db: Queryable,
  columns: C,
  customerId: string | null,
  where: SQL | undefined,
  q: PageQuery,
) {
  const items = await db
    .select({ ...columns, eightySixReason: vendorEightySixes.reason })
    .from(vendors)
    .leftJoin(vendorEightySixes, eightySixedBy(customerId))
    .where(where)
    .orderBy(asc(vendors.name), asc(vendors.id))
    .limit(q.limit)
    .offset(q.offset);
  return { items, total: await countVendors(db, where), limit: q.limit, offset: q.offset };
}

async function countVendors(db: Queryable, where: SQL | undefined): Promise<number> {
  const [total] = await db.select({ n: count() }).from(vendors).where(where);
  return total?.n ?? 0;
}
