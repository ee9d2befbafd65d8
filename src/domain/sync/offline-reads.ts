import { pathWith } from '../api/paths';
import { ASSET_PATHS } from '../assets/asset-api';
import { ATTACHMENTS_PATHS } from '../attachments/attachments-api';
import { GUIDANCE_PATHS } from '../guidance/guidance-api';
import { PM_PATHS } from '../pm/pm-api';
import { QR_PATHS } from '../qr/qr-api';
import { REQUEST_PATHS, SELF_SERVICE_PATHS } from '../requests/request-paths';
import { TASK_PATHS } from '../tasks/task-constants';
import { TROUBLESHOOTING_PATHS } from '../troubleshooting/troubleshooting-api';
import { VENDOR_PREFERENCE_PATHS } from '../vendors/vendor-preferences-api';

/**
 * The reads each page of the offline set makes, as its calls build them (src/client/features/<area>/api/*-calls.ts):
 * the service worker caches reads per URL, so a record is available offline when every one of
 * these is stored under its exact path and query (the client test compares them with the calls').
 */

/** A path with its query, in the order given, as the client's fetch (ofetch/ufo) writes it for these plain values. */
export function withQuery(path: string, query: Record<string, string | number>): string {
  const pairs = Object.entries(query).map(([name, value]) => `${name}=${encodeURIComponent(String(value)).replace(/%2C/g, ',')}`);
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

const at = (path: string, id: string) => pathWith(path, { id });

/** The request page: its record, the parts its loader starts (requests/api/request-loaders.ts loadRequest) and the on-site card. */
export function requestReadPaths(request: { id: string; isSelfService: boolean }): string[] {
  const { id, isSelfService } = request;
  return [
    isSelfService ? at(SELF_SERVICE_PATHS.detail, id) : at(REQUEST_PATHS.detail, id),
    isSelfService ? at(GUIDANCE_PATHS.prompts, id) : withQuery(at(REQUEST_PATHS.activities, id), { limit: 200, offset: 0, order: 'asc' }),
    withQuery(at(GUIDANCE_PATHS.followUp, id), { limit: 200 }),
    withQuery(PM_PATHS.checklist, { requestId: id, relations: 'completedByUser,asset', limit: 200 }),
    at(GUIDANCE_PATHS.automations, id),
    at(REQUEST_PATHS.proofOfValueMetrics, id),
    // The on-site card (who is checked in), on both kinds of request page.
    at(REQUEST_PATHS.checkedIn, id),
    withQuery(at(isSelfService ? ATTACHMENTS_PATHS.selfServiceList : ATTACHMENTS_PATHS.requestAttachments, id), { limit: 200 }),
  ];
}

/** An asset's troubleshooting guides (the request page's equipment card, the asset page, a scanned label). */
export const guidesForAssetPath = (assetId: string): string => withQuery(pathWith(TROUBLESHOOTING_PATHS.guidesByAsset, { assetId }), { limit: 50 });
export const guidePath = (guideId: string): string => at(TROUBLESHOOTING_PATHS.guide, guideId);

/** The asset page (assets/api/asset-loaders.ts loadAsset) and the label that leads to it (qr/api/qr-calls.ts resolveLabel). */
export function assetReadPaths(asset: { id: string; labelIds: readonly string[] }): string[] {
  const { id } = asset;
  return [
    at(ASSET_PATHS.detailView, id),
    withQuery(at(ASSET_PATHS.serviceVisits, id), { limit: 10, offset: 0 }),
    withQuery(at(ASSET_PATHS.attachments, id), { limit: 50, offset: 0 }),
    withQuery(at(VENDOR_PREFERENCE_PATHS.assetSuggestions, id), { limit: 10 }),
    guidesForAssetPath(id),
    ...asset.labelIds.map((labelId) => at(QR_PATHS.label, labelId)),
  ];
}

/** The task page (tasks/api/task-loaders.ts). */
export const taskReadPaths = (task: { id: string }): string[] => [at(TASK_PATHS.detail, task.id), at(TASK_PATHS.savings, task.id)];
