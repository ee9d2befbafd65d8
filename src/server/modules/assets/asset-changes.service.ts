import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { assetCreateSchema, assetPatchSchema } from '../../../domain/assets/asset-api';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { assetTypes } from '../../db/schema/catalog';
import { brandOwners } from '../../db/schema/tenancy';
import { badRequest, conflict } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { linkLabel } from '../qr/qr.service';
import { assertMayAddAssetAt, assertMayEditAsset, findVisibleAsset } from './asset-access';

type AssetCreate = z.output<typeof assetCreateSchema>;
type AssetPatch = z.output<typeof assetPatchSchema>;

async function assertReferences(db: Queryable, input: { assetTypeId?: string; brandOwnerId?: string | null }): Promise<void> {
  if (input.assetTypeId) {
    const [type] = await db.select({ id: assetTypes.id }).from(assetTypes).where(eq(assetTypes.id, input.assetTypeId));
    if (!type) throw badRequest('assetTypeId: there is no such asset type.');
  }
  if (input.brandOwnerId) {
    const [brand] = await db.select({ id: brandOwners.id }).from(brandOwners).where(eq(brandOwners.id, input.brandOwnerId));
    if (!brand) throw badRequest('brandOwnerId: there is no such brand owner.');
  }
}

/**
 * POST assets: an upsert by the client's id, so a replayed create returns the asset it made before
 * and changes nothing. Returns whether this call created it. Run it in a transaction: the asset and
 * its label link go together.
 */
export async function createAsset(db: Queryable, actor: Actor, input: AssetCreate): Promise<{ created: boolean }> {
  const { customerId } = await assertMayAddAssetAt(db, actor, input.locationId);
  await assertReferences(db, input);
  const [existing] = await db.select({ customerId: assets.customerId }).from(assets).where(eq(assets.id, input.id));
  if (existing) {
    if (existing.customerId !== customerId) throw conflict('An asset with this id exists already.');
    return { created: false };
  }
  const { qrLabelId, ...fields } = input;
  const inserted = await db
    .insert(assets)
    .values({ ...fields, customerId, isInfrastructure: fields.isInfrastructure ?? false })
    .onConflictDoNothing({ target: assets.id })
    .returning({ id: assets.id });
  // A concurrent replay of the same create won the race: it made the asset.
  if (!inserted.length) return { created: false };
  if (qrLabelId) await linkLabel(db, actor, qrLabelId, input.id);
  return { created: true };
}

/** PATCH assets/{id}. Moving to another location needs the right to add assets there, within the same customer. */
export async function updateAsset(db: Queryable, actor: Actor, id: string, patch: AssetPatch): Promise<void> {
  const asset = await findVisibleAsset(db, actor.scope, id);
  assertMayEditAsset(actor, asset);
  if (patch.locationId && patch.locationId !== asset.locationId) {
    const target = await assertMayAddAssetAt(db, actor, patch.locationId);
    if (target.customerId !== asset.customerId) throw badRequest('locationId: an asset can only move between locations of its own customer.');
  }
  await assertReferences(db, patch);
  await db
    .update(assets)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(assets.id, id));
}
