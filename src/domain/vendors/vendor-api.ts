import { z } from 'zod';
import { pageQuerySchema } from '../api/paging';

/**
 * The vendor directory calls of SPEC §7 (under API_PREFIX). Vendors are a shared directory:
 * every signed-in user may look them up; what a location does with them is its preferences.
 */
export const VENDOR_PATHS = {
  /** GET → VendorDetail. */
  one: (id: string) => `/vendors/${id}`,
  /** GET, query vendorLookupQuerySchema → Page<VendorRef>. */
  lookup: '/vendors/lookup',
  /** GET → VendorRef. */
  lookupOne: (id: string) => `/vendors/lookup/${id}`,
  /** GET, query vendorSearchQuerySchema → Page<VendorSummary>. */
  search: '/vendors/search',
} as const;

export interface VendorRef {
  id: string;
  name: string;
}

export interface VendorSummary extends VendorRef {
  email: string | null;
  phone: string | null;
  isInternalTechnicianVendor: boolean;
}

export interface VendorDetail extends VendorSummary {
  /** How many of the caller's locations have the vendor in their vendor network. */
  networkLocationCount: number;
}

export const vendorLookupQuerySchema = pageQuerySchema.extend({
  text: z.string().trim().max(200, 'text must be at most 200 characters').optional(),
});
export type VendorLookupQuery = z.infer<typeof vendorLookupQuerySchema>;

export const vendorSearchQuerySchema = pageQuerySchema.extend({
  /** Name, email or phone contains this text. */
  searchText: z.string().trim().max(200, 'searchText must be at most 200 characters').optional(),
});
export type VendorSearchQuery = z.infer<typeof vendorSearchQuerySchema>;
