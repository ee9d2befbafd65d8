import type { Page } from '../../../domain/api/paging';
import { TROUBLESHOOTING_PATHS, type AttemptCreate, type AttemptView, type GuideSummaryView, type GuideView } from '../../../domain/troubleshooting/troubleshooting-api';
import { api } from '../../lib/api-client';

export const listGuidesForAsset = (assetId: string) => api<Page<GuideSummaryView>>(TROUBLESHOOTING_PATHS.guidesByAsset(assetId), { query: { limit: 50 } });
export const getGuide = (id: string) => api<GuideView>(TROUBLESHOOTING_PATHS.guide(id));
export const recordAttempt = (body: AttemptCreate) => api<AttemptView>(TROUBLESHOOTING_PATHS.attempts, { method: 'POST', body });
export const listAttempts = (query: { requestId?: string; assetId?: string }) =>
  api<Page<AttemptView>>(TROUBLESHOOTING_PATHS.attempts, { query: { limit: 50, ...query } });

export const TROUBLESHOOTING_MESSAGES = {
  guides: 'An error occurred while trying to get troubleshooting guides',
  guide: 'An error occurred while trying to get the troubleshooting guide',
  attempt: 'An error occurred while trying to save.',
} as const;
