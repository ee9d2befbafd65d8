import { apiQuery } from '@/lib/api-query';
import { requestKeys } from '@/features/requests/api/request-keys';
import { getGuide, listGuidesForAsset, TROUBLESHOOTING_MESSAGES } from './troubleshooting-calls';

/** The troubleshooting guides of a piece of equipment, and one guide with its steps. */

export const guidesForAssetQuery = (assetId: string) =>
  apiQuery({ queryKey: [...requestKeys.guides, 'asset', assetId], read: () => listGuidesForAsset(assetId), failure: TROUBLESHOOTING_MESSAGES.guides });

export const guideQuery = (guideId: string) =>
  apiQuery({ queryKey: [...requestKeys.guides, 'guide', guideId], read: () => getGuide(guideId), failure: TROUBLESHOOTING_MESSAGES.guide });
