import { apiQuery } from '@/lib/api-query';
import { fetchPublicLabel, findAssets, QR_MESSAGES } from './qr-calls';

/** The assets a label may be linked to, found by text (empty: the first page of them). */
export const labelAssetSearchQuery = (text: string) =>
  apiQuery({ queryKey: ['label-asset-search', text], read: () => findAssets(text), failure: QR_MESSAGES.resolve });

/** What a scanned label is stuck on, as anyone may see it (the signed-out label page). */
export const publicLabelQuery = (labelId: string) =>
  apiQuery({ queryKey: ['public-label', labelId], read: () => fetchPublicLabel(labelId), failure: QR_MESSAGES.resolve });
