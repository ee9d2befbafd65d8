import { z } from 'zod';
import { ASSET_STATUSES, DEFAULT_ASSET_STATUS_FILTER } from './asset-enums';

/** docs/product/constants.md: the asset list's page size, and the larger fetch for infrastructure assets. */
export const ASSET_PAGE_SIZE = 50;
export const INFRASTRUCTURE_ASSET_FETCH_LIMIT = 100;
export const ASSET_LIST_MAX_LIMIT = 200;

/** The columns the asset list may be ordered by (anything else is a 400). */
export const ASSET_ORDER_BY = [
  'name',
  'modelNumber',
  'serialNumber',
  'status',
  'percentOfSpend',
  'warrantyExpiresOn',
  'installedOn',
  'locationName',
  'assetTypeName',
  'serviceCategoryName',
  'createdAt',
  'updatedAt',
] as const;
export type AssetOrderBy = (typeof ASSET_ORDER_BY)[number];
export const ORDER_DIRECTIONS = ['asc', 'desc'] as const;
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];

/**
 * A list in a query string: repeated (`?a=1&a=2`) or comma-separated (`?a=1,2`), both accepted.
 * The client sends comma-separated values.
 */
export function queryList<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((v) => String(v).split(','))
        .map((v) => v.trim())
        .filter(Boolean),
    z.array(item),
  );
}

/** `true` or `false` in a query string. */
export const queryBoolean = z.enum(['true', 'false'], 'must be true or false').transform((v) => v === 'true');

const id = (what: string) => z.guid(`${what} must be an id`);
const percent = (what: string) => z.coerce.number(`${what} must be a number`).min(0, `${what} must be at least 0`).max(100, `${what} must be at most 100`);

/**
 * GET assets/summaries (docs/product/assets-and-locations.md asset filter fields). `limit` defaults to 50, or 100 when only
 * infrastructure is asked for (docs/product/constants.md); `assetStatus` defaults to Live and Replacing.
 */
export const assetSummaryQuerySchema = z
  .object({
    limit: z.coerce
      .number('limit must be a number')
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(ASSET_LIST_MAX_LIMIT, `limit must be at most ${ASSET_LIST_MAX_LIMIT}`)
      .optional(),
    offset: z.coerce.number('offset must be a number').int('offset must be a whole number').min(0, 'offset must not be negative').default(0),
    percentOfSpendStart: percent('percentOfSpendStart').optional(),
    percentOfSpendEnd: percent('percentOfSpendEnd').optional(),
    serviceCategoryIds: queryList(id('serviceCategoryIds')).optional(),
    serviceCategoryId: id('serviceCategoryId').optional(),
    /** Location ids. */
    locations: queryList(id('locations')).optional(),
    locationId: id('locationId').optional(),
    /** true: warranty runs today or later; false: no warranty date or it has ended. */
    warrantyEligible: queryBoolean.optional(),
    assetStatus: queryList(z.enum(ASSET_STATUSES, `assetStatus must be one of ${ASSET_STATUSES.join(', ')}`)).optional(),
    /** Name, model, serial, asset type, location name or store number contains this text. */
    filterText: z.string().trim().max(200, 'filterText must be at most 200 characters').optional(),
    orderBy: z.enum(ASSET_ORDER_BY, `orderBy must be one of ${ASSET_ORDER_BY.join(', ')}`).default('name'),
    orderDirection: z.enum(ORDER_DIRECTIONS, 'orderDirection must be asc or desc').default('asc'),
    hasQrCodeLinked: queryBoolean.optional(),
    isEquipmentCertificationEligible: queryBoolean.optional(),
    isInfrastructure: queryBoolean.optional(),
  })
  .refine((q) => q.percentOfSpendStart === undefined || q.percentOfSpendEnd === undefined || q.percentOfSpendStart <= q.percentOfSpendEnd, {
    message: 'percentOfSpendStart must not be more than percentOfSpendEnd',
    path: ['percentOfSpendStart'],
  })
  .transform(({ limit, assetStatus, ...rest }) => ({
    ...rest,
    limit: limit ?? (rest.isInfrastructure ? INFRASTRUCTURE_ASSET_FETCH_LIMIT : ASSET_PAGE_SIZE),
    assetStatus: assetStatus?.length ? assetStatus : [...DEFAULT_ASSET_STATUS_FILTER],
  }));
export type AssetSummaryQueryInput = z.input<typeof assetSummaryQuerySchema>;
export type AssetSummaryQuery = z.output<typeof assetSummaryQuerySchema>;
