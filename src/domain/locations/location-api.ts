import { z } from 'zod';
import { isoTimestamp, namedRefSchema, opIdField, pageOf } from '../api/contract';
import { pageQuerySchema } from '../api/paging';
import { isTimeZone } from '../format/time-zone';
import { vendorSummarySchema } from '../vendors/vendor-api';

// The paths and the cache time live apart from the schemas, so a screen that only calls the API
// does not load the schemas with them.
export { LOCATION_PATHS, LOCATIONS_CACHE_MS } from './location-paths';

export const locationListQuerySchema = pageQuerySchema.extend({
  /** Name, store number or city contains this text. */
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
  /** Archived locations are left out unless asked for: `only` them, or `include` them with the rest. */
  archived: z.enum(['only', 'include'], 'archived must be only or include').optional(),
});
export type LocationListQuery = z.infer<typeof locationListQuerySchema>;

export const allLocationsQuerySchema = locationListQuerySchema.extend({
  customerId: z.guid('customerId must be an id').optional(),
});
export type AllLocationsQuery = z.infer<typeof allLocationsQuerySchema>;

export const locationSummarySchema = z.object({
  id: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  name: z.string(),
  storeNumber: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pmEnabled: z.boolean(),
  locationGroup: namedRefSchema.nullable(),
  /** When the location was archived; null while it is in use. */
  archivedAt: isoTimestamp.nullable(),
});
export type LocationSummary = z.infer<typeof locationSummarySchema>;
export const locationSummaryPageSchema = pageOf(locationSummarySchema);

/** A location with how many of its assets the caller sees. */
export const assetLocationSchema = locationSummarySchema.extend({ assetCount: z.number().int() });
export type AssetLocation = z.infer<typeof assetLocationSchema>;
export const assetLocationPageSchema = pageOf(assetLocationSchema);

export const locationDetailSchema = locationSummarySchema.extend({
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  phone: z.string().nullable(),
  /** Whom a vendor asks for on arrival (shown on vendor link pages and My jobs), and their phone. */
  siteContactName: z.string().nullable(),
  siteContactPhone: z.string().nullable(),
  /** How a vendor gets in and to the equipment. */
  accessNotes: z.string().nullable(),
  /** IANA time zone name, such as America/Chicago. */
  timezone: z.string(),
  /** The caller may change pmEnabled and the contact fields. */
  canEdit: z.boolean(),
  /** The caller may also rename, renumber, regroup, move to another time zone, archive and restore it (Company Leaders, administrators). */
  canManage: z.boolean(),
});
export type LocationDetail = z.infer<typeof locationDetailSchema>;
export const locationWriteResultSchema = locationDetailSchema.extend(opIdField);
export type LocationWriteResult = z.infer<typeof locationWriteResultSchema>;

const optionalText = (what: string, max: number) =>
  z.string().trim().min(1, `${what} must not be empty`).max(max, `${what} must be at most ${max} characters`).nullable();

const e164Phone = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^\+\d{10,15}$/, `${what} must be in international form, such as +14155550101`)
    .nullable();

/** A location's name, store number, time zone and group: what only those who add locations change (LOCATION_STRUCTURE_FIELDS). */
export const locationStructureFields = {
  name: z.string().trim().min(1, 'name must not be empty').max(200, 'name must be at most 200 characters'),
  storeNumber: optionalText('storeNumber', 50),
  timezone: z.string().trim().refine(isTimeZone, 'timezone must be a time zone such as America/Chicago'),
  locationGroupId: z.guid('locationGroupId must be a location group id').nullable(),
};
export const LOCATION_STRUCTURE_FIELDS: ReadonlySet<string> = new Set(Object.keys(locationStructureFields));

/** Every field of a location a caller sets, as PATCH locations/{id} and POST locations take them. */
export const locationFields = {
  ...locationStructureFields,
  pmEnabled: z.boolean('pmEnabled must be true or false'),
  phone: e164Phone('phone'),
  siteContactName: optionalText('siteContactName', 100),
  siteContactPhone: e164Phone('siteContactPhone'),
  accessNotes: optionalText('accessNotes', 1000),
  address: optionalText('address', 200),
  city: optionalText('city', 100),
  state: optionalText('state', 50),
  postalCode: optionalText('postalCode', 20),
};

/**
 * PATCH locations/{id}: pmEnabled and the contact fields (General Managers and up of the customer,
 * administrators); the structure fields also, for Company Leaders and administrators.
 */
export const locationPatchSchema = z
  .object(locationFields)
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'give at least one field to change');
export type LocationPatch = z.input<typeof locationPatchSchema>;

/** A vendor in a location's vendor network. */
export const locationVendorSchema = z.object({
  locationId: z.string(),
  vendor: vendorSummarySchema,
  addedAt: isoTimestamp,
});
export type LocationVendor = z.infer<typeof locationVendorSchema>;
export const locationVendorPageSchema = pageOf(locationVendorSchema);
export const locationVendorWriteResultSchema = locationVendorSchema.extend(opIdField);
export type LocationVendorWriteResult = z.infer<typeof locationVendorWriteResultSchema>;

export const locationVendorRemovalSchema = z.object({
  locationId: z.string(),
  vendorId: z.string(),
  /** false when the vendor was not in the network. */
  removed: z.boolean(),
  ...opIdField,
});
export type LocationVendorRemoval = z.infer<typeof locationVendorRemovalSchema>;

/** PUT/DELETE locations/all/vendors/{vendorId}: how many locations changed and how many the call covered. */
export const locationVendorBulkResultSchema = z.object({
  vendorId: z.string(),
  locationCount: z.number().int(),
  changedCount: z.number().int(),
});
export type LocationVendorBulkResult = z.infer<typeof locationVendorBulkResultSchema>;
export const locationVendorBulkWriteResultSchema = locationVendorBulkResultSchema.extend(opIdField);
export type LocationVendorBulkWriteResult = z.infer<typeof locationVendorBulkWriteResultSchema>;
