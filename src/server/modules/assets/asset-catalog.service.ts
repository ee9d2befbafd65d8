import { and, asc, count, countDistinct, desc, eq, ilike, isNotNull } from 'drizzle-orm';
import type { Page, PageQuery } from '../../../domain/api/paging';
import type { AssetTypeEntry, ModelNumberEntry, ModelNumberQuery } from '../../../domain/assets/asset-api';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { assetTypes, serviceCategories } from '../../db/schema/catalog';
import type { TenantScope } from '../../db/tenant-scope';
import { containsPattern } from '../../db/search-pattern';
import { assetVisibleTo } from './asset-summaries.service';

/** GET asset-types/all: the shared catalogue of equipment kinds, by name. */
export async function listAssetTypes(db: Queryable, page: PageQuery): Promise<Page<AssetTypeEntry>> {
  const rows = await db
    .select({ id: assetTypes.id, name: assetTypes.name, categoryId: serviceCategories.id, categoryName: serviceCategories.name })
    .from(assetTypes)
    .innerJoin(serviceCategories, eq(serviceCategories.id, assetTypes.serviceCategoryId))
    .orderBy(asc(assetTypes.name), asc(assetTypes.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(assetTypes);
  return {
    items: rows.map((r) => ({ id: r.id, name: r.name, serviceCategory: { id: r.categoryId, name: r.categoryName } })),
    total: total?.n ?? 0,
    limit: page.limit,
    offset: page.offset,
  };
}

/** GET assets/modelNumbers: distinct model numbers of the caller's assets, most common first. */
export async function listModelNumbers(db: Queryable, scope: TenantScope, q: ModelNumberQuery): Promise<Page<ModelNumberEntry>> {
  const where = and(
    assetVisibleTo(scope),
    isNotNull(assets.modelNumber),
    q.search ? ilike(assets.modelNumber, containsPattern(q.search)) : undefined,
    q.assetTypeId ? eq(assets.assetTypeId, q.assetTypeId) : undefined,
  );
  const assetCount = count();
  const rows = await db
    .select({ modelNumber: assets.modelNumber, assetCount })
    .from(assets)
    .where(where)
    .groupBy(assets.modelNumber)
    .orderBy(desc(assetCount), asc(assets.modelNumber))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db
    .select({ n: countDistinct(assets.modelNumber) })
    .from(assets)
    .where(where);
  return { items: rows.map((r) => ({ modelNumber: r.modelNumber!, assetCount: r.assetCount })), total: total?.n ?? 0, limit: q.limit, offset: q.offset };
}
