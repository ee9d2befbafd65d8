import { z } from 'zod';
import { ASSET_STATUSES, DEFAULT_ASSET_STATUS_FILTER, type AssetStatus } from '@domain/assets/asset-enums';
import { ASSET_ORDER_BY, ASSET_PAGE_SIZE, INFRASTRUCTURE_ASSET_FETCH_LIMIT, ORDER_DIRECTIONS } from '@domain/assets/asset-filters';
import { queryText } from '@/lib/search-params';

const percent = z.coerce.number().min(0).max(100).optional().catch(undefined);
const flag = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
  .optional()
  .catch(undefined);
/** A list in the address: the router gives an array (JSON) or, from a hand-written link, `a,b`. */
const listOf = <T extends z.ZodType>(item: T) =>
  z
    .preprocess((v) => (typeof v === 'string' ? v.split(',') : v), z.array(z.unknown()))
    .transform((values) => values.flatMap((v) => (item.safeParse(v).success ? [item.parse(v) as z.output<T>] : [])))
    .transform((values) => (values.length ? [...new Set(values)] : undefined))
    .optional()
    .catch(undefined);

/**
 * The asset list's filters as the address holds them (docs/product/assets-and-locations.md filter fields, §9). Bad values are
 * dropped, not errors, so a hand-edited address still opens the list. No status means the default,
 * Live and Replacing.
 */
export const assetListSearchSchema = z.object({
  percentOfSpendStart: percent,
  percentOfSpendEnd: percent,
  serviceCategoryIds: listOf(z.guid()),
  locations: listOf(z.guid()),
  locationId: z.guid().optional().catch(undefined),
  warrantyEligible: flag,
  assetStatus: listOf(z.enum(ASSET_STATUSES)),
  filterText: queryText,
  orderBy: z.enum(ASSET_ORDER_BY).optional().catch(undefined),
  orderDirection: z.enum(ORDER_DIRECTIONS).optional().catch(undefined),
  hasQrCodeLinked: flag,
  isEquipmentCertificationEligible: flag,
  isInfrastructure: flag,
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type AssetListSearch = z.infer<typeof assetListSearchSchema>;

/** The query string values of GET assets/summaries (lists comma-separated, flags as text). */
export type AssetListQuery = Record<string, string>;

/** docs/product/constants.md: 50 a page, or 100 when only infrastructure is shown. */
export const assetPageSize = (search: AssetListSearch) => (search.isInfrastructure ? INFRASTRUCTURE_ASSET_FETCH_LIMIT : ASSET_PAGE_SIZE);

/** The statuses the list shows: the chosen ones, or Live and Replacing. */
export const statusesOf = (search: AssetListSearch): readonly AssetStatus[] => search.assetStatus ?? DEFAULT_ASSET_STATUS_FILTER;

/** The query of GET assets/summaries for a list address. */
export function assetListParams(search: AssetListSearch): AssetListQuery {
  const limit = assetPageSize(search);
  const query: AssetListQuery = {
    limit: String(limit),
    offset: String(((search.page ?? 1) - 1) * limit),
    assetStatus: statusesOf(search).join(','),
    orderBy: search.orderBy ?? 'name',
    orderDirection: search.orderDirection ?? 'asc',
  };
  const put = (name: string, value: string | number | boolean | string[] | undefined) => {
    if (value === undefined) return;
    query[name] = Array.isArray(value) ? value.join(',') : String(value);
  };
  put('percentOfSpendStart', search.percentOfSpendStart);
  put('percentOfSpendEnd', search.percentOfSpendEnd);
  put('serviceCategoryIds', search.serviceCategoryIds);
  put('locations', search.locations);
  put('locationId', search.locationId);
  put('warrantyEligible', search.warrantyEligible);
  put('filterText', search.filterText);
  put('hasQrCodeLinked', search.hasQrCodeLinked);
  put('isEquipmentCertificationEligible', search.isEquipmentCertificationEligible);
  put('isInfrastructure', search.isInfrastructure);
  return query;
}

const sameStatuses = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((s) => b.includes(s));

/**
 * Only what differs from the defaults, so the address stays short and the default list has none:
 * the default statuses, order and the first page are left out.
 */
export function compactAssetSearch(search: AssetListSearch): AssetListSearch {
  const next: AssetListSearch = { ...search };
  if (next.assetStatus && sameStatuses(next.assetStatus, DEFAULT_ASSET_STATUS_FILTER)) next.assetStatus = undefined;
  if (next.orderBy === 'name') next.orderBy = undefined;
  if (next.orderDirection === 'asc') next.orderDirection = undefined;
  if (next.page === 1) next.page = undefined;
  return Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined && v !== '')) as AssetListSearch;
}

export const hasAssetFilters = (search: AssetListSearch) => Object.keys(compactAssetSearch(search)).length > 0;

/** How many filters are set (the text search and order and page are not filters). */
export function activeFilterCount(search: AssetListSearch): number {
  const { filterText: _t, orderBy: _o, orderDirection: _d, page: _p, ...filters } = compactAssetSearch(search);
  return Object.keys(filters).length;
}

/**
 * docs/product/routing.md: the asset filter is kept while the user moves inside the assets area (an asset, a
 * location, back to the list) and cleared when they leave it. Held for the page's life, not stored.
 */
let remembered: AssetListSearch | null = null;

export const assetListMemory = {
  remember(search: AssetListSearch): void {
    remembered = compactAssetSearch(search);
  },
  /** The filters to reopen the list with when it is opened without any, or null. */
  recall(): AssetListSearch | null {
    return remembered && hasAssetFilters(remembered) ? remembered : null;
  },
  clear(): void {
    remembered = null;
  },
};
