import type { RequestPriority, RequestSubStatus, RequestType } from '@domain/requests/request-enums';
import type { RequestCreate, ServiceWindowBody } from '@domain/requests/request-inputs';
import { REQUEST_PATHS, SELF_SERVICE_PATHS } from '@domain/requests/request-paths';
import { pathWith } from '@domain/api/paths';
import type {
  ActivityPage,
  CheckedInView,
  RequestDetail,
  RequestSummaryPage,
  RequestWriteResult,
  SelfServiceRequestDetail,
  TaggableUserPage,
} from '@domain/requests/request-views';
import type { SelfServiceRequestCreate, SelfServiceRequestPatch } from '@domain/requests/self-service-inputs';
import type { SelfServiceRequestWriteResult } from '@domain/requests/self-service-views';
import type { ProofOfValueMetrics } from '@domain/requests/proof-of-value';
import { api } from '@/lib/api-client';
import type { RequestListQueryParams } from '../request-list-search';

/** The requests calls of docs/product/README.md#api (full service and self-service) as the screens use them. */

const at = (path: string, id: string) => pathWith(path, { id });

export function listRequests(query: RequestListQueryParams, selfService: boolean): Promise<RequestSummaryPage> {
  return api<RequestSummaryPage>(selfService ? SELF_SERVICE_PATHS.summaries : REQUEST_PATHS.summaries, { query });
}

export const getRequest = (id: string) => api<RequestDetail>(at(REQUEST_PATHS.detail, id));
export const getSelfServiceRequest = (id: string) => api<SelfServiceRequestDetail>(at(SELF_SERVICE_PATHS.detail, id));

export const createRequest = (body: RequestCreate) => api<RequestWriteResult>(REQUEST_PATHS.create, { method: 'POST', body });
export const createSelfServiceRequest = (body: SelfServiceRequestCreate) =>
  api<SelfServiceRequestWriteResult>(SELF_SERVICE_PATHS.create, { method: 'POST', body });

export const patchSelfServiceRequest = (id: string, body: SelfServiceRequestPatch) =>
  api<SelfServiceRequestWriteResult>(at(SELF_SERVICE_PATHS.detail, id), { method: 'PATCH', body });

export const setRequestType = (id: string, requestType: RequestType) =>
  api<RequestWriteResult>(at(REQUEST_PATHS.detail, id), { method: 'PATCH', body: { requestType } });
/** Full service: dispatching (or re-dispatching) is a change of the request's vendor. */
export const dispatchVendor = (id: string, assignedToVendorId: string) =>
  api<RequestWriteResult>(at(REQUEST_PATHS.detail, id), { method: 'PATCH', body: { assignedToVendorId } });
/** Full service: the not-to-exceed amount in cents, or null to remove it. */
export const setRequestNte = (id: string, nteCents: number | null) =>
  api<RequestWriteResult>(at(REQUEST_PATHS.detail, id), { method: 'PATCH', body: { nteCents } });
export const setSubStatus = (id: string, subStatus: RequestSubStatus | null) =>
  api<RequestWriteResult>(at(REQUEST_PATHS.subStatus, id), { method: 'PATCH', body: { subStatus } });
export const setPriority = (id: string, requestPriority: RequestPriority) =>
  api<RequestWriteResult>(at(REQUEST_PATHS.priority, id), { method: 'POST', body: { requestPriority } });
export const setEta = (id: string, eta: string | null) => api<RequestWriteResult>(at(REQUEST_PATHS.eta, id), { method: 'POST', body: { eta } });
export const setServiceWindow = (id: string, window: ServiceWindowBody) =>
  api<RequestWriteResult>(at(REQUEST_PATHS.serviceWindow, id), { method: 'PUT', body: window });
export const completeRequest = (id: string, resolutionStatement: string) =>
  api<RequestWriteResult>(at(REQUEST_PATHS.complete, id), { method: 'PATCH', body: { resolutionStatement } });
export const getCheckedIn = (id: string) => api<CheckedInView>(at(REQUEST_PATHS.checkedIn, id));

export const assignVendor = (id: string, assignedToVendorId: string) =>
  api<SelfServiceRequestWriteResult>(at(SELF_SERVICE_PATHS.assignVendor, id), { method: 'POST', body: { assignedToVendorId } });
export const setSelfServiceEta = (id: string, eta: string | null) =>
  api<SelfServiceRequestWriteResult>(at(SELF_SERVICE_PATHS.setEta, id), { method: 'POST', body: { eta } });

export const listActivities = (id: string, offset = 0) => api<ActivityPage>(at(REQUEST_PATHS.activities, id), { query: { limit: 200, offset, order: 'asc' } });
export const listTaggableUsers = (id: string) => api<TaggableUserPage>(at(REQUEST_PATHS.taggableUsers, id), { query: { limit: 200 } });
export const getProofOfValue = (id: string) => api<ProofOfValueMetrics>(at(REQUEST_PATHS.proofOfValueMetrics, id));
