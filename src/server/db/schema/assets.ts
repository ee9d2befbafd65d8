import { boolean, date, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ASSET_STATUSES } from '../../../domain/assets/asset-enums';
import { assetTypes } from './catalog';
import { createdAt, updatedAt } from './columns';
import { brandOwners, customers, locations } from './tenancy';

export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    assetTypeId: uuid('asset_type_id')
      .notNull()
      .references(() => assetTypes.id),
    /** The brand that made the equipment; its brand-owner users see the asset. */
    brandOwnerId: uuid('brand_owner_id').references(() => brandOwners.id),
    name: text('name').notNull(),
    modelNumber: text('model_number'),
    serialNumber: text('serial_number'),
    status: text('status', { enum: ASSET_STATUSES }).notNull().default('Live'),
    isInfrastructure: boolean('is_infrastructure').notNull().default(false),
    isEquipmentCertificationEligible: boolean('is_equipment_certification_eligible').notNull().default(false),
    warrantyExpiresOn: date('warranty_expires_on'),
    installedOn: date('installed_on'),
    /** Share of the location's repair spend that went to this asset, 0 to 100. */
    percentOfSpend: numeric('percent_of_spend', { precision: 5, scale: 2 }).notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('assets_customer_location').on(t.customerId, t.locationId),
    index('assets_location').on(t.locationId),
    index('assets_brand_owner').on(t.brandOwnerId),
    // The asset list's default order (by name) and its by-spend order, read a page at a time
    // within a customer instead of sorting every asset of it.
    index('assets_customer_name').on(t.customerId, t.name, t.id),
    index('assets_customer_spend').on(t.customerId, t.percentOfSpend, t.id),
    // Request search by asset name (pg_trgm).
    index('assets_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/**
 * A printed QR label (`https://<host>/qr/<id>`). Labels are printed before they are stuck on
 * equipment, so a label may exist unlinked and be linked to an asset later.
 */
export const qrLabels = pgTable(
  'qr_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    assetId: uuid('asset_id')
      .unique()
      .references(() => assets.id),
    createdAt: createdAt(),
  },
  (t) => [index('qr_labels_customer').on(t.customerId)],
);
