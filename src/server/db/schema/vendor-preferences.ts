import { boolean, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { assets } from './assets';
import { serviceCategories } from './catalog';
import { createdAt } from './columns';
import { customers, locations, vendors } from './tenancy';

/** A location's vendor network (docs/product/assets-and-locations.md "vendors per location"). */
export const locationVendors = pgTable(
  'location_vendors',
  {
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.vendorId] }), index('location_vendors_vendor').on(t.vendorId)],
);

/**
 * A location's vendors for one service category: the ordered roster (doNotSuggest false, position
 * 1 first) and the vendors never to suggest for that category (doNotSuggest true).
 */
export const categoryRosterEntries = pgTable(
  'category_roster_entries',
  {
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    serviceCategoryId: uuid('service_category_id')
      .notNull()
      .references(() => serviceCategories.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    position: integer('position').notNull(),
    doNotSuggest: boolean('do_not_suggest').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.serviceCategoryId, t.vendorId] })],
);

/** An asset's own ordered vendor roster; it comes before its category's roster. */
export const assetRosterEntries = pgTable(
  'asset_roster_entries',
  {
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.vendorId] }), index('asset_roster_entries_location').on(t.locationId)],
);

/** Vendors never suggested at a location, whatever the category. */
export const locationDoNotSuggest = pgTable(
  'location_do_not_suggest',
  {
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.vendorId] })],
);
