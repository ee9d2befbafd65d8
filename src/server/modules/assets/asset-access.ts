import { subject } from '@casl/ability';
import { and, eq } from 'drizzle-orm';
import { ASSET_CREATE_FORBIDDEN_MESSAGE } from '../../../domain/assets/asset-api';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { locations } from '../../db/schema/tenancy';
import { badRequest, forbidden, notFound } from '../../http-error';
import { LOCATION_SETUP_MESSAGES } from '../../../domain/locations/location-setup';
import type { Actor } from '../../plugins/actor';
import { canSeeLocation, type TenantScope } from '../../db/tenant-scope';
import { assetVisibleTo } from './asset-summaries.service';

export interface AssetTenancy {
  id: string;
  customerId: string;
  locationId: string;
  brandOwnerId: string | null;
}

/** An asset the caller may see; anything else (another tenant's, or no such id) is not found. */
export async function findVisibleAsset(db: Queryable, scope: TenantScope, id: string): Promise<AssetTenancy> {
  const [row] = await db
    .select({ id: assets.id, customerId: assets.customerId, locationId: assets.locationId, brandOwnerId: assets.brandOwnerId })
    .from(assets)
    .where(and(eq(assets.id, id), assetVisibleTo(scope)));
  if (!row) throw notFound('Asset');
  return row;
}

export const mayEditAsset = (actor: Actor, asset: AssetTenancy): boolean => actor.ability.can('update', subject('Asset', { ...asset }));

export function assertMayEditAsset(actor: Actor, asset: AssetTenancy): void {
  if (!mayEditAsset(actor, asset)) throw forbidden('You do not have permission to change this asset.');
}

/**
 * A location the caller may add assets to: a location the caller cannot see answers as an unknown
 * id does (404), so no one learns another tenant's ids; one in sight without the right gets the
 * 403 of docs/product/messages.md#assets-and-locations.
 */
export async function assertMayAddAssetAt(db: Queryable, actor: Actor, locationId: string): Promise<{ customerId: string }> {
  const [location] = await db
    .select({ customerId: locations.customerId, archivedAt: locations.archivedAt })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (!location || !canSeeLocation(actor.scope, { customerId: location.customerId, locationId })) throw notFound('Location');
  if (!actor.ability.can('create', subject('Asset', { customerId: location.customerId, locationId }))) throw forbidden(ASSET_CREATE_FORBIDDEN_MESSAGE);
  if (location.archivedAt) throw badRequest(LOCATION_SETUP_MESSAGES.archived);
  return { customerId: location.customerId };
}
