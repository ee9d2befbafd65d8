import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONTRACTED_RATE_TYPES } from '../../../domain/vendors/vendor-contracted-rates-api';
import { DISPATCH_PRODUCT_TYPES, DISPATCH_RESPONSES } from '../../../domain/vendors/vendor-history-api';
import { serviceCategories } from './catalog';
import { createdAt } from './columns';
import { requests } from './requests';
import { customers, locations, vendors } from './tenancy';
import { users } from './users';

/** The service categories a vendor works in (docs/product/vendors.md Vendor profile). */
export const vendorServiceCategories = pgTable(
  'vendor_service_categories',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    serviceCategoryId: uuid('service_category_id')
      .notNull()
      .references(() => serviceCategories.id),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.serviceCategoryId] }), index('vendor_service_categories_category').on(t.serviceCategoryId)],
);

/** The people customers reach at a vendor, in the order the vendor lists them. */
export const vendorContacts = pgTable(
  'vendor_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    title: text('title'),
    email: text('email'),
    phone: text('phone'),
  },
  (t) => [index('vendor_contacts_vendor').on(t.vendorId, t.position)],
);

/** A vendor a customer has dropped ("eighty-sixed", docs/product/vendors.md): never suggested or dispatched to again. */
export const vendorEightySixes = pgTable(
  'vendor_eighty_sixes',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    reason: text('reason').notNull(),
    eightySixedByUserId: uuid('eighty_sixed_by_user_id').references(() => users.id),
    eightySixedAt: timestamp('eighty_sixed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.vendorId] }), index('vendor_eighty_sixes_customer_at').on(t.customerId, t.eightySixedAt.desc())],
);

/**
 * One dispatch of a request to a vendor (docs/product/vendors.md Dispatch history): by the portal's
 * dispatch team (FSO) or by a sign-in-free link the vendor answers (SSO), with the vendor's answer.
 */
export const vendorDispatches = pgTable(
  'vendor_dispatches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    productType: text('product_type', { enum: DISPATCH_PRODUCT_TYPES }).notNull(),
    response: text('response', { enum: DISPATCH_RESPONSES }).notNull().default('Pending'),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    dispatchedByUserId: uuid('dispatched_by_user_id').references(() => users.id),
  },
  (t) => [
    index('vendor_dispatches_customer_at').on(t.customerId, t.productType, t.dispatchedAt.desc(), t.id.desc()),
    index('vendor_dispatches_vendor_at').on(t.vendorId, t.dispatchedAt.desc()),
    index('vendor_dispatches_request').on(t.requestId),
  ],
);

/**
 * What a customer pays a vendor for one service category (docs/product/vendors.md Contracted rates):
 * money rates in cents (amountCents), multipliers in percent (multiplierPercent, 150 = 1.5×), from
 * effectiveFrom to effectiveTo (open-ended when null).
 */
export const vendorContractedRates = pgTable(
  'vendor_contracted_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    serviceCategoryId: uuid('service_category_id')
      .notNull()
      .references(() => serviceCategories.id),
    rateType: text('rate_type', { enum: CONTRACTED_RATE_TYPES }).notNull(),
    amountCents: integer('amount_cents'),
    multiplierPercent: integer('multiplier_percent'),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
    notes: text('notes'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('vendor_contracted_rates_vendor_customer').on(t.vendorId, t.customerId, t.serviceCategoryId),
    index('vendor_contracted_rates_customer').on(t.customerId),
    // One kind of amount per row, whichever the rate type needs.
    check('vendor_contracted_rates_one_amount', sql`(${t.amountCents} is null) <> (${t.multiplierPercent} is null)`),
  ],
);
