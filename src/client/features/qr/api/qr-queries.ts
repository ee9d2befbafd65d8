import { apiQuery } from '../../../lib/api-query';
import { findAssets, QR_MESSAGES } from './qr-calls';

/** The assets a label may be linked to, found by text (empty: the first page of them). */
export const labelAssetSearchQuery = (text: string) =>
  apiQuery({ queryKey: ['label-asset-search', text], read: () => findAssets(text), failure: QR_MESSAGES.resolve });
