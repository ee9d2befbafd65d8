import { apiQuery } from '../../../lib/api-query';
import { requestKeys } from '../../requests/api/request-keys';
import { getAttempt, getGuide, listAttempts, listGuidesForAsset, TROUBLESHOOTING_MESSAGES } from './troubleshooting-calls';

/** The troubleshooting guides of a piece of equipment, one guide with its steps, and the attempts made with them. */

/** Every attempt read sits under this key: recording one refreshes them all. */
export const attemptKeys = { all: [...requestKeys.guides, 'attempts'] as const };

/** Attempts shown on an asset's page; its history card says when there are more. */
export const ASSET_ATTEMPTS_LIMIT = 20;

export const guidesForAssetQuery = (assetId: string) =>
  apiQuery({ queryKey: [...requestKeys.guides, 'asset', assetId], read: () => listGuidesForAsset(assetId), failure: TROUBLESHOOTING_MESSAGES.guides });

export const guideQuery = (guideId: string) =>
  apiQuery({ queryKey: [...requestKeys.guides, 'guide', guideId], read: () => getGuide(guideId), failure: TROUBLESHOOTING_MESSAGES.guide });

export const assetAttemptsQuery = (assetId: string) =>
  apiQuery({
    queryKey: [...attemptKeys.all, 'asset', assetId],
    read: () => listAttempts({ assetId }, ASSET_ATTEMPTS_LIMIT),
    failure: TROUBLESHOOTING_MESSAGES.attempts,
  });

export const attemptQuery = (id: string) =>
  apiQuery({ queryKey: [...attemptKeys.all, 'one', id], read: () => getAttempt(id), failure: TROUBLESHOOTING_MESSAGES.attemptDetail });
