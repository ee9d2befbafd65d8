import { and, count, desc, eq, or } from 'drizzle-orm';
import type { Page, PageQuery } from '../../../domain/api/paging';
import { FILES_MESSAGES } from '../../../domain/files/files-api';
import { attachmentUploadFieldsSchema, type AlreadyUploaded, type AttachmentPatch, type AttachmentView } from '../../../domain/attachments/attachments-api';
import type { Queryable } from '../../db/client';
import { requestAttachments, storedFiles } from '../../db/schema/attachments';
import { tasks } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { badRequest, conflict, notFound } from '../../http-error';
import type { FileStore } from '../../storage/file-store';
import type { Upload } from '../../storage/read-upload';

/** The owner kind of request attachment files (their ownerId is the request id). */
export const REQUEST_ATTACHMENT_FILES = 'request-attachment';

const viewColumns = {
  id: requestAttachments.id,
  requestId: requestAttachments.requestId,
  taskId: requestAttachments.taskId,
  name: requestAttachments.name,
  attachmentType: requestAttachments.attachmentType,
  typeMetadata: requestAttachments.typeMetadata,
  contentType: storedFiles.contentType,
  size: storedFiles.size,
  fileKey: storedFiles.key,
  thumbnail: storedFiles.thumbnail,
  createdByUserId: requestAttachments.createdByUserId,
  createdByName: users.name,
  createdAt: requestAttachments.createdAt,
};

function selectViews(db: Queryable) {
  return db
    .select(viewColumns)
    .from(requestAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, requestAttachments.fileId))
    .leftJoin(users, eq(users.id, requestAttachments.createdByUserId));
}
type ViewRow = Awaited<ReturnType<typeof selectViews>>[number];

function toView({ createdByUserId, createdByName, createdAt, ...row }: ViewRow): AttachmentView {
  return {
    ...row,
    typeMetadata: row.typeMetadata ?? null,
    createdByUser: createdByUserId ? { id: createdByUserId, name: createdByName ?? '' } : null,
    createdAt: createdAt.toISOString(),
  };
}

export async function getAttachment(db: Queryable, requestId: string, attachmentId: string): Promise<AttachmentView | null> {
  const [row] = await selectViews(db).where(and(eq(requestAttachments.requestId, requestId), eq(requestAttachments.id, attachmentId)));
  return row ? toView(row) : null;
}

/** A request's attachments, newest first. The caller has checked the request is visible. */
export async function listAttachments(db: Queryable, requestId: string, page: PageQuery): Promise<Page<AttachmentView>> {
  const where = eq(requestAttachments.requestId, requestId);
  const rows = await selectViews(db)
    .where(where)
    .orderBy(desc(requestAttachments.createdAt), desc(requestAttachments.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(requestAttachments).where(where);
  return { items: rows.map(toView), total: total?.n ?? 0, limit: page.limit, offset: page.offset };
}

export type UploadResult = { status: 201; attachment: AttachmentView } | { status: 202; body: AlreadyUploaded };

const alreadyUploaded = (attachment: AttachmentView): UploadResult => ({
  status: 202,
  body: { alreadyUploaded: true, message: FILES_MESSAGES.alreadyUploaded, attachment },
});

/** An earlier upload with this id, or of these bytes on this request. */
async function findEarlierUpload(db: Queryable, requestId: string, id: string, sha256: string) {
  const [row] = await db
    .select({ id: requestAttachments.id, requestId: requestAttachments.requestId })
    .from(requestAttachments)
    .where(or(eq(requestAttachments.id, id), and(eq(requestAttachments.requestId, requestId), eq(requestAttachments.contentSha256, sha256))));
  return row ?? null;
}

/**
 * Stores an uploaded file on a request the caller may change (checked by the route; a public link's
 * upload has no user). Replays are harmless: the same attachment id, or the same
 * bytes on the same request, answer 202 with the attachment already stored.
 */
export async function uploadAttachment(
  db: Queryable,
  files: FileStore,
  createdByUserId: string | null,
  requestId: string,
  upload: Upload,
): Promise<UploadResult> {
  const parsed = attachmentUploadFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(`${issue.path.join('.') || 'body'}: ${issue.message}`);
  }
  const fields = parsed.data;
  if (fields.requestId !== requestId) throw badRequest('requestId must be the request in the address.');
  if (!upload.file) throw badRequest('file: attach the file to upload.');
  const file = upload.file;
  if (fields.taskId) {
    const [task] = await db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.id, fields.taskId), eq(tasks.requestId, requestId)));
    if (!task) throw badRequest('taskId must be a task of this request.');
  }

  const earlier = await findEarlierUpload(db, requestId, fields.id, file.sha256);
  if (earlier) {
    if (earlier.requestId !== requestId) throw conflict('An attachment with this id belongs to another request.');
    return alreadyUploaded((await getAttachment(db, requestId, earlier.id))!);
  }
  try {
    await db.transaction(async (tx) => {
      const stored = await files.save(tx, {
        ownerKind: REQUEST_ATTACHMENT_FILES,
        ownerId: requestId,
        name: file.name,
        contentType: file.contentType,
        content: file,
        createdByUserId,
      });
      await tx.insert(requestAttachments).values({
        id: fields.id,
        requestId,
        taskId: fields.taskId ?? null,
        fileId: stored.id,
        name: file.name,
        attachmentType: fields.attachmentType,
        typeMetadata: fields.typeMetadata ?? null,
        contentSha256: file.sha256,
        createdByUserId,
      });
    });
  } catch (error) {
    // Two deliveries of the same upload at once: the other one won the unique index.
    const winner = await findEarlierUpload(db, requestId, fields.id, file.sha256);
    if (winner?.requestId === requestId) return alreadyUploaded((await getAttachment(db, requestId, winner.id))!);
    throw error;
  }
  return { status: 201, attachment: (await getAttachment(db, requestId, fields.id))! };
}

export async function updateAttachment(db: Queryable, requestId: string, attachmentId: string, patch: AttachmentPatch): Promise<AttachmentView> {
  const [row] = await db
    .update(requestAttachments)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(requestAttachments.requestId, requestId), eq(requestAttachments.id, attachmentId)))
    .returning({ id: requestAttachments.id });
  if (!row) throw notFound('Attachment');
  return (await getAttachment(db, requestId, attachmentId))!;
}

/** Deletes an attachment and its file; `attachmentType`, when given, must match (a guard against stale screens). */
export async function deleteAttachment(db: Queryable, files: FileStore, requestId: string, attachmentId: string, attachmentType?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(requestAttachments)
      .where(
        and(
          eq(requestAttachments.requestId, requestId),
          eq(requestAttachments.id, attachmentId),
          attachmentType ? eq(requestAttachments.attachmentType, attachmentType as AttachmentView['attachmentType']) : undefined,
        ),
      )
      .returning({ fileId: requestAttachments.fileId });
    if (!row) throw notFound('Attachment');
    await files.remove(tx, row.fileId);
  });
}
