import {
  ATTACHMENTS_PATHS,
  type AttachmentDeleteResult,
  type AttachmentPage,
  type AttachmentPatch,
  type AttachmentType,
  type AttachmentWriteResult,
} from '@domain/attachments/attachments-api';
import { pathWith } from '@domain/api/paths';
import { api } from '@/lib/api-client';

/** A request's files (docs/product/README.md#api Requests and Self-service attachments). */

export const listAttachments = (requestId: string, selfService: boolean) =>
  api<AttachmentPage>(pathWith(selfService ? ATTACHMENTS_PATHS.selfServiceList : ATTACHMENTS_PATHS.requestAttachments, { id: requestId }), {
    query: { limit: 200 },
  });
export const updateAttachment = (requestId: string, attachmentId: string, patch: AttachmentPatch) =>
  api<AttachmentWriteResult>(pathWith(ATTACHMENTS_PATHS.requestAttachment, { id: requestId, attachmentId }), { method: 'PATCH', body: patch });
export const deleteAttachment = (requestId: string, attachmentId: string, attachmentType: AttachmentType) =>
  api<AttachmentDeleteResult>(pathWith(ATTACHMENTS_PATHS.selfServiceDelete, { id: requestId, attachmentId }), { method: 'DELETE', query: { attachmentType } });
