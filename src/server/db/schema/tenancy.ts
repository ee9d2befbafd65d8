import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CUSTOMER_STATUSES } from '../../../domain/tenancy/customer';
import { ROLE_NAMES } from '../../../domain/tenancy/roles';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/** docs/product/sessions-and-tenancy.md roles-and-ranks map, one row a role. */
export const roles = pgTable('roles', {
  name: text('name', { enum: ROLE_NAMES }).primaryKey(),
  rank: integer('rank').notNull(),
  userTypes: text('user_types').array().notNull(),
  isAssignableByCustomer: boolean('is_assignable_by_customer').notNull(),
});

export const customers = pgTable('customers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  status: text('status', { enum: CUSTOMER_STATUSES }).notNull().default('Prospect'),
  isSelfService: boolean('is_self_service').notNull().default(false),
  selfServiceIncludesFullPm: boolean('self_service_includes_full_pm').notNull().default(false),
  enterprise: boolean('enterprise').notNull().default(false),
  /** docs/product/sessions-and-tenancy.md partnership { product }: the partner product the customer came through, if any. */
  partnershipProduct: text('partnership_product'),
  canAccessInvoiceReporting: boolean('can_access_invoice_reporting').notNull().default(false),
  canAccessInsightsReporting: boolean('can_access_insights_reporting').notNull().default(false),
  accountManagerUserId: uuid('account_manager_user_id').references(() => users.id),
  createdAt: createdAt(),
});

export const locationGroups = pgTable(
  'location_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('location_groups_customer_name').on(t.customerId, t.name)],
);

export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    locationGroupId: uuid('location_group_id').references(() => locationGroups.id),
    name: text('name').notNull(),
    storeNumber: text('store_number'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    phone: text('phone'),
    /** Whom a vendor asks for on arrival, and their phone (E.164): shown on link pages and My jobs. */
    siteContactName: text('site_contact_name'),
    siteContactPhone: text('site_contact_phone'),
    /** How a vendor gets in and to the equipment (back door, key at the bar, roof hatch code). */
    accessNotes: text('access_notes'),
    timezone: text('timezone').notNull().default('America/New_York'),
    pmEnabled: boolean('pm_enabled').notNull().default(false),
    /** A closed or sold store: kept with its history, left out of lists, and no new requests or equipment there. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedByUserId: uuid('archived_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('locations_customer').on(t.customerId, t.name),
    // Request search by location name (pg_trgm).
    index('locations_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const brandOwners = pgTable('brand_owners', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  /** Where escalations (EEP) of the brand's equipment go: the manufacturer's escalation contact. */
  escalationContactEmail: text('escalation_contact_email'),
  createdAt: createdAt(),
});

export const vendors = pgTable(
  'vendors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** Vendors that stand for the portal's own technicians (docs/product/sessions-and-tenancy.md internal technician vendors). */
    isInternalTechnicianVendor: boolean('is_internal_technician_vendor').notNull().default(false),
    /** The company profile the vendor's own users keep (docs/product/vendors.md Vendor profile). */
    website: text('website'),
    description: text('description'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    /** Service area: two-letter states, five-digit postal codes, and a radius around the address. */
    serviceAreaStates: text('service_area_states')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    serviceAreaPostalCodes: text('service_area_postal_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    serviceRadiusMiles: integer('service_radius_miles'),
    /** The day its liability insurance runs out (docs/product/vendors.md#insurance); null when nobody said. */
    insuranceExpiresOn: date('insurance_expires_on'),
    /**
     * The customer whose leader added the vendor to the directory (docs/product/vendors.md#directory-vendors):
     * its leaders keep the profile until the vendor's own Dispatcher signs in. Null for the vendors the
     * portal set up itself.
     */
    addedByCustomerId: uuid('added_by_customer_id').references(() => customers.id),
    addedByUserId: uuid('added_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vendors_name').on(t.name), index('vendors_added_by_customer').on(t.addedByCustomerId, t.name)],
);

/**
 * A user's role at a customer. `allLocations` gives every location of the customer; otherwise the
 * user sees the locations listed in user_locations (location staff, location and area leaders).
 */
export const customerMemberships = pgTable(
  'customer_memberships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    role: text('role', { enum: ROLE_NAMES })
      .notNull()
      .references(() => roles.name),
    allLocations: boolean('all_locations').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.customerId] }), index('customer_memberships_customer').on(t.customerId)],
);

export const userLocations = pgTable(
  'user_locations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.locationId] }), index('user_locations_location').on(t.locationId)],
);

export const brandOwnerMemberships = pgTable(
  'brand_owner_memberships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    brandOwnerId: uuid('brand_owner_id')
      .notNull()
      .references(() => brandOwners.id),
    role: text('role', { enum: ROLE_NAMES })
      .notNull()
      .references(() => roles.name),
  },
  (t) => [primaryKey({ columns: [t.userId, t.brandOwnerId] })],
);

export const vendorMemberships = pgTable(
  'vendor_memberships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    role: text('role', { enum: ROLE_NAMES })
      .notNull()
      .references(() => roles.name),
  },
  (t) => [primaryKey({ columns: [t.userId, t.vendorId] })],
);
