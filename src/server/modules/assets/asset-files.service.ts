import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Page, PageQuery } from '../../../domain/api/paging';
import type { AssetAttachmentPatch, AssetAttachmentType, AssetFile, AssetFileAlreadyUploaded, AssetPhotoType } from '../../../domain/assets/asset-api';
import { FILES_MESSAGES } from '../../../domain/files/files-api';
import type { Queryable } from '../../db/client';
import { assetFiles } from '../../db/schema/asset-media';
import { storedFiles } from '../../db/schema/attachments';
import { badRequest, conflict, notFound } from '../../http-error';
import type { FileStore } from '../../storage/file-store';
import type { UploadedFile } from '../../storage/read-upload';
import type { AssetTenancy } from './asset-access';
import { selectAssetFiles, toAssetFile } from './asset-detail.service';

/** The owner kind of asset photos and attachments in the shared file store. */
export const ASSET_FILES = 'asset-file';

export type AssetUploadResult = { status: 201; body: AssetFile } | { status: 202; body: AssetFileAlreadyUploaded };

async function getAssetFile(db: Queryable, assetId: string, id: string): Promise<AssetFile | null> {
  const [row] = await selectAssetFiles(db).where(and(eq(assetFiles.id, id), eq(assetFiles.assetId, assetId), isNull(assetFiles.deletedAt)));
  return row ? toAssetFile(row) : null;
}

export async function listAssetAttachments(db: Queryable, assetId: string, q: PageQuery): Promise<Page<AssetFile>> {
  const where = and(eq(assetFiles.assetId, assetId), eq(assetFiles.kind, 'attachment'), isNull(assetFiles.deletedAt));
  const rows = await selectAssetFiles(db).where(where).orderBy(desc(assetFiles.createdAt), desc(assetFiles.id)).limit(q.limit).offset(q.offset);
  const [total] = await db.select({ n: count() }).from(assetFiles).where(where);
  return { items: rows.map(toAssetFile), total: total?.n ?? 0, limit: q.limit, offset: q.offset };
}

export interface AssetUpload {
  id: string;
  kind: 'photo' | 'attachment';
  photoType?: AssetPhotoType;
  attachmentType?: AssetAttachmentType;
  typeMetadata?: Record<string, unknown>;
}

/**
 * Stores a photo or attachment under the client's id. The same id again (a replay, or a retry after
 * a lost answer) is answered 202 with the stored file; the bytes are not stored twice.
 */
export async function uploadAssetFile(
  db: Queryable,
  files: FileStore,
  asset: AssetTenancy,
  userId: string,
  upload: AssetUpload,
  file: UploadedFile | null,
): Promise<AssetUploadResult> {
  const [earlier] = await db.select({ assetId: assetFiles.assetId, deletedAt: assetFiles.deletedAt }).from(assetFiles).where(eq(assetFiles.id, upload.id));
  if (earlier) {
    if (earlier.assetId !== asset.id) throw badRequest('id: this id belongs to another file.');
    if (earlier.deletedAt) throw conflict('This file was uploaded and has been deleted since.');
    const stored = (await getAssetFile(db, asset.id, upload.id))!;
    return { status: 202, body: { alreadyUploaded: true, message: FILES_MESSAGES.alreadyUploaded, file: stored } };
  }
  if (!file) throw badRequest('file: send the file, in the field named file.');
  const saved = await files.save(db, {
    ownerKind: ASSET_FILES,
    ownerId: asset.id,
    name: file.name,
    contentType: file.contentType,
    content: file,
    createdByUserId: userId,
  });
  await db.insert(assetFiles).values({
    id: upload.id,
    assetId: asset.id,
    customerId: asset.customerId,
    kind: upload.kind,
    photoType: upload.photoType ?? null,
    attachmentType: upload.attachmentType ?? null,
    fileName: file.name,
    contentType: file.contentType,
    byteSize: file.size,
    storageKey: saved.key,
    typeMetadata: upload.typeMetadata ?? null,
    uploadedByUserId: userId,
  });
  return { status: 201, body: (await getAssetFile(db, asset.id, upload.id))! };
}

export async function updateAssetAttachment(db: Queryable, assetId: string, id: string, patch: AssetAttachmentPatch): Promise<AssetFile> {
  const found = await getAssetFile(db, assetId, id);
  if (!found || found.kind !== 'attachment') throw notFound('Attachment');
  await db.update(assetFiles).set(patch).where(eq(assetFiles.id, id));
  return (await getAssetFile(db, assetId, id))!;
}

/** Marks the attachment deleted (so a replayed upload cannot bring it back) and deletes its bytes. */
export async function deleteAssetAttachment(db: Queryable, files: FileStore, assetId: string, id: string): Promise<void> {
  const found = await getAssetFile(db, assetId, id);
  if (!found || found.kind !== 'attachment') throw notFound('Attachment');
  await db.update(assetFiles).set({ deletedAt: new Date() }).where(eq(assetFiles.id, id));
  const [stored] = await db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.key, found.fileKey));
  if (stored) await files.remove(db, stored.id);
}
