import { z } from 'zod';
import { pageQuerySchema } from '../api/paging';
import type { VendorSummary } from '../vendors/vendor-api';

/**
 * The location calls of SPEC §7 (under API_PREFIX). Every list is a `Page<T>` and takes
 * locationListQuerySchema (limit, offset, search).
 */
export const LOCATION_PATHS = {
  /** GET → Page<LocationSummary>: the locations the caller sees (in the selected customer). */
  viewable: '/locations/viewableLocations',
  /** GET → Page<LocationSummary>: every location of every customer the user belongs to, ignoring the selection (SPEC §6 multi-tenant users). */
  viewableMultiTenant: '/locations/viewableMultiTenantUserLocations',
  /** GET, also query customerId → Page<LocationSummary>: all locations in reach (internal staff: every customer). */
  all: '/locations/all',
  /** GET → Page<AssetLocation>: locations with assets the caller sees, with their asset count. */
  viewableAssetLocations: '/locations/viewableAssetLocations',
  /** GET → Page<LocationSummary>: locations of requests the caller sees or may raise. */
  viewableRequestLocations: '/locations/viewableRequestLocations',
  /** GET → LocationDetail; PATCH locationPatchSchema → LocationDetail. */
  one: (id: string) => `/locations/${id}`,
  /** GET → Page<LocationVendor>. */
  vendors: (id: string) => `/locations/${id}/vendors`,
  /**
   * PUT (add, idempotent) → LocationVendor; DELETE → LocationVendorRemoval. `id` may be 'all': every
   * location the caller may change → LocationVendorBulkResult. Writes echo `opId` (the Idempotency-Key).
   */
  vendor: (id: string | 'all', vendorId: string) => `/locations/${id}/vendors/${vendorId}`,
} as const;

export const locationListQuerySchema = pageQuerySchema.extend({
  /** Name, store number or city contains this text. */
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
});
export type LocationListQuery = z.infer<typeof locationListQuerySchema>;

export const allLocationsQuerySchema = locationListQuerySchema.extend({
  customerId: z.guid('customerId must be an id').optional(),
});
export type AllLocationsQuery = z.infer<typeof allLocationsQuerySchema>;

export interface LocationSummary {
  id: string;
  customerId: string;
  customerName: string;
  name: string;
  storeNumber: string | null;
  city: string | null;
  state: string | null;
  pmEnabled: boolean;
  locationGroup: { id: string; name: string } | null;
}

export interface AssetLocation extends LocationSummary {
  assetCount: number;
}

export interface LocationDetail extends LocationSummary {
  address: string | null;
  postalCode: string | null;
  phone: string | null;
  timezone: string;
  /** The caller may change pmEnabled and the contact fields. */
  canEdit: boolean;
}

const optionalText = (what: string, max: number) =>
  z.string().trim().min(1, `${what} must not be empty`).max(max, `${what} must be at most ${max} characters`).nullable();

/** PATCH locations/{id}: pmEnabled and the contact fields (leaders of the customer, administrators). */
export const locationPatchSchema = z
  .object({
    pmEnabled: z.boolean('pmEnabled must be true or false'),
    phone: z
      .string()
      .trim()
      .regex(/^\+\d{10,15}$/, 'phone must be in international form, such as +14155550101')
      .nullable(),
    address: optionalText('address', 200),
    city: optionalText('city', 100),
    state: optionalText('state', 50),
    postalCode: optionalText('postalCode', 20),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'give at least one field to change');
export type LocationPatch = z.input<typeof locationPatchSchema>;

/** A vendor in a location's vendor network. */
export interface LocationVendor {
  locationId: string;
  vendor: VendorSummary;
  addedAt: string;
}

export interface LocationVendorRemoval {
  locationId: string;
  vendorId: string;
  /** false when the vendor was not in the network. */
  removed: boolean;
}

/** PUT/DELETE locations/all/vendors/{vendorId}: how many locations changed and how many the call covered. */
export interface LocationVendorBulkResult {
  vendorId: string;
  locationCount: number;
  changedCount: number;
}

/** SPEC §9: the locations list is cached this long on the client. */
export const LOCATIONS_CACHE_SECONDS = 60;
