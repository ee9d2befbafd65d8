import { z } from 'zod';
import { namedRefSchema, pageOf } from '../api/contract';
import { pageQuerySchema } from '../api/paging';

/**
 * The vendor directory calls of docs/product/README.md#api (under API_PREFIX): paths, queries and answers, shared by
 * the client and the server. Vendors are a shared directory: every signed-in user may look them up;
 * what a location does with them is its preferences. `:id` is a vendor id.
 */
export const VENDOR_PATHS = {
  /** GET → vendorDetailSchema. */
  one: '/vendors/:id',
  /** GET, query vendorLookupQuerySchema → Page<VendorRef>. */
  lookup: '/vendors/lookup',
  /** GET → vendorRefSchema. */
  lookupOne: '/vendors/lookup/:id',
  /** GET, query vendorSearchQuerySchema → Page<VendorSummary>. */
  search: '/vendors/search',
  // docs/product/vendors.md: the vendor profile, the network views and the dispatch history.
  /** PATCH vendorPatchSchema → vendorProfileWriteResultSchema (vendor-profile-api.ts): a vendor user with update permission, on their own company. */
  update: '/vendors/:id',
  /** GET, query pageQuerySchema → Page<VendorCustomer> (vendor-network-api.ts): the customers the vendor serves that the caller may see. */
  customers: '/vendors/:id/customers',
  /** GET, query rosterViewQuerySchema → Page<RosterViewCategory> (vendor-network-api.ts). */
  rosterView: '/vendors/rosterView',
  /** GET, query pageQuerySchema → Page<VendorSelf> (vendor-profile-api.ts): the caller's own vendors with their profiles. */
  self: '/vendors/self',
  /** POST vendorCreateSchema → vendorProfileWriteResultSchema (vendor-profile-api.ts): a customer manager adds a vendor to the directory. */
  create: '/vendors',
  /** GET, query ssoHistoryQuerySchema → Page<VendorDispatch> (vendor-history-api.ts). */
  ssoHistory: '/vendors/ssoHistoryView',
  /** GET, query eightySixQuerySchema → Page<EightySixedVendor> (vendor-network-api.ts). */
  eightySix: '/vendors/eightySixVendors',
  /** GET, query pageQuerySchema → Page<NetworkVendor> (vendor-network-api.ts). */
  internalTechnicians: '/vendors/internalTechnicianVendors',
  /** GET, query possibleVendorsQuerySchema → Page<PossibleVendor> (vendor-network-api.ts). */
  possibleForRequest: '/vendors/allPossibleVendorsForRequest',
  /** GET, query vendorAdminSearchQuerySchema → Page<AdminVendor> (vendor-network-api.ts), administrators only. */
  adminSearch: '/vendors/admin/search',
  /** GET, query vendorFullSearchQuerySchema → Page<NetworkVendor> (vendor-network-api.ts). */
  fullSearch: '/vendors/fullSearch',
  /** GET, query pageQuerySchema → Page<VendorDispatch> (vendor-history-api.ts): every vendor the request went to. */
  dispatchedForRequest: '/vendors/dispatchedForRequest/:requestId',
  /** GET, query vendorSearchQuerySchema → Page<RequestVendor> (vendor-network-api.ts): vendors of the requests the caller sees. */
  viewableRequestVendors: '/vendors/viewableRequestVendors',
  /** GET, query contractedRatesQuerySchema → Page<ContractedRate> (vendor-contracted-rates-api.ts). */
  contractedRates: '/vendors/:id/contractedRates',
} as const;

/** A vendor by name only, for pickers. */
export const vendorRefSchema = namedRefSchema;
export type VendorRef = z.infer<typeof vendorRefSchema>;

export const vendorSummarySchema = vendorRefSchema.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isInternalTechnicianVendor: z.boolean(),
});
export type VendorSummary = z.infer<typeof vendorSummarySchema>;

export const vendorDetailSchema = vendorSummarySchema.extend({
  /** How many of the caller's locations have the vendor in their vendor network. */
  networkLocationCount: z.number().int(),
});
export type VendorDetail = z.infer<typeof vendorDetailSchema>;

export const vendorRefPageSchema = pageOf(vendorRefSchema);
export const vendorSummaryPageSchema = pageOf(vendorSummarySchema);

export const vendorLookupQuerySchema = pageQuerySchema.extend({
  text: z.string().trim().max(200, 'text must be at most 200 characters').optional(),
});
export type VendorLookupQuery = z.infer<typeof vendorLookupQuerySchema>;

export const vendorSearchQuerySchema = pageQuerySchema.extend({
  /** Name, email or phone contains this text. */
  searchText: z.string().trim().max(200, 'searchText must be at most 200 characters').optional(),
});
export type VendorSearchQuery = z.infer<typeof vendorSearchQuerySchema>;
