import type { Page } from '../../../domain/api/paging';
import { ATTACHMENTS_PATHS, type AttachmentPatch, type AttachmentType, type AttachmentView } from '../../../domain/attachments/attachments-api';
import { REQUEST_GUIDANCE_PATHS, type AutomationView, type FollowUpCreate, type FollowUpView, type PromptView } from '../../../domain/pm/follow-up-api';
import { PM_PATHS, type GenerateNextAnswer, type PmChecklistView, type PmThreadRequestView } from '../../../domain/pm/pm-api';
import { type CommunicationEntry, type CommunicationKind, type CommunicationLog } from '../../../domain/requests/communications';
import { COMMUNICATION_PATHS, pathWith } from '../../../domain/requests/request-paths';
import { api } from '../../lib/api-client';

/** The calls of a request's detail besides the request itself (SPEC §7). */

export const listAttachments = (requestId: string, selfService: boolean) =>
  api<Page<AttachmentView>>(selfService ? ATTACHMENTS_PATHS.selfServiceList(requestId) : ATTACHMENTS_PATHS.requestAttachments(requestId), { query: { limit: 200 } });
export const updateAttachment = (requestId: string, attachmentId: string, patch: AttachmentPatch) =>
  api<AttachmentView>(ATTACHMENTS_PATHS.requestAttachment(requestId, attachmentId), { method: 'PATCH', body: patch });
export const deleteAttachment = (requestId: string, attachmentId: string, attachmentType: AttachmentType) =>
  api(ATTACHMENTS_PATHS.selfServiceDelete(requestId, attachmentId), { method: 'DELETE', query: { attachmentType } });

export const listPrompts = (requestId: string) => api<PromptView[] | Page<PromptView>>(REQUEST_GUIDANCE_PATHS.prompts(requestId));
export const listFollowUps = (requestId: string) => api<Page<FollowUpView>>(REQUEST_GUIDANCE_PATHS.followUp(requestId), { query: { limit: 200 } });
export const saveFollowUp = (requestId: string, body: FollowUpCreate) => api<FollowUpView>(REQUEST_GUIDANCE_PATHS.followUp(requestId), { method: 'POST', body });
export const listAutomations = (requestId: string) => api<AutomationView[] | Page<AutomationView>>(REQUEST_GUIDANCE_PATHS.automations(requestId));

export const getChecklist = (requestId: string) =>
  api<PmChecklistView>(PM_PATHS.checklist, { query: { requestId, relations: 'completedByUser,asset', limit: 200 } });
export const generateNext = (requestId: string) => api<GenerateNextAnswer>(PM_PATHS.generateNext(requestId), { method: 'POST', body: { id: crypto.randomUUID() } });
export const getPmHistory = (requestId: string) => api<Page<PmThreadRequestView>>(PM_PATHS.pmHistory(requestId), { query: { limit: 50 } });

export const getCommunicationLog = (requestId: string, page: number, telephonyType?: CommunicationKind, signal?: AbortSignal) =>
  api<CommunicationLog>(COMMUNICATION_PATHS.log, { query: { requestId, page, telephonyType }, signal });

/** One entry in full, by the call of its kind (SPEC §7 Communications). */
export function getCommunication(entry: Pick<CommunicationEntry, 'id' | 'kind'>) {
  const path =
    entry.kind === 'email'
      ? COMMUNICATION_PATHS.email
      : entry.kind === 'push'
        ? COMMUNICATION_PATHS.push
        : entry.kind === 'chat'
          ? COMMUNICATION_PATHS.chat
          : COMMUNICATION_PATHS.conference;
  return api<CommunicationEntry>(pathWith(path, { id: entry.id }));
}

/** Lists that may come as a bare array or a page. */
export const itemsOf = <T>(answer: T[] | Page<T> | undefined): T[] => (answer === undefined ? [] : Array.isArray(answer) ? answer : answer.items);
