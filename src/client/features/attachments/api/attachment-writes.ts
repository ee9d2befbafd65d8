import { ATTACHMENTS_PATHS, type AttachmentType } from '@domain/attachments/attachments-api';
import { pathWith } from '@domain/api/paths';
import { enqueueWrite } from '@/offline/enqueue-write';
import { preparedFileName, preparePhoto } from '@/offline/prepare-photo';

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
  const fileName = preparedFileName(input.file, blob);
  return enqueueWrite({
    kind: 'attachment.upload',
    method: 'POST',
    url: pathWith(ATTACHMENTS_PATHS.requestAttachments, { id: input.requestId }),
    body: {
      id,
      requestId: input.requestId,
      attachmentType: input.attachmentType,
      taskId: input.taskId,
      // A text field on the wire (entries queued before it was typed hold the object: sent alike).
      typeMetadata: input.typeMetadata && JSON.stringify(input.typeMetadata),
    },
    entityId: id,
    blobs: [{ blob, fileName }],
  });
}
