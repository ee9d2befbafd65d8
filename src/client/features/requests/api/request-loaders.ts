import type { QueryClient } from '@tanstack/react-query';
import type { AppAbility } from '@domain/permissions/ability';
import type { RequestReadPart } from '@domain/requests/request-read-parts';
import { requestListParams, type RequestListSearch } from '../request-list-search';
import { requestLocationsQuery, vendorOptionsQuery } from './picker-queries';
import { guideQuery, guidesForAssetQuery } from '@/features/troubleshooting/api/troubleshooting-queries';
import { attachmentsQuery } from '@/features/attachments/api/attachment-queries';
import { automationsQuery, followUpsQuery, promptsQuery } from '@/features/guidance/api/guidance-queries';
import { checklistQuery } from '@/features/pm/api/pm-queries';
import { activitiesQuery, proofOfValueQuery, requestListQuery, requestQuery } from './request-queries';

/**
 * What the requests routes read before they show (and what hovering a link to them warms): the
 * page's main record is awaited, so a request that cannot be read shows the route's error; the
 * rest is started in parallel and shows in place when it arrives (a part that fails says so in its
 * card and the rest of the page shows).
 */

export function loadRequestList(queryClient: QueryClient, search: RequestListSearch, selfService: boolean): void {
  void queryClient.prefetchQuery(requestLocationsQuery());
  void queryClient.prefetchQuery(vendorOptionsQuery(selfService));
  // Not awaited: a change of filter shows at once (the previous page dimmed until the new one
  // arrives), so quick changes in a row each start from the one before.
  void queryClient.prefetchQuery(requestListQuery(requestListParams(search), selfService));
}

/** The customer's own records of a request are read only by those whose rules could allow it (request-read-parts.ts). */
export async function loadRequest(queryClient: QueryClient, id: string, selfService: boolean, ability: AppAbility): Promise<void> {
  const reads = (part: RequestReadPart) => ability.can('read', 'Request', part);
  if (reads('followUps')) void queryClient.prefetchQuery(followUpsQuery(id));
  void queryClient.prefetchQuery(checklistQuery(id));
  if (reads('automations')) void queryClient.prefetchQuery(automationsQuery(id));
  if (reads('proofOfValue')) void queryClient.prefetchQuery(proofOfValueQuery(id));
  void queryClient.prefetchQuery(attachmentsQuery(id, selfService));
  // Self-service requests bring their timeline with them and have prompts; full-service ones have notes.
  if (selfService) void queryClient.prefetchQuery(promptsQuery(id));
  else void queryClient.prefetchQuery(activitiesQuery(id));
  // A request filed on this device and not delivered yet is not on the server: the page shows what was filed.
  const request = requestQuery(id, selfService);
  await queryClient.ensureQueryData(request).catch(async (error: unknown) => {
    if (await isFiledHere(id)) return;
    // Delivered between the read and the outbox's answer: the server has it now (else the first error stands).
    await queryClient.fetchQuery(request).catch(() => {
      throw error;
    });
  });
}

/** Whether the outbox holds this request's create, not yet delivered (loaded on demand: the outbox is not every page's). */
async function isFiledHere(id: string): Promise<boolean> {
  const { undeliveredWrites } = await import('@/offline/use-outbox');
  return (await undeliveredWrites({ kind: 'request.create', entityId: id }).catch(() => [])).length > 0;
}

export async function loadNewRequestForm(queryClient: QueryClient, selfService: boolean): Promise<void> {
  await Promise.all([queryClient.prefetchQuery(requestLocationsQuery()), queryClient.prefetchQuery(vendorOptionsQuery(selfService))]);
}

/**
 * The guides of a request's equipment: the asset given (a request still being written), or the
 * request's own, read first. Failures show on the page.
 */
export async function loadGuides(queryClient: QueryClient, requestId: string, assetId: string | undefined, selfService: boolean): Promise<void> {
  const asset = assetId ?? (await queryClient.fetchQuery(requestQuery(requestId, selfService)).catch(() => undefined))?.asset?.id;
  if (asset) await queryClient.prefetchQuery(guidesForAssetQuery(asset));
}

export const loadGuide = (queryClient: QueryClient, guideId: string): Promise<void> => queryClient.prefetchQuery(guideQuery(guideId));
