import type { Page } from '@domain/api/paging';
import { ASSET_PATHS, type UserAssetSummary } from '@domain/assets/asset-api';
import { QR_PATHS, type PublicLabel, type QrLabelResolution, type QrLinkResult } from '@domain/qr/qr-api';
import { FetchError } from 'ofetch';
import { pathWith } from '@domain/api/paths';
import { api } from '@/lib/api-client';

/** docs/product/messages.md-style texts of the label screens. */
export const QR_MESSAGES = {
  resolve: 'An error occurred while trying to open this label.',
  link: 'An error occurred while trying to save.',
  linked: 'Label linked.',
  notALabel: 'This code is not one of our equipment labels.',
  offline: 'Connect to the internet to see what this label is on, then try again.',
} as const;

/** What anyone may see of a label; a label that does not exist is an answer too, not an error. */
export type PublicLabelAnswer = PublicLabel | { status: 'not-found' };

export async function fetchPublicLabel(labelId: string): Promise<PublicLabelAnswer> {
  try {
    return await api<PublicLabel>(pathWith(QR_PATHS.publicLabel, { id: labelId }));
  } catch (error) {
    if (error instanceof FetchError && error.status === 404) return { status: 'not-found' };
    throw error;
  }
}

export const resolveLabel = (labelId: string) => api<QrLabelResolution>(pathWith(QR_PATHS.label, { id: labelId }));

export const linkLabel = (labelId: string, assetId: string) =>
  api<QrLinkResult>(pathWith(QR_PATHS.link, { id: labelId }), { method: 'POST', body: { assetId } });

/** Assets the user may link a label to, by name, model or location text. */
export const findAssets = (filterText: string) =>
  api<Page<UserAssetSummary>>(ASSET_PATHS.userSummaries, { query: { filterText: filterText || undefined, limit: 20 } });
