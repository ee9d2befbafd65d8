import {
  ATTACHMENTS_PATHS,
  type AttachmentDeleteResult,
  type AttachmentPage,
  type AttachmentPatch,
  type AttachmentType,
  type AttachmentWriteResult,
} from '../../../../domain/attachments/attachments-api';
import {
  GUIDANCE_PATHS,
  type AutomationPage,
  type FollowUpCreate,
  type FollowUpPage,
  type FollowUpWriteResult,
  type PromptList,
} from '../../../../domain/guidance/guidance-api';
import { PM_PATHS, type GenerateNextWriteResult, type PmChecklistView, type PmHistoryPage } from '../../../../domain/pm/pm-api';
import { type CommunicationEntry, type CommunicationKind, type CommunicationLog } from '../../../../domain/requests/communications';
import { COMMUNICATION_PATHS } from '../../../../domain/requests/request-paths';
import { pathWith } from '../../../../domain/api/paths';
import { api } from '../../../lib/api-client';

/** The calls of a request's detail besides the request itself (docs/product/README.md#api). */

export const listAttachments = (requestId: string, selfService: boolean) =>
  api<AttachmentPage>(pathWith(selfService ? ATTACHMENTS_PATHS.selfServiceList : ATTACHMENTS_PATHS.requestAttachments, { id: requestId }), { query: { limit: 200 } });
export const updateAttachment = (requestId: string, attachmentId: string, patch: AttachmentPatch) =>
  api<AttachmentWriteResult>(pathWith(ATTACHMENTS_PATHS.requestAttachment, { id: requestId, attachmentId }), { method: 'PATCH', body: patch });
export const deleteAttachment = (requestId: string, attachmentId: string, attachmentType: AttachmentType) =>
  api<AttachmentDeleteResult>(pathWith(ATTACHMENTS_PATHS.selfServiceDelete, { id: requestId, attachmentId }), { method: 'DELETE', query: { attachmentType } });

export const listPrompts = (requestId: string) => api<PromptList>(pathWith(GUIDANCE_PATHS.prompts, { id: requestId }));
export const listFollowUps = (requestId: string) => api<FollowUpPage>(pathWith(GUIDANCE_PATHS.followUp, { id: requestId }), { query: { limit: 200 } });
export const saveFollowUp = (requestId: string, body: FollowUpCreate) =>
  api<FollowUpWriteResult>(pathWith(GUIDANCE_PATHS.followUp, { id: requestId }), { method: 'POST', body });
export const listAutomations = (requestId: string) => api<AutomationPage>(pathWith(GUIDANCE_PATHS.automations, { id: requestId }));

export const getChecklist = (requestId: string) =>
  api<PmChecklistView>(PM_PATHS.checklist, { query: { requestId, relations: 'completedByUser,asset', limit: 200 } });
export const generateNext = (requestId: string) =>
  api<GenerateNextWriteResult>(pathWith(PM_PATHS.generateNext, { id: requestId }), { method: 'POST', body: { id: crypto.randomUUID() } });
export const getPmHistory = (requestId: string) => api<PmHistoryPage>(pathWith(PM_PATHS.pmHistory, { id: requestId }), { query: { limit: 50 } });

export const getCommunicationLog = (requestId: string, page: number, telephonyType?: CommunicationKind, signal?: AbortSignal) =>
  api<CommunicationLog>(COMMUNICATION_PATHS.log, { query: { requestId, page, telephonyType }, signal });

/** One entry in full, by the call of its kind (docs/product/README.md#api Communications). */
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
