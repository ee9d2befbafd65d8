/**
 * The vendor area's plain constants (docs/product/vendors.md): paths and rate types. Kept apart from
 * the zod contracts (vendor-api.ts, vendor-contracted-rates-api.ts, which re-export them) so that the
 * calls a route's loader makes, which load with the app's first page, bring no schemas along.
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
  /** GET, query eightySixQuerySchema → Page<EightySixedVendor>; POST eightySixCreateSchema → 201 EightySixedVendor (vendor-network-api.ts). */
  eightySix: '/vendors/eightySixVendors',
  /** DELETE, query eightySixCustomerQuerySchema → EightySixTakeBack: the vendor taken back. */
  eightySixOne: '/vendors/eightySixVendors/:vendorId',
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

export const CONTRACTED_RATE_PATHS = {
  /** POST contractedRateCreateSchema → contractedRateWriteResultSchema (201, or 200 when the id exists already). */
  create: '/vendor-contracted-rates',
  /** DELETE → contractedRateDeleteResultSchema. */
  one: '/vendor-contracted-rates/:id',
} as const;

/** Money rates are in cents; multipliers in percent (150 = 1.5× the labour rate). */
export const CONTRACTED_RATE_TYPES = ['Hourly Labor', 'Trip Charge', 'Flat Rate', 'After-Hours Multiplier', 'Emergency Multiplier'] as const;
export type ContractedRateType = (typeof CONTRACTED_RATE_TYPES)[number];
export const MULTIPLIER_RATE_TYPES: readonly ContractedRateType[] = ['After-Hours Multiplier', 'Emergency Multiplier'];
export const isMultiplierRate = (type: ContractedRateType) => MULTIPLIER_RATE_TYPES.includes(type);
