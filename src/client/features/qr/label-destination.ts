import { FetchError } from 'ofetch';
import { isSignedIn } from '@/lib/session';
import { cachedAssetForLabel, isOffline } from './cached-label';
import { resolveLabel } from './api/qr-calls';
import { qrLabelIdFrom } from './qr-target';

/** Where opening a label leads. */
export type LabelDestination =
  | { kind: 'asset'; assetId: string }
  | { kind: 'link'; labelId: string }
  /** What anyone may see of the label (signed out, or a label this user may not open), with a way on. */
  | { kind: 'public'; labelId: string }
  /** The code is not one of the portal's label addresses. */
  | { kind: 'not-a-label' }
  /** No network and nothing on this device for the label. */
  | { kind: 'offline' };

/**
 * docs/product/routing.md /qr/{id}: a signed-in user who may see the label's asset goes to it; a label of their
 * customer not stuck on anything yet is offered for linking; everyone else sees what the label is
 * stuck on (or that it does not exist) with a way on: sign in and come back, or scan again. Offline,
 * a label whose asset was opened on this device before still opens it.
 */
export async function labelDestination(rawId: string): Promise<LabelDestination> {
  const labelId = qrLabelIdFrom(rawId);
  if (!labelId) return { kind: 'not-a-label' };
  if (!isSignedIn()) return { kind: 'public', labelId };
  try {
    const label = await resolveLabel(labelId);
    return label.assetId ? { kind: 'asset', assetId: label.assetId } : { kind: 'link', labelId };
  } catch (error) {
    if (isOffline(error)) {
      const assetId = await cachedAssetForLabel(labelId);
      return assetId ? { kind: 'asset', assetId } : { kind: 'offline' };
    }
    // Not this user's (another organisation's label, or none at all): the public view says which.
    if (error instanceof FetchError) return { kind: 'public', labelId };
    throw error;
  }
}
