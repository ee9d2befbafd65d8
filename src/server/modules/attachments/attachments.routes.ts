import { z } from 'zod';
import { pageQuerySchema } from '../../../domain/api/paging';
import { apiPath } from '../../../domain/api/paths';
import {
  alreadyUploadedWriteResultSchema,
  attachmentDeleteQuerySchema,
  attachmentDeleteResultSchema,
  attachmentPageSchema,
  attachmentPatchSchema,
  attachmentWriteResultSchema,
  ATTACHMENTS_PATHS,
  type AlreadyUploaded,
  type AttachmentView,
} from '../../../domain/attachments/attachments-api';
import { requireActor } from '../../plugins/actor';
import { withIdempotency, type WriteResult } from '../../plugins/idempotency';
import { readUpload } from '../../storage/read-upload';
import { findVisibleRequest, requireVisibleRequest, requireWritableRequest } from '../requests/request-access';
import { assertMayChangeAttachment } from './attachment-access';
import { deleteAttachment, listAttachments, REQUEST_ATTACHMENT_FILES, updateAttachment, uploadAttachment } from './attachments.service';
import type { ServerModule } from '../module';

const requestParams = z.object({ id: z.guid('id must be a request id') });
const attachmentParams = requestParams.extend({ attachmentId: z.guid('attachmentId must be an id') });
const WRITE = { closedMessage: '', allowClosed: true };

/**
 * Request attachments (docs/product/README.md#api): list, multipart upload (202 when already uploaded), rename or
 * re-type, delete. Attachments follow their request: whoever sees it sees them; whoever may change
 * it may add them (also after it is closed: invoices arrive late). Editing and deleting one asks the
 * Attachment subject: the customer's users any file, a dispatched vendor its own on an open request.
 */
export const attachmentsModule: ServerModule = async (app, { db }) => {
  app.files.registerOwner(
    REQUEST_ATTACHMENT_FILES,
    async (actor, requestId) => requestId !== null && (await findVisibleRequest(db, actor, requestId)) !== null,
  );

  for (const listPath of [ATTACHMENTS_PATHS.requestAttachments, ATTACHMENTS_PATHS.selfServiceList]) {
    app.get(
      apiPath(listPath),
      { schema: { params: requestParams, querystring: pageQuerySchema, response: { 200: attachmentPageSchema } } },
      async (request) => {
        const actor = requireActor(request);
        await requireVisibleRequest(db, actor, request.params.id);
        return listAttachments(db, request.params.id, request.query);
      },
    );
  }

  const uploadAnswers = { 201: attachmentWriteResultSchema, 202: alreadyUploadedWriteResultSchema };
  app.post(apiPath(ATTACHMENTS_PATHS.requestAttachments), { schema: { params: requestParams, response: uploadAnswers } }, async (request, reply) => {
    const actor = requireActor(request);
    // Refuse before reading a large body when the request is not the caller's to change.
    await requireWritableRequest(db, actor, request.params.id, WRITE);
    return readUpload(request, null, (upload) =>
      withIdempotency(db, request, reply, async (tx): Promise<WriteResult<AttachmentView | AlreadyUploaded>> => {
        const result = await uploadAttachment(tx, app.files, actor.user.id, request.params.id, upload);
        return result.status === 201 ? { status: 201, body: result.attachment } : { status: 202, body: result.body };
      }),
    );
  });

  app.patch(
    apiPath(ATTACHMENTS_PATHS.requestAttachment),
    { schema: { params: attachmentParams, body: attachmentPatchSchema, response: { 200: attachmentWriteResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => {
        const row = await requireWritableRequest(tx, actor, request.params.id, WRITE);
        await assertMayChangeAttachment(tx, actor, row, request.params.attachmentId, 'update');
        return { status: 200, body: await updateAttachment(tx, request.params.id, request.params.attachmentId, request.body) };
      });
    },
  );

  app.delete(
    apiPath(ATTACHMENTS_PATHS.selfServiceDelete),
    { schema: { params: attachmentParams, querystring: attachmentDeleteQuerySchema, response: { 200: attachmentDeleteResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      // 200 with a body rather than 204: the outbox needs the echoed opId to count the delete as delivered.
      return withIdempotency(db, request, reply, async (tx) => {
        const row = await requireWritableRequest(tx, actor, request.params.id, WRITE);
        await assertMayChangeAttachment(tx, actor, row, request.params.attachmentId, 'delete');
        await deleteAttachment(tx, app.files, request.params.id, request.params.attachmentId, request.query.attachmentType);
        return { status: 200, body: { id: request.params.attachmentId, deleted: true as const } };
      });
    },
  );
};
