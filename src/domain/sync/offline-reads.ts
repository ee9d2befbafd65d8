import { pathWith } from '../api/paths';
import { ASSET_PATHS } from '../assets/asset-api';
import { ATTACHMENTS_PATHS } from '../attachments/attachments-api';
import { ESCALATION_PATHS } from '../escalations/escalation-constants';
import { LOCATION_PATHS } from '../locations/location-paths';
import { USER_PATHS } from '../users/users-api';
import { VENDOR_PATHS } from '../vendors/vendor-constants';
import { MY_JOBS_PAGE_LIMIT, VENDOR_JOB_PATHS } from '../vendors/vendor-jobs-api';
import { GUIDANCE_PATHS } from '../guidance/guidance-api';
import { PM_PATHS } from '../pm/pm-api';
import { QR_PATHS } from '../qr/qr-api';
import { COMMUNICATION_PATHS, QUOTE_PATHS, QUOTES_PAGE_LIMIT, REQUEST_PATHS, SELF_SERVICE_PATHS } from '../requests/request-paths';
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
    // The checklist card's series history (shown on preventive requests and any with a checklist).
    withQuery(at(PM_PATHS.pmHistory, id), { limit: 50 }),
    at(GUIDANCE_PATHS.automations, id),
    at(REQUEST_PATHS.proofOfValueMetrics, id),
    // The quotes card (the customer's, and a vendor's own quotes).
    withQuery(at(QUOTE_PATHS.list, id), { limit: QUOTES_PAGE_LIMIT }),
    // The on-site card (who is checked in), on both kinds of request page.
    at(REQUEST_PATHS.checkedIn, id),
    withQuery(at(isSelfService ? ATTACHMENTS_PATHS.selfServiceList : ATTACHMENTS_PATHS.requestAttachments, id), { limit: 200 }),
    // The escalate action (whether the request may be escalated) and the communications log's first page.
    withQuery(ESCALATION_PATHS.escalatable, { requestId: id }),
    withQuery(COMMUNICATION_PATHS.log, { requestId: id, page: 1 }),
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
    // The asset's troubleshooting history (its newest attempts).
    withQuery(TROUBLESHOOTING_PATHS.attempts, { limit: 20, assetId: id }),
    ...asset.labelIds.map((labelId) => at(QR_PATHS.label, labelId)),
  ];
}

/** The task page (tasks/api/task-loaders.ts). */
export const taskReadPaths = (task: { id: string }): string[] => [at(TASK_PATHS.detail, task.id), at(TASK_PATHS.savings, task.id)];

/**
 * The new request form's pickers (requests/api/request-pickers-calls.ts): the locations, the
 * equipment, the vendors (a self-service customer's list or the directory: the one the caller may
 * not read is left out) and, per location (formLocationReadPaths), its equipment and contacts.
 */
export const newRequestFormReadPaths = (): string[] => [
  withQuery(LOCATION_PATHS.viewableRequestLocations, { limit: 200 }),
  withQuery(ASSET_PATHS.userSummaries, { limit: 200 }),
  withQuery(SELF_SERVICE_PATHS.vendors, { limit: 200 }),
  withQuery(VENDOR_PATHS.lookup, { limit: 200 }),
];
/** What the form reads once a location is picked: its equipment and its contacts. */
export const formLocationReadPaths = (locationId: string): string[] => [
  withQuery(ASSET_PATHS.userSummaries, { limit: 200, locationId }),
  withQuery(pathWith(USER_PATHS.locationContacts, { locationId }), { limit: 200 }),
];

/** A vendor's home, My jobs (vendor-jobs/api/vendor-job-queries.ts): its first page of jobs. */
export const myJobsReadPaths = (): string[] => [withQuery(VENDOR_JOB_PATHS.list, { limit: MY_JOBS_PAGE_LIMIT, offset: 0 })];
