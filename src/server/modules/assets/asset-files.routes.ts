import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pageQuerySchema } from '../../../domain/api/paging';
import { apiPath } from '../../../domain/api/paths';
import {
  ASSET_PATHS,
  assetAttachmentDeleteResultSchema,
  assetAttachmentPatchSchema,
  assetAttachmentUploadFieldsSchema,
  type AssetFile,
  type AssetFileAlreadyUploaded,
  assetFileAlreadyUploadedResultSchema,
  assetFilePageSchema,
  assetFileWriteResultSchema,
  assetPhotoUploadFieldsSchema,
} from '../../../domain/assets/asset-api';
import type { Database } from '../../db/client';
import { badRequest } from '../../http-error';
import { requireActor } from '../../plugins/actor';
import { withIdempotency, type WriteResult } from '../../plugins/idempotency';
import { readUpload } from '../../storage/read-upload';
import { assertMayEditAsset, findVisibleAsset } from './asset-access';
import { ASSET_FILES, deleteAssetAttachment, listAssetAttachments, updateAssetAttachment, uploadAssetFile } from './asset-files.service';
import type { ServerModule } from '../module';

const idParams = z.object({ id: z.guid('id must be an asset id') });
const attachmentParams = idParams.extend({ attachmentId: z.guid('attachmentId must be an id') });

/** The multipart text fields checked like any body: a bad one is a 400 naming it. */
function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(`${issue.path.join('.') || 'body'}: ${issue.message}`);
  }
  return parsed.data;
}

/** An asset the caller may change, checked before a large body is read. */
async function editableAsset(db: Database, request: FastifyRequest, assetId: string) {
  const actor = requireActor(request);
  const asset = await findVisibleAsset(db, actor.scope, assetId);
  assertMayEditAsset(actor, asset);
  return { actor, asset };
}

/** An upload answers 201 with the new file, or 202 with the stored one when its id was uploaded already. */
const uploadAnswers = { 201: assetFileWriteResultSchema, 202: assetFileAlreadyUploadedResultSchema };

/**
 * Asset photos and attachments (docs/product/README.md#api) through the shared file store: whoever sees the asset reads
 * them; whoever may change it uploads, edits and deletes.
 */

export const assetFilesRoutes: ServerModule = async (app, { db }) => {
  app.files.registerOwner(ASSET_FILES, async (actor, assetId) => {
    if (!assetId) return false;
    return findVisibleAsset(db, actor.scope, assetId).then(
      () => true,
      () => false,
    );
  });

  app.post(apiPath(ASSET_PATHS.photos), { schema: { response: uploadAnswers } }, async (request, reply) => {
    requireActor(request); // signed in, before any of the body is read
    const checkFields = async (sent: Record<string, string>) => {
      const fields = parseFields(assetPhotoUploadFieldsSchema, sent);
      return { fields, ...(await editableAsset(db, request, fields.assetId)) };
    };
    return readUpload(request, checkFields, (upload) => {
      const { fields, actor, asset } = upload.checked;
      return withIdempotency(db, request, reply, (tx): Promise<WriteResult<AssetFile | AssetFileAlreadyUploaded>> =>
        uploadAssetFile(tx, app.files, asset, actor.user.id, { id: fields.id, kind: 'photo', photoType: fields.photoType }, upload.file),
      );
    });
  });

  app.get(
    apiPath(ASSET_PATHS.attachments),
    { schema: { params: idParams, querystring: pageQuerySchema, response: { 200: assetFilePageSchema } } },
    async (request) => {
      const asset = await findVisibleAsset(db, requireActor(request).scope, request.params.id);
      return listAssetAttachments(db, asset.id, request.query);
    },
  );

  app.post(apiPath(ASSET_PATHS.attachments), { schema: { params: idParams, response: uploadAnswers } }, async (request, reply) => {
    const { actor, asset } = await editableAsset(db, request, request.params.id);
    return readUpload(request, null, (upload) => {
      const fields = parseFields(assetAttachmentUploadFieldsSchema, upload.fields);
      if (fields.assetId && fields.assetId !== asset.id) throw badRequest('assetId: it must be the asset of the address.');
      return withIdempotency(db, request, reply, (tx): Promise<WriteResult<AssetFile | AssetFileAlreadyUploaded>> =>
        uploadAssetFile(
          tx,
          app.files,
          asset,
          actor.user.id,
          { id: fields.id, kind: 'attachment', attachmentType: fields.attachmentType, typeMetadata: fields.typeMetadata },
          upload.file,
        ),
      );
    });
  });

  app.patch(
    apiPath(ASSET_PATHS.attachment),
    { schema: { params: attachmentParams, body: assetAttachmentPatchSchema, response: { 200: assetFileWriteResultSchema } } },
    async (request, reply) => {
      const { asset } = await editableAsset(db, request, request.params.id);
      return withIdempotency(db, request, reply, async (tx) => ({
        status: 200,
        body: await updateAssetAttachment(tx, asset.id, request.params.attachmentId, request.body),
      }));
    },
  );

  // 200 with a body rather than 204: the outbox needs the echoed opId to count the delete as delivered.
  app.delete(
    apiPath(ASSET_PATHS.attachment),
    { schema: { params: attachmentParams, response: { 200: assetAttachmentDeleteResultSchema } } },
    async (request, reply) => {
      const { asset } = await editableAsset(db, request, request.params.id);
      return withIdempotency(db, request, reply, async (tx) => {
        await deleteAssetAttachment(tx, app.files, asset.id, request.params.attachmentId);
        return { status: 200, body: { id: request.params.attachmentId, deleted: true as const } };
      });
    },
  );
};
