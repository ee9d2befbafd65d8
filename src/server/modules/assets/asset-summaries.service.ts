import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Page } from '../../../domain/api/paging';
import type { AssetSummary, UserAssetQuery, UserAssetSummary } from '../../../domain/assets/asset-api';
import type { AssetOrderBy, AssetSummaryQuery } from '../../../domain/assets/asset-filters';
import type { Queryable } from '../../db/client';
import { assets, qrLabels } from '../../db/schema/assets';
import { assetTypes, serviceCategories } from '../../db/schema/catalog';
import { brandOwners, locations } from '../../db/schema/tenancy';
import { visibleTo, type TenantScope } from '../../db/tenant-scope';
import { containsPattern } from '../../db/search-pattern';
import { countedRow, pageWithTotal, type CappedTotal } from '../../db/capped-count';

/** The rows an asset list may show the caller: through its location, or its brand for brand-owner users. */
export const assetVisibleTo = (scope: TenantScope): SQL =>
  visibleTo(scope, { customerId: assets.customerId, locationId: assets.locationId, brandOwnerId: assets.brandOwnerId });

/** Today's date in the database, so "under warranty" agrees with every filter on it. */
const warrantyEligibleSql = sql<boolean>`coalesce(${assets.warrantyExpiresOn} >= current_date, false)`;

/** The columns of one AssetSummary, read with the joins of `summaryFrom`. */
export const summaryColumns = {
  id: assets.id,
  customerId: assets.customerId,
  name: assets.name,
  modelNumber: assets.modelNumber,
  serialNumber: assets.serialNumber,
  status: assets.status,
  isInfrastructure: assets.isInfrastructure,
  isEquipmentCertificationEligible: assets.isEquipmentCertificationEligible,
  warrantyExpiresOn: assets.warrantyExpiresOn,
  warrantyEligible: warrantyEligibleSql,
  installedOn: assets.installedOn,
  percentOfSpend: assets.percentOfSpend,
  locationId: locations.id,
  locationName: locations.name,
  storeNumber: locations.storeNumber,
  assetTypeId: assetTypes.id,
  assetTypeName: assetTypes.name,
  serviceCategoryId: serviceCategories.id,
  serviceCategoryName: serviceCategories.name,
  brandOwnerId: brandOwners.id,
  brandOwnerName: brandOwners.name,
  qrLabelId: qrLabels.id,
  updatedAt: assets.updatedAt,
};

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

export function toAssetSummary(r: SummaryRow): AssetSummary {
  return {
    id: r.id,
    customerId: r.customerId,
    name: r.name,
    modelNumber: r.modelNumber,
    serialNumber: r.serialNumber,
    status: r.status,
    isInfrastructure: r.isInfrastructure,
    isEquipmentCertificationEligible: r.isEquipmentCertificationEligible,
    warrantyExpiresOn: r.warrantyExpiresOn,
    warrantyEligible: r.warrantyEligible,
    installedOn: r.installedOn,
    percentOfSpend: Number(r.percentOfSpend),
    location: { id: r.locationId, name: r.locationName, storeNumber: r.storeNumber },
    assetType: { id: r.assetTypeId, name: r.assetTypeName },
    serviceCategory: { id: r.serviceCategoryId, name: r.serviceCategoryName },
    brandOwner: r.brandOwnerId && r.brandOwnerName ? { id: r.brandOwnerId, name: r.brandOwnerName } : null,
    qrLabelId: r.qrLabelId,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Assets with the joins every summary needs. */
export function selectSummaries(db: Queryable) {
  return db
    .select(summaryColumns)
    .from(assets)
    .innerJoin(locations, eq(locations.id, assets.locationId))
    .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, assetTypes.serviceCategoryId))
    .leftJoin(brandOwners, eq(brandOwners.id, assets.brandOwnerId))
    .leftJoin(qrLabels, eq(qrLabels.assetId, assets.id));
}

const ORDER_COLUMNS: Record<AssetOrderBy, AnyColumn | SQL> = {
  name: assets.name,
  modelNumber: assets.modelNumber,
  serialNumber: assets.serialNumber,
  status: assets.status,
  percentOfSpend: assets.percentOfSpend,
  warrantyExpiresOn: assets.warrantyExpiresOn,
  installedOn: assets.installedOn,
  locationName: locations.name,
  assetTypeName: assetTypes.name,
  serviceCategoryName: serviceCategories.name,
  createdAt: assets.createdAt,
  updatedAt: assets.updatedAt,
};

const hasLabel = sql`exists (select 1 from ${qrLabels} where ${qrLabels.assetId} = ${assets.id})`;

/** The WHERE of the asset list: the caller's scope and every docs/product/assets-and-locations.md filter given. */
export function summaryConditions(scope: TenantScope, q: AssetSummaryQuery): SQL {
  const c: (SQL | undefined)[] = [assetVisibleTo(scope), inArray(assets.status, q.assetStatus)];
  if (q.percentOfSpendStart !== undefined) c.push(gte(assets.percentOfSpend, String(q.percentOfSpendStart)));
  if (q.percentOfSpendEnd !== undefined) c.push(lte(assets.percentOfSpend, String(q.percentOfSpendEnd)));
  const categories = [...(q.serviceCategoryIds ?? []), ...(q.serviceCategoryId ? [q.serviceCategoryId] : [])];
  if (categories.length) c.push(inArray(assetTypes.serviceCategoryId, categories));
  if (q.locations?.length) c.push(inArray(assets.locationId, q.locations));
  if (q.locationId) c.push(eq(assets.locationId, q.locationId));
  if (q.warrantyEligible !== undefined) {
    c.push(
      q.warrantyEligible
        ? sql`${assets.warrantyExpiresOn} >= current_date`
        : or(isNull(assets.warrantyExpiresOn), lt(assets.warrantyExpiresOn, sql`current_date`)),
    );
  }
  if (q.hasQrCodeLinked !== undefined) c.push(q.hasQrCodeLinked ? hasLabel : sql`not ${hasLabel}`);
  if (q.isEquipmentCertificationEligible !== undefined) c.push(eq(assets.isEquipmentCertificationEligible, q.isEquipmentCertificationEligible));
  if (q.isInfrastructure !== undefined) c.push(eq(assets.isInfrastructure, q.isInfrastructure));
  if (q.filterText) {
    const p = containsPattern(q.filterText);
    c.push(
      or(
        ilike(assets.name, p),
        ilike(assets.modelNumber, p),
        ilike(assets.serialNumber, p),
        ilike(assetTypes.name, p),
        ilike(locations.name, p),
        ilike(locations.storeNumber, p),
      ),
    );
  }
  return and(...c)!;
}

/** GET assets/summaries: one page of the caller's assets, filtered and ordered (docs/product/assets-and-locations.md, docs/product/constants.md). */
export async function listAssetSummaries(db: Queryable, scope: TenantScope, q: AssetSummaryQuery): Promise<Page<AssetSummary> & CappedTotal> {
  const where = summaryConditions(scope, q);
  const direction = q.orderDirection === 'desc' ? desc : asc;
  const countRows = () =>
    db
      .select(countedRow)
      .from(assets)
      .innerJoin(locations, eq(locations.id, assets.locationId))
      .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
      .where(where)
      .$dynamic();
  const page = await pageWithTotal(db, {
    name: 'assets',
    scope,
    filter: q,
    rows: (limit) => selectSummaries(db).where(where).orderBy(direction(ORDER_COLUMNS[q.orderBy]), asc(assets.id)).limit(limit).offset(q.offset),
    countRows,
  });
  return { items: page.rows.map(toAssetSummary), total: page.total, totalCapped: page.totalCapped, limit: q.limit, offset: q.offset };
}

/** GET assets/summaries/user: every asset the caller sees, small rows for pickers and the offline cache. */
export async function listUserAssets(db: Queryable, scope: TenantScope, q: UserAssetQuery): Promise<Page<UserAssetSummary>> {
  const c: (SQL | undefined)[] = [assetVisibleTo(scope)];
  if (q.locationId) c.push(eq(assets.locationId, q.locationId));
  if (q.filterText) {
    const p = containsPattern(q.filterText);
    c.push(or(ilike(assets.name, p), ilike(assets.modelNumber, p), ilike(assets.serialNumber, p)));
  }
  const where = and(...c);
  const items = await db
    .select({
      id: assets.id,
      name: assets.name,
      modelNumber: assets.modelNumber,
      status: assets.status,
      locationId: assets.locationId,
      assetTypeId: assets.assetTypeId,
      serviceCategoryId: assetTypes.serviceCategoryId,
    })
    .from(assets)
    .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
    .where(where)
    .orderBy(asc(assets.locationId), asc(assets.name), asc(assets.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(assets).where(where);
  return { items, total: total?.n ?? 0, limit: q.limit, offset: q.offset };
}
