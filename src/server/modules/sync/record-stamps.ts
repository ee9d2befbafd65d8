import { createHash } from 'node:crypto';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { assetFiles } from '../../db/schema/asset-media';
import { assets, qrLabels } from '../../db/schema/assets';
import { requestAttachments } from '../../db/schema/attachments';
import { requestFollowUps } from '../../db/schema/guidance';
import { pmChecklistItems } from '../../db/schema/pm';
import { requests } from '../../db/schema/requests';
import { troubleshootingGuides } from '../../db/schema/troubleshooting';

/**
 * A cheap stamp of what a record's pages show, from the rows behind them (docs/adr/0010-offline-set.md):
 * latest change and count of each part. A refresh reads a record's pages again only when its stamp
 * moved (or it was last read long ago, for what the stamp does not see), so a refresh costs a
 * query, not every page of the set.
 */

const latest = (table: SQL): SQL<string> => sql<string>`(select coalesce(max(updated_at)::text, '') || ':' || count(*) from ${table})`;

const hash = (parts: string): string => createHash('sha256').update(parts).digest('base64url').slice(0, 12);

export async function requestStamps(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: requests.id,
      stamp: sql<string>`concat_ws('|', ${requests.updatedAt}::text, ${requests.requestStatus},
        ${latest(sql`${activities} where ${activities.requestId} = ${requests.id}`)},
        ${latest(sql`${requestAttachments} where ${requestAttachments.requestId} = ${requests.id}`)},
        ${latest(sql`${pmChecklistItems} where ${pmChecklistItems.requestId} = ${requests.id}`)},
        ${latest(sql`${requestFollowUps} where ${requestFollowUps.requestId} = ${requests.id}`)},
        (select ${assets.updatedAt}::text from ${assets} where ${assets.id} = ${requests.assetId}))`,
    })
    .from(requests)
    .where(inArray(requests.id, ids));
  return new Map(rows.map((r) => [r.id, hash(r.stamp)]));
}

export async function assetStamps(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: assets.id,
      stamp: sql<string>`concat_ws('|', ${assets.updatedAt}::text,
        (select coalesce(max(${assetFiles.createdAt})::text, '') || ':' || count(*) from ${assetFiles} where ${assetFiles.assetId} = ${assets.id} and ${assetFiles.deletedAt} is null),
        ${latest(sql`${requests} where ${requests.assetId} = ${assets.id}`)},
        (select coalesce(max(${troubleshootingGuides.createdAt})::text, '') || ':' || count(*) from ${troubleshootingGuides}
          where ${troubleshootingGuides.assetId} = ${assets.id} or ${troubleshootingGuides.assetTypeId} = ${assets.assetTypeId}),
        (select string_agg(${qrLabels.id}::text, ',' order by ${qrLabels.id}) from ${qrLabels} where ${qrLabels.assetId} = ${assets.id}))`,
    })
    .from(assets)
    .where(inArray(assets.id, ids));
  return new Map(rows.map((r) => [r.id, hash(r.stamp)]));
}
