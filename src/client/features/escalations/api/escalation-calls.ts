import { pathWith } from '@domain/api/paths';
import { ESCALATION_PATHS } from '@domain/escalations/escalation-constants';
import type {
  EscalatablePage,
  EscalatableQuery,
  EscalationAlreadyUploaded,
  EscalationAttachment,
  EscalationCreate,
  EscalationDetail,
  EscalationListQuery,
  EscalationPage,
  EscalationReopen,
  EscalationResolve,
  EscalationUpdateCreate,
  EscalationWriteResult,
} from '@domain/escalations/escalations-api';
import { api } from '@/lib/api-client';

/** The escalations calls (docs/product/escalations.md). Writes are online only: they answer the screen at once. */

export const listEscalations = (query: EscalationListQuery) => api<EscalationPage>(ESCALATION_PATHS.list, { query });
export const getEscalation = (id: string) => api<EscalationDetail>(pathWith(ESCALATION_PATHS.one, { id }));
export const listEscalatableRequests = (query: EscalatableQuery) => api<EscalatablePage>(ESCALATION_PATHS.escalatable, { query });

export const createEscalation = (body: EscalationCreate) => api<EscalationWriteResult>(ESCALATION_PATHS.list, { method: 'POST', body });
export const postEscalationUpdate = (id: string, body: EscalationUpdateCreate) =>
  api<EscalationWriteResult>(pathWith(ESCALATION_PATHS.updates, { id }), { method: 'POST', body });
export const resolveEscalation = (id: string, body: EscalationResolve) =>
  api<EscalationWriteResult>(pathWith(ESCALATION_PATHS.resolve, { id }), { method: 'POST', body });
export const reopenEscalation = (id: string, body: EscalationReopen) =>
  api<EscalationWriteResult>(pathWith(ESCALATION_PATHS.reopen, { id }), { method: 'POST', body });

export function uploadEscalationFile(id: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api<EscalationAttachment | EscalationAlreadyUploaded>(pathWith(ESCALATION_PATHS.attachments, { id }), { method: 'POST', body: form });
}
