import { apiQuery } from '@/lib/api-query';
import { REQUEST_MESSAGES } from '../request-messages';
import type { RequestListQueryParams } from '../request-list-search';
import type { RequestDetail, SelfServiceRequestDetail } from '@domain/requests/request-views';
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

export const taggableUsersQuery = (id: string) =>
  apiQuery({ queryKey: requestKeys.part(id, 'taggable-users'), read: () => listTaggableUsers(id), failure: '' });

export const checkedInQuery = (id: string) => apiQuery({ queryKey: requestKeys.part(id, 'checked-in'), read: () => getCheckedIn(id), failure: '' });

export const proofOfValueQuery = (id: string) =>
  apiQuery({
    queryKey: requestKeys.part(id, 'proof-of-value'),
    read: () => getProofOfValue(id),
    failure: 'An error occurred while trying to get proof-of-value metrics',
  });
