import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ROLES } from '../../domain/tenancy/roles';
import type { Database, Queryable } from '../db/client';
import { assets, qrLabels } from '../db/schema/assets';
import { assetTypes, serviceCategories } from '../db/schema/catalog';
import { requests } from '../db/schema/requests';
import {
  brandOwnerMemberships,
  brandOwners,
  customerMemberships,
  customers,
  locationGroups,
  locations,
  roles,
  userLocations,
  vendorMemberships,
  vendors,
} from '../db/schema/tenancy';
import { users } from '../db/schema/users';
import { buildDemoAssets, buildDemoLabels } from './demo-assets';
import {
  ASSET_TYPES,
  BRAND_OWNERS,
  SERVICE_CATEGORIES,
  VENDORS,
  assetTypeId,
  brandOwnerId,
  categoryId,
  vendorId,
  type BrandOwnerKey,
  type CategoryKey,
} from './demo-catalog';
import { CUSTOMERS, LOCATION_GROUPS, LOCATIONS, customerId, locationGroupId, locationId, SITE_ACCESS, storeNumber } from './demo-places';
import { PEOPLE, PERSON_KEYS, userId } from './demo-people';
import { buildDemoRequests } from './demo-requests';
import { seedDemoRequestActivity } from './demo-requests-activity';
import { seedDemoTasks } from './demo-tasks';
import { seedDemoVendorPreferences } from './demo-vendor-preferences';
import { seedDemoVendors } from './demo-vendors';
import { seedDemoPm } from './demo-pm';
import { seedDemoEscalations } from './demo-escalations';
import { seedDemoInvoices } from './demo-invoices';
import { seedDemoQuotes } from './demo-quotes';
import { seedDemoRatings } from './demo-ratings';
import { SeedClock } from './seed-clock';
import { setRequestMilestonesFromTimelines } from './request-milestones';

export interface SeedDemoOptions {
  /** Timestamps are offsets from midnight UTC of this day (default: today). */
  now?: Date;
}

/** PostgreSQL takes at most 65,535 parameters a statement; stay well under it. */
const MAX_PARAMETERS = 30_000;

async function insertAll<T extends PgTable>(tx: Queryable, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const perRow = Math.max(1, Object.keys(rows[0]!).length);
  const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / perRow));
  for (let i = 0; i < rows.length; i += chunk) {
    await tx.insert(table).values(rows.slice(i, i + chunk) as T['$inferInsert'][]);
  }
}

/**
 * Fills an empty, migrated database with the demo data set: the same ids and content on every
 * run, timestamps relative to the seed day. One transaction: all of it or nothing.
 */
export async function seedDemo(db: Database, options: SeedDemoOptions = {}): Promise<void> {
  const clock = new SeedClock(options.now);
  const since = clock.at(-720);
  const demoAssets = buildDemoAssets(clock);
  const requestRows = buildDemoRequests(demoAssets, clock);

  await db.transaction(async (tx) => {
    await insertAll(
      tx,
      roles,
      ROLES.map((r) => ({ name: r.name, rank: r.rank, userTypes: [...r.userTypes], isAssignableByCustomer: r.isAssignableByCustomer })),
    );

    await insertAll(
      tx,
      users,
      PERSON_KEYS.map((key) => {
        const p = PEOPLE[key];
        const ooo = 'outOfOffice' in p ? p.outOfOffice : undefined;
        const archived = 'archivedDaysAgo' in p ? p.archivedDaysAgo : undefined;
        return {
          id: userId(key),
          name: p.name,
          email: p.email,
          phone: p.phone,
          isAdmin: 'isAdmin' in p && p.isAdmin,
          isInternalStaff: 'isInternalStaff' in p && p.isInternalStaff,
          isBohUser: 'isBohUser' in p && p.isBohUser,
          oooStartDate: ooo ? clock.date(ooo[0]) : null,
          oooEndDate: ooo ? clock.date(ooo[1]) : null,
          deletedAt: archived === undefined ? null : clock.at(-archived),
          createdAt: since,
        };
      }),
    );

    await insertAll(
      tx,
      customers,
      CUSTOMERS.map((c) => ({
        id: customerId(c.key),
        name: c.name,
        status: c.status,
        isSelfService: c.isSelfService,
        selfServiceIncludesFullPm: c.selfServiceIncludesFullPm,
        enterprise: c.enterprise,
        partnershipProduct: c.partnershipProduct,
        canAccessInvoiceReporting: c.canAccessInvoiceReporting,
        canAccessInsightsReporting: c.canAccessInsightsReporting,
        accountManagerUserId: c.key === 'lakeside' ? null : userId('accountManager'),
        createdAt: since,
      })),
    );
    await insertAll(
      tx,
      locationGroups,
      LOCATION_GROUPS.map((g) => ({ id: locationGroupId(g.customer, g.name), customerId: customerId(g.customer), name: g.name })),
    );
    await insertAll(
      tx,
      locations,
      LOCATIONS.map((l) => ({
        id: locationId(l.customer, l.store),
        customerId: customerId(l.customer),
        locationGroupId: l.group ? locationGroupId(l.customer, l.group) : null,
        name: l.name,
        storeNumber: storeNumber(l),
        siteContactName: SITE_ACCESS[storeNumber(l)]?.contactName,
        siteContactPhone: SITE_ACCESS[storeNumber(l)]?.contactPhone,
        accessNotes: SITE_ACCESS[storeNumber(l)]?.accessNotes,
        address: l.address,
        city: l.city,
        state: l.state,
        postalCode: l.postalCode,
        phone: l.phone,
        timezone: l.timezone,
        pmEnabled: l.pmEnabled,
        createdAt: since,
      })),
    );

    await insertAll(
      tx,
      brandOwners,
      (Object.keys(BRAND_OWNERS) as BrandOwnerKey[]).map((key) => ({
        id: brandOwnerId(key),
        name: BRAND_OWNERS[key],
        // The manufacturer's escalation (EEP) contact: escalations of its equipment go there.
        escalationContactEmail: `eep@${key}.example`,
        createdAt: since,
      })),
    );
    await insertAll(
      tx,
      vendors,
      VENDORS.map((v) => ({ id: vendorId(v.key), name: v.name, email: v.email, phone: v.phone, isInternalTechnicianVendor: v.internal, createdAt: since })),
    );

    await insertAll(
      tx,
      customerMemberships,
      PERSON_KEYS.flatMap((key) => {
        const p = PEOPLE[key];
        return ('customers' in p ? p.customers : []).map((m) => ({
          userId: userId(key),
          customerId: customerId(m.customer),
          role: m.role,
          allLocations: 'allLocations' in m && m.allLocations,
        }));
      }),
    );
    await insertAll(
      tx,
      userLocations,
      PERSON_KEYS.flatMap((key) => {
        const p = PEOPLE[key];
        return ('customers' in p ? p.customers : []).flatMap((m) =>
          ('stores' in m ? m.stores : []).map((store) => ({ userId: userId(key), locationId: locationId(m.customer, store) })),
        );
      }),
    );
    await insertAll(
      tx,
      brandOwnerMemberships,
      PERSON_KEYS.flatMap((key) => {
        const p = PEOPLE[key];
        return ('brandOwners' in p ? p.brandOwners : []).map((m) => ({ userId: userId(key), brandOwnerId: brandOwnerId(m.brandOwner), role: m.role }));
      }),
    );
    await insertAll(
      tx,
      vendorMemberships,
      PERSON_KEYS.flatMap((key) => {
        const p = PEOPLE[key];
        return ('vendors' in p ? p.vendors : []).map((m) => ({ userId: userId(key), vendorId: vendorId(m.vendor), role: m.role }));
      }),
    );

    await insertAll(
      tx,
      serviceCategories,
      (Object.keys(SERVICE_CATEGORIES) as CategoryKey[]).map((key) => ({ id: categoryId(key), name: SERVICE_CATEGORIES[key] })),
    );
    await insertAll(
      tx,
      assetTypes,
      ASSET_TYPES.map((t) => ({ id: assetTypeId(t.key), name: t.name, serviceCategoryId: categoryId(t.category) })),
    );
    await insertAll(
      tx,
      assets,
      demoAssets.map((a) => a.row),
    );
    await insertAll(tx, qrLabels, buildDemoLabels(demoAssets, clock));
    await insertAll(tx, requests, requestRows);
    await seedDemoRequestActivity(tx, requestRows, clock);
    await seedDemoVendorPreferences(tx, since);
    await seedDemoVendors(tx, requestRows, clock);
    await seedDemoPm(tx, requestRows, demoAssets, clock);
    await seedDemoTasks(tx, requestRows, clock);
    await seedDemoEscalations(tx, requestRows, demoAssets, clock);
    await seedDemoInvoices(tx, requestRows, clock);
    await seedDemoRatings(tx, requestRows, clock);
    await seedDemoQuotes(tx, requestRows, clock);
    await setRequestMilestonesFromTimelines(tx);
  });
}

/** Seeds the demo data set into a database that has no customers yet. */
export async function seedDemoIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(customers);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db);
  return true;
}
