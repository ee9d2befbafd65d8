import { and, asc, eq } from 'drizzle-orm';
import type { EscalationAttachment } from '../../../domain/escalations/escalations-api';
import type { Queryable } from '../../db/client';
import { storedFiles } from '../../db/schema/attachments';
import { users } from '../../db/schema/users';
import { badRequest } from '../../http-error';
import type { FileStore } from '../../storage/file-store';
import type { Upload } from '../../storage/read-upload';

/**
 * The owner kind of an escalation's files (docs/product/escalations.md attachments): the stored file
 * itself is the attachment, its ownerId the escalation's id, so no table of their own is needed.
 */
export const ESCALATION_FILES = 'escalation-attachment';

const ofEscalation = (escalationId: string) => and(eq(storedFiles.ownerKind, ESCALATION_FILES), eq(storedFiles.ownerId, escalationId));

function selectAttachments(db: Queryable) {
  return db
    .select({
      id: storedFiles.id,
      name: storedFiles.name,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
      fileKey: storedFiles.key,
      sha256: storedFiles.sha256,
      createdByUserId: storedFiles.createdByUserId,
      createdByName: users.name,
      createdAt: storedFiles.createdAt,
    })
    .from(storedFiles)
    .leftJoin(users, eq(users.id, storedFiles.createdByUserId));
}
type AttachmentRow = Awaited<ReturnType<typeof selectAttachments>>[number];

const toView = ({ createdByUserId, createdByName, createdAt, sha256: _sha, ...row }: AttachmentRow): EscalationAttachment => ({
  ...row,
  createdByUser: createdByUserId ? { id: createdByUserId, name: createdByName ?? '' } : null,
  createdAt: createdAt.toISOString(),
});

/** An escalation's files, oldest first. The caller has checked the escalation is visible. */
export async function escalationAttachmentsOf(db: Queryable, escalationId: string): Promise<EscalationAttachment[]> {
  const rows = await selectAttachments(db).where(ofEscalation(escalationId)).orderBy(asc(storedFiles.createdAt), asc(storedFiles.id));
  return rows.map(toView);
}

export type EscalationUploadResult = { status: 201; attachment: EscalationAttachment } | { status: 202; attachment: EscalationAttachment };

/**
 * Stores a file on an escalation the caller may act on (checked by the caller). The same bytes on
 * the same escalation are one attachment: a resent upload answers 202 with the one stored.
 */
export async function uploadEscalationAttachment(
  db: Queryable,
  files: FileStore,
  userId: string,
  escalationId: string,
  upload: Upload,
): Promise<EscalationUploadResult> {
  const file = upload.file;
  if (!file) throw badRequest('file: attach the file to upload.');
  const [earlier] = await selectAttachments(db).where(and(ofEscalation(escalationId), eq(storedFiles.sha256, file.sha256)));
  if (earlier) return { status: 202, attachment: toView(earlier) };
  const stored = await files.save(db, {
    ownerKind: ESCALATION_FILES,
    ownerId: escalationId,
    name: file.name,
    contentType: file.contentType,
    content: file,
    createdByUserId: userId,
  });
  const [row] = await selectAttachments(db).where(eq(storedFiles.id, stored.id));
  return { status: 201, attachment: toView(row!) };
}
