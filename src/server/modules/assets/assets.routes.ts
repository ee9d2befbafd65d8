import { z } from 'zod';
import { pageQuerySchema } from '../../../domain/api/paging';
import { apiPath } from '../../../domain/api/paths';
import {
  ASSET_PATHS,
  assetCreateSchema,
  assetDetailViewSchema,
  assetPatchSchema,
  assetSummaryPageSchema,
  assetTypePageSchema,
  assetWriteResultSchema,
  modelNumberPageSchema,
  modelNumberQuerySchema,
  serviceVisitPageSchema,
  userAssetQuerySchema,
  userAssetSummaryPageSchema,
} from '../../../domain/assets/asset-api';
import { assetSummaryQuerySchema } from '../../../domain/assets/asset-filters';
import { requireActor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import { findVisibleAsset } from './asset-access';
import { listAssetTypes, listModelNumbers } from './asset-catalog.service';
import { createAsset, updateAsset } from './asset-changes.service';
import { getAssetDetail } from './asset-detail.service';
import { listAssetSummaries, listUserAssets } from './asset-summaries.service';
import { listServiceVisits } from './service-visits.service';
import type { ServerModule } from '../module';

const idParams = z.object({ id: z.guid('id must be an asset id') });

/** The asset calls of docs/product/README.md#api under API_PREFIX (ASSET_PATHS). */
export const assetsRoutes: ServerModule = async (app, { db, config }) => {
  const publicUrl = config.PUBLIC_URL;

  app.get(apiPath(ASSET_PATHS.summaries), { schema: { querystring: assetSummaryQuerySchema, response: { 200: assetSummaryPageSchema } } }, async (request) =>
    listAssetSummaries(db, requireActor(request).scope, request.query),
  );

  app.get(
    apiPath(ASSET_PATHS.userSummaries),
    { schema: { querystring: userAssetQuerySchema, response: { 200: userAssetSummaryPageSchema } } },
    async (request) => listUserAssets(db, requireActor(request).scope, request.query),
  );

  app.get(apiPath(ASSET_PATHS.detailView), { schema: { params: idParams, response: { 200: assetDetailViewSchema } } }, async (request) =>
    getAssetDetail(db, requireActor(request), request.params.id, publicUrl),
  );

  app.get(apiPath(ASSET_PATHS.modelNumbers), { schema: { querystring: modelNumberQuerySchema, response: { 200: modelNumberPageSchema } } }, async (request) =>
    listModelNumbers(db, requireActor(request).scope, request.query),
  );

  app.get(apiPath(ASSET_PATHS.assetTypes), { schema: { querystring: pageQuerySchema, response: { 200: assetTypePageSchema } } }, async (request) => {
    requireActor(request);
    return listAssetTypes(db, request.query);
  });

  app.get(
    apiPath(ASSET_PATHS.serviceVisits),
    { schema: { params: idParams, querystring: pageQuerySchema, response: { 200: serviceVisitPageSchema } } },
    async (request) => {
      const actor = requireActor(request);
      await findVisibleAsset(db, actor.scope, request.params.id);
      return listServiceVisits(db, request.params.id, request.query);
    },
  );

  // 201 for a new asset, 200 when its id exists already (a replay).
  app.post(
    apiPath(ASSET_PATHS.create),
    { schema: { body: assetCreateSchema, response: { 200: assetWriteResultSchema, 201: assetWriteResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => {
        const { created } = await createAsset(tx, actor, request.body);
        return { status: created ? 201 : 200, body: await getAssetDetail(tx, actor, request.body.id, publicUrl) };
      });
    },
  );

  app.patch(
    apiPath(ASSET_PATHS.update),
    { schema: { params: idParams, body: assetPatchSchema, response: { 200: assetWriteResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => {
        await updateAsset(tx, actor, request.params.id, request.body);
        return { status: 200, body: await getAssetDetail(tx, actor, request.params.id, publicUrl) };
      });
    },
  );
};
