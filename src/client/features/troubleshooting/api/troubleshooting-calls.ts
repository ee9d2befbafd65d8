import { pathWith } from '@domain/api/paths';
import { TROUBLESHOOTING_PATHS, type GuideSummaryPage, type GuideView } from '@domain/troubleshooting/troubleshooting-api';
import { api } from '@/lib/api-client';

export const listGuidesForAsset = (assetId: string) =>
  api<GuideSummaryPage>(pathWith(TROUBLESHOOTING_PATHS.guidesByAsset, { assetId }), { query: { limit: 50 } });
export const getGuide = (id: string) => api<GuideView>(pathWith(TROUBLESHOOTING_PATHS.guide, { id }));

export const TROUBLESHOOTING_MESSAGES = {
  guides: 'An error occurred while trying to get troubleshooting guides',
  guide: 'An error occurred while trying to get the troubleshooting guide',
  attempt: 'An error occurred while trying to save.',
} as const;
