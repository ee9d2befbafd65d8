import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema } from '../../../domain/api/paging';
import { API_PREFIX } from '../../../domain/api/paths';
import { attachmentDeleteQuerySchema, attachmentPatchSchema } from '../../../domain/attachments/attachments-api';
import type { Database } from '../../db/client';
import { requireActor } from '../../plugins/actor';
import { readUpload } from '../../storage/read-upload';
import { findVisibleRequest, requireVisibleRequest, requireWritableRequest } from '../pm/request-access';
import { deleteAttachment, listAttachments, REQUEST_ATTACHMENT_FILES, updateAttachment, uploadAttachment } from './attachments.service';

const requestParams = z.object({ id: z.guid('id must be a request id') });
const attachmentParams = requestParams.extend({ attachmentId: z.guid('attachmentId must be an id') });
const WRITE = { closedMessage: '', allowClosed: true };

/**
 * Request attachments (SPEC §7): list, multipart upload (202 when already uploaded), rename or
 * re-type, delete. Attachments follow their request: whoever sees it sees them; whoever may change
 * it may add, edit and delete them (also after it is closed: invoices arrive late).
 */
export function attachmentsRoutes(root: FastifyInstance, db: Database): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.files.registerOwner(REQUEST_ATTACHMENT_FILES, async (actor, requestId) => requestId !== null && (await findVisibleRequest(db, actor, requestId)) !== null);

  for (const path of ['/requests/:id/attachments', '/self-service/attachments/request/:id']) {
    app.get(`${API_PREFIX}${path}`, { schema: { params: requestParams, querystring: pageQuerySchema } }, async (request) => {
      const actor = requireActor(request);
      await requireVisibleRequest(db, actor, request.params.id);
      return listAttachments(db, request.params.id, request.query);
    });
  }

  app.post(`${API_PREFIX}/requests/:id/attachments`, { schema: { params: requestParams } }, async (request, reply) => {
    const actor = requireActor(request);
    // Refuse before reading a large body when the request is not the caller's to change.
    await requireWritableRequest(db, actor, request.params.id, WRITE);
    const upload = await readUpload(request);
    const result = await uploadAttachment(db, app.files, actor, request.params.id, upload);
    return result.status === 201 ? reply.status(201).send(result.attachment) : reply.status(202).send(result.body);
  });

  app.patch(`${API_PREFIX}/requests/:id/attachments/:attachmentId`, { schema: { params: attachmentParams, body: attachmentPatchSchema } }, async (request) => {
    const actor = requireActor(request);
    await requireWritableRequest(db, actor, request.params.id, WRITE);
    return updateAttachment(db, request.params.id, request.params.attachmentId, request.body);
  });

  app.delete(
    `${API_PREFIX}/self-service/attachments/:id/attachments/:attachmentId`,
    { schema: { params: attachmentParams, querystring: attachmentDeleteQuerySchema } },
    async (request, reply) => {
      const actor = requireActor(request);
      await requireWritableRequest(db, actor, request.params.id, WRITE);
      await deleteAttachment(db, app.files, request.params.id, request.params.attachmentId, request.query.attachmentType);
      return reply.status(204).send();
    },
  );
}
