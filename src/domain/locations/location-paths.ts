/**
 * The location calls of docs/product/README.md#api (under API_PREFIX): paths, queries, bodies and answers, shared by
 * the client and the server. Every list is a `Page<T>` and takes locationListQuerySchema (limit,
 * offset, search). `:id` is a location id.
 */
export const LOCATION_PATHS = {
  /** GET → Page<LocationSummary>: the locations the caller sees (in the selected customer). */
  viewable: '/locations/viewableLocations',
  /** GET → Page<LocationSummary>: every location of every customer the user belongs to, ignoring the selection (docs/product/roles-and-permissions.md multi-tenant users). */
  viewableMultiTenant: '/locations/viewableMultiTenantUserLocations',
  /** GET, also query customerId → Page<LocationSummary>: all locations in reach (internal staff: every customer). */
  all: '/locations/all',
  /** GET → Page<AssetLocation>: locations with assets the caller sees, with their asset count. */
  viewableAssetLocations: '/locations/viewableAssetLocations',
  /** GET → Page<LocationSummary>: locations of requests the caller sees or may raise. */
  viewableRequestLocations: '/locations/viewableRequestLocations',
  /** POST locationCreateSchema (location-setup.ts) → 201 LocationDetail: Company Leaders and administrators. */
  create: '/locations',
  /** GET, query locationCsvQuerySchema (location-csv.ts) → text/csv of LOCATION_CSV_COLUMNS: every location of the filters. */
  exportCsv: '/locations/export.csv',
  /** POST text/csv, query csvImportQuerySchema → LocationImportAnswer (location-csv.ts): Company Leaders and administrators. */
  importCsv: '/locations/import',
  /** GET → LocationDetail; PATCH locationPatchSchema → locationWriteResultSchema. */
  one: '/locations/:id',
  /** POST → LocationDetail: archives the location (Company Leaders, administrators); `restore` brings it back. */
  archive: '/locations/:id/archive',
  restore: '/locations/:id/restore',
  /** GET → Page<LocationVendor>. */
  vendors: '/locations/:id/vendors',
  /** PUT (add, idempotent) → locationVendorWriteResultSchema; DELETE → locationVendorRemovalSchema (a body, not a 204: the outbox needs the opId). */
  vendor: '/locations/:id/vendors/:vendorId',
  /**
   * PUT / DELETE the vendor at every location the caller may change → locationVendorBulkWriteResultSchema.
   * The same address as `vendor` with the id `all` (the static segment wins on the server).
   */
  allVendor: '/locations/all/vendors/:vendorId',
} as const;

/**
 * docs/product/constants.md: a list of locations (the locations page, the location pickers and
 * filters) is read again only after this long.
 */
export const LOCATIONS_CACHE_MS = 60_000;
