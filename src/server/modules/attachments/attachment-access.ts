import { and, eq } from 'drizzle-orm';
import { ATTACHMENT_CHANGE_REFUSED, attachmentSubject } from '../../../domain/attachments/attachment-rights';
import type { Queryable } from '../../db/client';
import { requestAttachments } from '../../db/schema/attachments';
import { forbidden, notFound } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import type { RequestAccessRow } from '../requests/request-access';

/**
 * An attachment of the request is changed (renamed, re-typed, deleted) only as the caller's rules
 * allow with the file as subject: a dispatched vendor its own files on an open request (403
 * otherwise); 404 when the request has no such attachment.
 */
export async function assertMayChangeAttachment(
  db: Queryable,
  actor: Actor,
  request: RequestAccessRow,
  attachmentId: string,
  action: 'update' | 'delete',
): Promise<void> {
  const [row] = await db
    .select({ createdByUserId: requestAttachments.createdByUserId })
    .from(requestAttachments)
    .where(and(eq(requestAttachments.requestId, request.id), eq(requestAttachments.id, attachmentId)));
  if (!row) throw notFound('Attachment');
  if (!actor.ability.can(action, attachmentSubject(request, row.createdByUserId))) throw forbidden(ATTACHMENT_CHANGE_REFUSED);
}
