import { apiQuery } from '../../../lib/api-query';
import { REQUEST_MESSAGES } from '../request-messages';
import type { RequestListQueryParams } from '../request-list-search';
import { getCommunication, getCommunicationLog, getChecklist, getPmHistory, listAttachments, listAutomations, listFollowUps, listPrompts } from './detail-calls';
import type { CommunicationEntry, CommunicationKind } from '../../../../domain/requests/communications';
import type { RequestDetail, SelfServiceRequestDetail } from '../../../../domain/requests/request-views';
import { signedFileUrl } from './file-calls';
import { getCheckedIn, getProofOfValue, getRequest, getSelfServiceRequest, listActivities, listRequests, listTaggableUsers } from './request-calls';
import { requestKeys } from './request-keys';

/** One `queryOptions` per read of the requests area; screens `useQuery` them, loaders `ensureQueryData` them. */

export const requestListQuery = (query: RequestListQueryParams, selfService: boolean) =>
  apiQuery({
    queryKey: requestKeys.list(query, selfService),
    read: () => listRequests(query, selfService),
    failure: selfService ? REQUEST_MESSAGES.selfServiceList : REQUEST_MESSAGES.list,
  });

/** The request itself; a self-service request comes with its timeline, tasks and attachments. */
export const requestQuery = (id: string, selfService: boolean) =>
  apiQuery({
    queryKey: requestKeys.part(id, 'detail', selfService),
    read: (): Promise<RequestDetail | SelfServiceRequestDetail> => (selfService ? getSelfServiceRequest(id) : getRequest(id)),
    failure: REQUEST_MESSAGES.load,
  });

export const activitiesQuery = (id: string) =>
  apiQuery({ queryKey: requestKeys.part(id, 'activities'), read: () => listActivities(id), failure: 'An error occurred while trying to get activities' });

export const taggableUsersQuery = (id: string) => apiQuery({ queryKey: requestKeys.part(id, 'taggable-users'), read: () => listTaggableUsers(id), failure: '' });

export const checkedInQuery = (id: string) => apiQuery({ queryKey: requestKeys.part(id, 'checked-in'), read: () => getCheckedIn(id), failure: '' });

export const proofOfValueQuery = (id: string) =>
  apiQuery({ queryKey: requestKeys.part(id, 'proof-of-value'), read: () => getProofOfValue(id), failure: 'An error occurred while trying to get proof-of-value metrics' });

export const promptsQuery = (id: string) => apiQuery({ queryKey: requestKeys.part(id, 'prompts'), read: () => listPrompts(id), failure: 'An error occurred while trying to get prompts' });

export const followUpsQuery = (id: string) => apiQuery({ queryKey: requestKeys.part(id, 'follow-ups'), read: () => listFollowUps(id), failure: 'An error occurred while trying to get follow-ups' });

export const checklistQuery = (id: string) => apiQuery({ queryKey: requestKeys.part(id, 'checklist'), read: () => getChecklist(id), failure: 'An error occurred while trying to get the pm checklist' });

export const automationsQuery = (id: string) =>
  apiQuery({ queryKey: requestKeys.part(id, 'automations'), read: () => listAutomations(id), failure: 'An error occurred while trying to get automations' });

export const pmHistoryQuery = (id: string) => apiQuery({ queryKey: requestKeys.part(id, 'pm-history'), read: () => getPmHistory(id), failure: '' });

export const attachmentsQuery = (id: string, selfService: boolean) =>
  apiQuery({ queryKey: requestKeys.part(id, 'attachments', selfService), read: () => listAttachments(id, selfService), failure: 'An error occurred while trying to get attachments' });

export const COMMUNICATIONS_FAILURE = 'An error occurred while trying to get communications';

/**
 * One page of the communications log. A page left for another before it arrives is cancelled (the
 * read takes the query's abort signal) and its failure never shows.
 */
export const communicationLogQuery = (requestId: string, page: number, kind: CommunicationKind | undefined) =>
  apiQuery({
    queryKey: requestKeys.part(requestId, 'communications', page, kind ?? 'all'),
    read: (signal) => getCommunicationLog(requestId, page, kind, signal),
    failure: COMMUNICATIONS_FAILURE,
  });

/** One communication in full. */
export const communicationQuery = (requestId: string, entry: Pick<CommunicationEntry, 'id' | 'kind'>) =>
  apiQuery({ queryKey: requestKeys.part(requestId, 'communication', entry.id), read: () => getCommunication(entry), failure: COMMUNICATIONS_FAILURE });

/** A short-lived signed address of a stored file (a photo's preview): kept for a minute. */
export const signedFileQuery = (fileKey: string) => ({
  ...apiQuery({ queryKey: requestKeys.signedFile(fileKey), read: () => signedFileUrl(fileKey), failure: '' }),
  staleTime: 60_000,
});
