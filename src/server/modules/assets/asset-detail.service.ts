import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { AssetDetailView, AssetFile } from '../../../domain/assets/asset-api';
import { qrLabelUrl } from '../../../domain/qr/qr-api';
import type { Queryable } from '../../db/client';
import { assetFiles } from '../../db/schema/asset-media';
import { storedFiles } from '../../db/schema/attachments';
import { assets } from '../../db/schema/assets';
import { requests } from '../../db/schema/requests';
import { locations, vendors } from '../../db/schema/tenancy';
import { notFound } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { mayEditAsset } from './asset-access';
import { assetVisibleTo, selectSummaries, toAssetSummary } from './asset-summaries.service';

const LATEST_REQUESTS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

const assetFileColumns = {
  id: assetFiles.id,
  assetId: assetFiles.assetId,
  kind: assetFiles.kind,
  photoType: assetFiles.photoType,
  attachmentType: assetFiles.attachmentType,
  fileName: assetFiles.fileName,
  contentType: assetFiles.contentType,
  byteSize: assetFiles.byteSize,
  typeMetadata: assetFiles.typeMetadata,
  fileKey: assetFiles.storageKey,
  thumbnail: storedFiles.thumbnail,
  createdAt: assetFiles.createdAt,
};

/** Photos and attachments with the columns an AssetFile shows; add the WHERE. */
export const selectAssetFiles = (db: Queryable) =>
  db.select(assetFileColumns).from(assetFiles).leftJoin(storedFiles, eq(storedFiles.key, assetFiles.storageKey));

export const toAssetFile = (r: Awaited<ReturnType<typeof selectAssetFiles>>[number]): AssetFile => ({ ...r, createdAt: r.createdAt.toISOString() });

/** Whole days from today (UTC) to a date; negative once it has passed. */
function daysUntil(isoDate: string): number {
  const today = new Date();
  const startOfToday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((Date.parse(`${isoDate}T00:00:00Z`) - startOfToday) / DAY_MS);
}

/** GET assets/{id}/detailView: the asset with everything its page shows. */
export async function getAssetDetail(db: Queryable, actor: Actor, id: string, publicUrl: string): Promise<AssetDetailView> {
  const [row] = await selectSummaries(db).where(and(eq(assets.id, id), assetVisibleTo(actor.scope)));
  if (!row) throw notFound('Asset');
  const asset = toAssetSummary(row);

  const [location] = await db
    .select({ address: locations.address, city: locations.city, state: locations.state, pmEnabled: locations.pmEnabled })
    .from(locations)
    .where(eq(locations.id, asset.location.id));
  const [open] = await db
    .select({ n: count() })
    .from(requests)
    .where(and(eq(requests.assetId, id), eq(requests.requestStatus, 'Request Open')));
  const latest = await db
    .select({
      id: requests.id,
      number: requests.number,
      requestType: requests.requestType,
      requestStatus: requests.requestStatus,
      requestPriority: requests.requestPriority,
      incidentDescription: requests.incidentDescription,
      vendorId: vendors.id,
      vendorName: vendors.name,
      createdAt: requests.createdAt,
      completedAt: requests.completedAt,
    })
    .from(requests)
    .leftJoin(vendors, eq(vendors.id, requests.assignedToVendorId))
    .where(eq(requests.assetId, id))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(LATEST_REQUESTS);
  const files = await selectAssetFiles(db)
    .where(and(eq(assetFiles.assetId, id), isNull(assetFiles.deletedAt)))
    .orderBy(desc(assetFiles.createdAt));

  return {
    asset,
    location: { ...asset.location, customerId: asset.customerId, ...location! },
    assetType: asset.assetType,
    serviceCategory: asset.serviceCategory,
    brandOwner: asset.brandOwner,
    warranty: {
      expiresOn: asset.warrantyExpiresOn,
      eligible: asset.warrantyEligible,
      daysRemaining: asset.warrantyExpiresOn ? daysUntil(asset.warrantyExpiresOn) : null,
    },
    qrLabel: asset.qrLabelId ? { id: asset.qrLabelId, url: qrLabelUrl(publicUrl, asset.qrLabelId) } : null,
    openRequestsCount: open?.n ?? 0,
    latestRequests: latest.map(({ vendorId, vendorName, createdAt, completedAt, ...r }) => ({
      ...r,
      assignedVendor: vendorId && vendorName ? { id: vendorId, name: vendorName } : null,
      createdAt: createdAt.toISOString(),
      completedAt: completedAt?.toISOString() ?? null,
    })),
    photos: files.filter((f) => f.kind === 'photo').map(toAssetFile),
    attachments: files.filter((f) => f.kind === 'attachment').map(toAssetFile),
    canEdit: mayEditAsset(actor, { id, customerId: asset.customerId, locationId: asset.location.id, brandOwnerId: asset.brandOwner?.id ?? null }),
  };
}
