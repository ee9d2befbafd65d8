import { z } from 'zod';
import type { VendorSummary } from './vendor-api';

/**
 * Vendor preferences of a location (SPEC §3 Location rosters, §7): an ordered roster of vendors per
 * service category, an ordered roster per asset, and vendors never to suggest (for the whole
 * location, or for one category). Suggestions for an asset follow them.
 */
export const VENDOR_PREFERENCE_PATHS = {
  /** GET, query pageQuerySchema → Page<VendorSuggestion>. */
  assetSuggestions: (assetId: string) => `/vendor-preferences/suggestions/asset/${assetId}`,
  /** GET → CategoryRoster[] in `{ locationId, categories }`: one entry per service category. */
  categoryRosters: (locationId: string) => `/vendor-preferences/locations/${locationId}/servicecategories`,
  /** PUT categoryRosterPutSchema → CategoryRoster. */
  categoryRoster: (locationId: string, categoryId: string) => `/vendor-preferences/locations/${locationId}/servicecategories/${categoryId}`,
  /** GET → `{ locationId, assets: AssetRoster[] }` (assets that have a roster). */
  assetRosters: (locationId: string) => `/vendor-preferences/locations/${locationId}/assets`,
  /** GET → LocationVendorPreferences. */
  location: (locationId: string) => `/vendor-preferences/locations/${locationId}`,
  /** GET, query pageQuerySchema → Page<LocationVendorPreferences>, one per location of the customer in reach. */
  customer: (customerId: string) => `/vendor-preferences/customers/${customerId}`,
  /** POST doNotSuggestSchema → LocationVendorPreferences. */
  doNotSuggest: (locationId: string) => `/vendor-preferences/locations/${locationId}/doNotSuggest`,
} as const;

export interface RosterVendor extends VendorSummary {
  /** 1 is the first choice. */
  position: number;
}

export interface CategoryRoster {
  serviceCategory: { id: string; name: string };
  vendors: RosterVendor[];
  /** Vendors never suggested for this category here. */
  doNotSuggest: VendorSummary[];
}

export interface AssetRoster {
  asset: { id: string; name: string };
  vendors: RosterVendor[];
}

export interface LocationVendorPreferences {
  locationId: string;
  locationName: string;
  categoryRosters: CategoryRoster[];
  assetRosters: AssetRoster[];
  /** Vendors never suggested at this location, whatever the category. */
  doNotSuggest: VendorSummary[];
}

const vendorIds = (what: string) =>
  z
    .array(z.guid(`${what} must hold vendor ids`), `${what} must be a list of vendor ids`)
    .max(25, `${what} may hold at most 25 vendors`)
    .refine((ids) => new Set(ids).size === ids.length, `${what} must not repeat a vendor`);

/**
 * PUT .../servicecategories/{categoryId}: replaces the category's roster (vendor ids, first choice
 * first) and its do-not-suggest list. An empty roster clears it.
 */
export const categoryRosterPutSchema = z
  .object({
    vendorIds: vendorIds('vendorIds'),
    doNotSuggestVendorIds: vendorIds('doNotSuggestVendorIds').default([]),
  })
  .strict()
  .refine((b) => !b.vendorIds.some((id) => b.doNotSuggestVendorIds.includes(id)), {
    message: 'a vendor cannot be both on the roster and not to be suggested',
    path: ['doNotSuggestVendorIds'],
  });
export type CategoryRosterPut = z.input<typeof categoryRosterPutSchema>;

/** POST .../doNotSuggest: set (true, the default) or clear a location-wide do-not-suggest. Setting it takes the vendor off the location's rosters. */
export const doNotSuggestSchema = z
  .object({
    vendorId: z.guid('vendorId must be an id'),
    doNotSuggest: z.boolean('doNotSuggest must be true or false').default(true),
  })
  .strict();
export type DoNotSuggestBody = z.input<typeof doNotSuggestSchema>;

export const VENDOR_SUGGESTION_REASONS = ['assetRoster', 'categoryRoster', 'servedAsset'] as const;
export type VendorSuggestionReason = (typeof VENDOR_SUGGESTION_REASONS)[number];

/**
 * A vendor suggested for an asset: its asset roster first, then the roster of its category at its
 * location, then vendors that served it before (most recent first); do-not-suggest vendors never.
 */
export interface VendorSuggestion {
  vendor: VendorSummary;
  reason: VendorSuggestionReason;
  /** The roster position, or for served vendors the number of requests they took on the asset. */
  rank: number;
  lastServedAt: string | null;
}
