import { ATTACHMENTS_PATHS, type AttachmentType } from '../../../../domain/attachments/attachments-api';
import { PM_PATHS, type ChecklistEdit, type CompleteChore } from '../../../../domain/pm/pm-api';
import type { PmChecklistStatus } from '../../../../domain/pm/pm-enums';
import { REQUEST_PATHS, SELF_SERVICE_PATHS } from '../../../../domain/requests/request-paths';
import { pathWith } from '../../../../domain/api/paths';
import { enqueueWrite } from '../../../offline/enqueue-write';
import { preparePhoto } from '../../../offline/prepare-photo';

/**
 * The request writes that must work offline (docs/adr/0003-offline-first-outbox.md): queued with a client id,
 * sent when the device is online, shown with a "waiting to sync" mark until then.
 */

export function queueNote(requestId: string, note: { text: string; actionRequired: boolean; mentions: string[] }) {
  const id = crypto.randomUUID();
  return enqueueWrite({ kind: 'request.note', method: 'POST', url: pathWith(REQUEST_PATHS.notes, { id: requestId }), body: { id, ...note }, entityId: id });
}

export function queueActivity(requestId: string, description: string) {
  const id = crypto.randomUUID();
  return enqueueWrite({ kind: 'activity.create', method: 'POST', url: SELF_SERVICE_PATHS.activities, body: { id, requestId, description }, entityId: id });
}

export const queueActivityEdit = (activityId: string, description: string) =>
  enqueueWrite({ kind: 'activity.update', method: 'PATCH', url: pathWith(SELF_SERVICE_PATHS.activity, { id: activityId }), body: { description }, entityId: activityId });

export const queueActivityDelete = (activityId: string) =>
  enqueueWrite({ kind: 'activity.delete', method: 'DELETE', url: pathWith(SELF_SERVICE_PATHS.activity, { id: activityId }), entityId: activityId });

/** Check-in records when the user arrived, even if it is sent later. */
export const queueCheckIn = (requestId: string, now: Date = new Date()) =>
  enqueueWrite({ kind: 'request.checkin', method: 'POST', url: pathWith(REQUEST_PATHS.checkIn, { id: requestId }), body: { checkedInAt: now.toISOString() }, entityId: requestId });

export const queueChecklistMark = (itemId: string, status: PmChecklistStatus) =>
  enqueueWrite({ kind: 'pm.checklist.mark', method: 'POST', url: PM_PATHS.checklistMark, body: { id: itemId, status }, entityId: itemId });

export const queueChecklistEdit = (edit: ChecklistEdit) =>
  enqueueWrite({ kind: 'pm.checklist.edit', method: 'POST', url: PM_PATHS.checklistEdit, body: edit, entityId: edit.requestId });

export const queueChoreCompletion = (chore: CompleteChore) =>
  enqueueWrite({ kind: 'pm.chore.complete', method: 'POST', url: PM_PATHS.completeChore, body: chore, entityId: `${chore.pmRequestDetailAssetId}:${chore.choreTypeId}` });

export interface UploadInput {
  requestId: string;
  file: File;
  attachmentType: AttachmentType;
  taskId?: string;
  typeMetadata?: Record<string, unknown>;
}

/** Photos are downscaled before they are stored in the outbox; other files go as they are. */
export async function queueUpload(input: UploadInput) {
  const id = crypto.randomUUID();
  const blob = await preparePhoto(input.file);
  const fileName = blob === input.file ? input.file.name : input.file.name.replace(/\.[^.]+$/, '') + '.jpg';
  return enqueueWrite({
    kind: 'attachment.upload',
    method: 'POST',
    url: pathWith(ATTACHMENTS_PATHS.requestAttachments, { id: input.requestId }),
    body: { id, requestId: input.requestId, attachmentType: input.attachmentType, taskId: input.taskId, typeMetadata: input.typeMetadata },
    entityId: id,
    blobs: [{ blob, fileName }],
  });
}
