import type { Page } from '../../../domain/api/paging';
import { ASSET_PATHS, type UserAssetSummary } from '../../../domain/assets/asset-api';
import { QR_PATHS, type QrLabelResolution } from '../../../domain/qr/qr-api';
import { api } from '../../lib/api-client';

/** SPEC §8-style texts of the label screens. */
export const QR_MESSAGES = {
  resolve: 'An error occurred while trying to open this label.',
  link: 'An error occurred while trying to save.',
  linked: 'Label linked.',
  notALabel: 'This code is not one of our equipment labels.',
} as const;

export const resolveLabel = (labelId: string) => api<QrLabelResolution>(QR_PATHS.label(labelId));

export const linkLabel = (labelId: string, assetId: string) =>
  api<QrLabelResolution>(QR_PATHS.link(labelId), { method: 'POST', body: { assetId } });

/** Assets the user may link a label to, by name, model or location text. */
export const findAssets = (filterText: string) =>
  api<Page<UserAssetSummary>>(ASSET_PATHS.userSummaries, { query: { filterText: filterText || undefined, limit: 20 } });
