import { z } from 'zod';
import { isoTimestamp, namedRefSchema, opIdField, pageOf } from '../api/contract';
import { vendorSummarySchema } from './vendor-api';

/**
 * Vendor preferences of a location (docs/product/assets-and-locations.md Location rosters, §7): an ordered roster of vendors per
 * service category, an ordered roster per asset, and vendors never to suggest (for the whole
 * location, or for one category). Suggestions for an asset follow them. `:id` is a location id
 * unless named otherwise; writes echo `opId` (the Idempotency-Key).
 */
export const VENDOR_PREFERENCE_PATHS = {
  /** GET, query pageQuerySchema → Page<VendorSuggestion>; `:id` is an asset id. */
  assetSuggestions: '/vendor-preferences/suggestions/asset/:id',
  /** GET → categoryRostersAnswerSchema: one entry per service category. */
  categoryRosters: '/vendor-preferences/locations/:id/servicecategories',
  /** PUT categoryRosterPutSchema → categoryRosterWriteResultSchema. */
  categoryRoster: '/vendor-preferences/locations/:id/servicecategories/:categoryId',
  /** GET → assetRostersAnswerSchema (assets that have a roster). */
  assetRosters: '/vendor-preferences/locations/:id/assets',
  /** GET → locationVendorPreferencesSchema. */
  location: '/vendor-preferences/locations/:id',
  /** GET, query pageQuerySchema → Page<LocationVendorPreferences>, one per location of the customer in reach; `:id` is a customer id. */
  customer: '/vendor-preferences/customers/:id',
  /** POST doNotSuggestSchema → locationVendorPreferencesWriteResultSchema. */
  doNotSuggest: '/vendor-preferences/locations/:id/doNotSuggest',
} as const;

export const rosterVendorSchema = vendorSummarySchema.extend({
  /** 1 is the first choice. */
  position: z.number().int(),
});
export type RosterVendor = z.infer<typeof rosterVendorSchema>;

export const categoryRosterSchema = z.object({
  serviceCategory: namedRefSchema,
  vendors: z.array(rosterVendorSchema),
  /** Vendors never suggested for this category here. */
  doNotSuggest: z.array(vendorSummarySchema),
});
export type CategoryRoster = z.infer<typeof categoryRosterSchema>;
export const categoryRosterWriteResultSchema = categoryRosterSchema.extend(opIdField);
export type CategoryRosterWriteResult = z.infer<typeof categoryRosterWriteResultSchema>;

export const assetRosterSchema = z.object({
  asset: namedRefSchema,
  vendors: z.array(rosterVendorSchema),
});
export type AssetRoster = z.infer<typeof assetRosterSchema>;

export const locationVendorPreferencesSchema = z.object({
  locationId: z.string(),
  locationName: z.string(),
  categoryRosters: z.array(categoryRosterSchema),
  assetRosters: z.array(assetRosterSchema),
  /** Vendors never suggested at this location, whatever the category. */
  doNotSuggest: z.array(vendorSummarySchema),
});
export type LocationVendorPreferences = z.infer<typeof locationVendorPreferencesSchema>;
export const locationVendorPreferencesWriteResultSchema = locationVendorPreferencesSchema.extend(opIdField);
export type LocationVendorPreferencesWriteResult = z.infer<typeof locationVendorPreferencesWriteResultSchema>;
export const locationVendorPreferencesPageSchema = pageOf(locationVendorPreferencesSchema);

/** GET .../servicecategories: the category part of the location's preferences, every category (empty rosters too). */
export const categoryRostersAnswerSchema = z.object({ locationId: z.string(), categories: z.array(categoryRosterSchema) });
export type CategoryRostersAnswer = z.infer<typeof categoryRostersAnswerSchema>;

/** GET .../assets: the asset part of the location's preferences. */
export const assetRostersAnswerSchema = z.object({ locationId: z.string(), assets: z.array(assetRosterSchema) });

/** The most vendors a roster holds. */
export const ROSTER_MAX = 25;

const vendorIds = (what: string) =>
  z
    .array(z.guid(`${what} must hold vendor ids`), `${what} must be a list of vendor ids`)
    .max(ROSTER_MAX, `${what} may hold at most ${ROSTER_MAX} vendors`)
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
export const vendorSuggestionSchema = z.object({
  vendor: vendorSummarySchema,
  reason: z.enum(VENDOR_SUGGESTION_REASONS),
  /** The roster position, or for served vendors the number of requests they took on the asset. */
  rank: z.number().int(),
  /** When the vendor was last sent to the asset; null if never. */
  lastServedAt: isoTimestamp.nullable(),
});
export type VendorSuggestion = z.infer<typeof vendorSuggestionSchema>;
export const vendorSuggestionPageSchema = pageOf(vendorSuggestionSchema);
