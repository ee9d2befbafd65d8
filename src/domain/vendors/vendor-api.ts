import { z } from 'zod';
import { namedRefSchema, pageOf } from '../api/contract';
import { pageQuerySchema } from '../api/paging';

export { VENDOR_PATHS } from './vendor-constants';

/**
 * The vendor directory calls of docs/product/README.md#api (under API_PREFIX): paths, queries and answers, shared by
 * the client and the server. Vendors are a shared directory: every signed-in user may look them up;
 * what a location does with them is its preferences. `:id` is a vendor id.
 */

/** A vendor by name only, for pickers. */
export const vendorRefSchema = namedRefSchema;
export type VendorRef = z.infer<typeof vendorRefSchema>;

export const vendorSummarySchema = vendorRefSchema.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isInternalTechnicianVendor: z.boolean(),
  /** The day its insurance runs out (docs/product/vendors.md#insurance); null when nobody said. */
  insuranceExpiresOn: z.iso.date().nullable(),
});
export type VendorSummary = z.infer<typeof vendorSummarySchema>;

export const vendorDetailSchema = vendorSummarySchema.extend({
  /** How many of the caller's locations have the vendor in their vendor network. */
  networkLocationCount: z.number().int(),
});
export type VendorDetail = z.infer<typeof vendorDetailSchema>;

/** A vendor as the pickers offer it: why the caller's customer eighty-sixed it, when it did, and when its insurance runs out (docs/product/vendors.md). */
export const vendorPickSchema = vendorRefSchema.extend({ eightySixReason: z.string().nullable(), insuranceExpiresOn: z.iso.date().nullable() });
export type VendorPick = z.infer<typeof vendorPickSchema>;
export const vendorPickPageSchema = pageOf(vendorPickSchema);
/** A vendor found by GET vendors/search: its contact details, marked like a pick when the caller's customer eighty-sixed it. */
export const vendorSearchHitSchema = vendorSummarySchema.extend({ eightySixReason: z.string().nullable() });
export type VendorSearchHit = z.infer<typeof vendorSearchHitSchema>;
export const vendorSearchPageSchema = pageOf(vendorSearchHitSchema);

export const vendorLookupQuerySchema = pageQuerySchema.extend({
  text: z.string().trim().max(200, 'text must be at most 200 characters').optional(),
});
export type VendorLookupQuery = z.infer<typeof vendorLookupQuerySchema>;

export const vendorSearchQuerySchema = pageQuerySchema.extend({
  /** Name, email or phone contains this text. */
  searchText: z.string().trim().max(200, 'searchText must be at most 200 characters').optional(),
});
export type VendorSearchQuery = z.infer<typeof vendorSearchQuerySchema>;
