import { FetchError } from 'ofetch';
import { isSignedIn } from '../../lib/session';
import { cachedAssetForLabel, isOffline } from './cached-label';
import { resolveLabel } from './api/qr-calls';
import { qrLabelIdFrom } from './qr-target';

/** Where opening a label leads. */
export type LabelDestination =
  | { kind: 'asset'; assetId: string }
  | { kind: 'link'; labelId: string }
  /** The app download page: signed out, not a label, or a label the user may not see (docs/product/routing.md). */
  | { kind: 'app' }
  /** No network and nothing on this device for the label. */
  | { kind: 'offline' };

/**
 * docs/product/routing.md /qr/{id}: a signed-in user who may see the label's asset goes to it; a label of their
 * customer not stuck on anything yet is offered for linking; everyone else gets the app download
 * page. Offline, a label whose asset was opened on this device before still opens it.
 */
export async function labelDestination(rawId: string): Promise<LabelDestination> {
  const labelId = qrLabelIdFrom(rawId);
  if (!labelId || !isSignedIn()) return { kind: 'app' };
  try {
    const label = await resolveLabel(labelId);
    return label.assetId ? { kind: 'asset', assetId: label.assetId } : { kind: 'link', labelId };
  } catch (error) {
    if (isOffline(error)) {
      const assetId = await cachedAssetForLabel(labelId);
      return assetId ? { kind: 'asset', assetId } : { kind: 'offline' };
    }
    if (error instanceof FetchError) return { kind: 'app' };
    throw error;
  }
}
