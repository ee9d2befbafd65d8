import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { PublicLabel, QrLabelResolution } from '../../../domain/qr/qr-api';
import type { Queryable } from '../../db/client';
import { assets, qrLabels } from '../../db/schema/assets';
import { locations } from '../../db/schema/tenancy';
import { badRequest, conflict, forbidden, notFound } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { canSeeCustomer } from '../../db/tenant-scope';
import { assertMayEditAsset, findVisibleAsset, mayEditAsset } from '../assets/asset-access';
import { assetVisibleTo } from '../assets/asset-summaries.service';

/** A label of one of the caller's customers; any other is not found. */
async function findOwnLabel(db: Queryable, actor: Actor, labelId: string) {
  const [label] = await db
    .select({ id: qrLabels.id, customerId: qrLabels.customerId, assetId: qrLabels.assetId })
    .from(qrLabels)
    .where(eq(qrLabels.id, labelId));
  if (!label || !canSeeCustomer(actor.scope, label.customerId)) throw notFound('QR label');
  return label;
}

const labelIdSchema = z.guid();

/**
 * GET public/qr/{id}, without signing in (docs/product/assets-and-locations.md#qr-labels): what anyone
 * who scans the label may see of it (publicLabelSchema): the equipment's name and its location's name
 * as the printed label shows them, or that it is not linked yet; 404 for no such label, and for an
 * id that is not a label id at all.
 */
export async function publicLabel(db: Queryable, labelId: string): Promise<PublicLabel> {
  if (!labelIdSchema.safeParse(labelId).success) throw notFound('QR label');
  const [label] = await db
    .select({ assetName: assets.name, storeNumber: locations.storeNumber, locationName: locations.name, assetId: qrLabels.assetId })
    .from(qrLabels)
    .leftJoin(assets, eq(assets.id, qrLabels.assetId))
    .leftJoin(locations, eq(locations.id, assets.locationId))
    .where(eq(qrLabels.id, labelId));
  if (!label) throw notFound('QR label');
  if (!label.assetId || !label.assetName || !label.locationName) return { status: 'unlinked' };
  const locationName = label.storeNumber ? `${label.storeNumber} · ${label.locationName}` : label.locationName;
  return { status: 'linked', assetName: label.assetName, locationName };
}

/** GET qr/{id}: the label's asset when the caller sees it, or null for a label not yet linked. */
export async function resolveLabel(db: Queryable, actor: Actor, labelId: string): Promise<QrLabelResolution> {
  const label = await findOwnLabel(db, actor, labelId);
  if (label.assetId) {
    const [visible] = await db
      .select({ id: assets.id })
      .from(assets)
      .where(and(eq(assets.id, label.assetId), assetVisibleTo(actor.scope)));
    if (!visible) throw notFound('QR label');
  }
  return { labelId: label.id, assetId: label.assetId };
}

const isUniqueViolation = (error: unknown): boolean => {
  const code = (e: unknown) => (typeof e === 'object' && e !== null && 'code' in e ? e.code : undefined);
  return code(error) === '23505' || (typeof error === 'object' && error !== null && 'cause' in error && code(error.cause) === '23505');
};

/**
 * POST qr/{id}/link: sticks an unlinked label on an asset the caller may edit. Linking the same
 * pair again is a replay and succeeds; a label or asset linked elsewhere is a 409.
 */
export async function linkLabel(db: Queryable, actor: Actor, labelId: string, assetId: string): Promise<QrLabelResolution> {
  const label = await findOwnLabel(db, actor, labelId);
  const asset = await findVisibleAsset(db, actor.scope, assetId);
  assertMayEditAsset(actor, asset);
  if (label.assetId === assetId) return { labelId, assetId };
  if (label.assetId) throw conflict('This QR label is already linked to another asset.');
  if (label.customerId !== asset.customerId) throw badRequest('This QR label belongs to another customer than the asset.');
  const [other] = await db.select({ id: qrLabels.id }).from(qrLabels).where(eq(qrLabels.assetId, assetId));
  if (other) throw conflict('This asset already has a QR label.');
  try {
    const updated = await db
      .update(qrLabels)
      .set({ assetId })
      .where(and(eq(qrLabels.id, labelId), isNull(qrLabels.assetId)))
      .returning({ id: qrLabels.id });
    // Someone linked it in the meantime: a replay if to this asset, otherwise taken.
    if (!updated.length) return linkLabel(db, actor, labelId, assetId);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This asset already has a QR label.');
    throw error;
  }
  return { labelId, assetId };
}

export interface LabelledAsset {
  labelId: string;
  assetName: string;
  modelNumber: string | null;
  locationName: string;
  storeNumber: string | null;
}

/**
 * The labels to print for these assets, in the order given; an asset without a label gets one.
 * Every asset must be in sight (404) and editable by the caller (403).
 */
export async function labelsForAssets(db: Queryable, actor: Actor, assetIds: readonly string[]): Promise<LabelledAsset[]> {
  const rows = await db
    .select({
      id: assets.id,
      customerId: assets.customerId,
      locationId: assets.locationId,
      brandOwnerId: assets.brandOwnerId,
      name: assets.name,
      modelNumber: assets.modelNumber,
      locationName: locations.name,
      storeNumber: locations.storeNumber,
      labelId: qrLabels.id,
    })
    .from(assets)
    .innerJoin(locations, eq(locations.id, assets.locationId))
    .leftJoin(qrLabels, eq(qrLabels.assetId, assets.id))
    .where(and(inArray(assets.id, [...assetIds]), assetVisibleTo(actor.scope)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = assetIds.find((id) => !byId.has(id));
  if (missing) throw notFound(`Asset ${missing}`);
  if (rows.some((r) => !mayEditAsset(actor, r))) throw forbidden('You do not have permission to print labels for all of these assets.');

  const unlabelled = rows.filter((r) => !r.labelId);
  if (unlabelled.length) {
    await db
      .insert(qrLabels)
      .values(unlabelled.map((r) => ({ customerId: r.customerId, assetId: r.id })))
      .onConflictDoNothing({ target: qrLabels.assetId });
    const made = await db
      .select({ id: qrLabels.id, assetId: qrLabels.assetId })
      .from(qrLabels)
      .where(
        inArray(
          qrLabels.assetId,
          unlabelled.map((r) => r.id),
        ),
      );
    for (const m of made) byId.get(m.assetId!)!.labelId = m.id;
  }
  return assetIds.map((id) => {
    const r = byId.get(id)!;
    return { labelId: r.labelId!, assetName: r.name, modelNumber: r.modelNumber, locationName: r.locationName, storeNumber: r.storeNumber };
  });
}
