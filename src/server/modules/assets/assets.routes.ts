import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema } from '../../../domain/api/paging';
import { API_PREFIX } from '../../../domain/api/paths';
import { ASSET_PATHS, assetCreateSchema, assetPatchSchema, modelNumberQuerySchema, userAssetQuerySchema } from '../../../domain/assets/asset-api';
import { assetSummaryQuerySchema } from '../../../domain/assets/asset-filters';
import type { Database } from '../../db/client';
import { requireActor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import { findVisibleAsset } from './asset-access';
import { listAssetTypes, listModelNumbers } from './asset-catalog.service';
import { createAsset, updateAsset } from './asset-changes.service';
import { getAssetDetail } from './asset-detail.service';
import { listAssetSummaries, listUserAssets } from './asset-summaries.service';
import { listServiceVisits } from './service-visits.service';

const idParams = z.object({ id: z.guid('id must be an asset id') });

export function assetsRoutes(root: FastifyInstance, deps: { db: Database; publicUrl: string }): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, publicUrl } = deps;

  app.get(`${API_PREFIX}${ASSET_PATHS.summaries}`, { schema: { querystring: assetSummaryQuerySchema } }, async (request) =>
    listAssetSummaries(db, requireActor(request).scope, request.query),
  );

  app.get(`${API_PREFIX}${ASSET_PATHS.userSummaries}`, { schema: { querystring: userAssetQuerySchema } }, async (request) =>
    listUserAssets(db, requireActor(request).scope, request.query),
  );

  app.get(`${API_PREFIX}/assets/:id/detailView`, { schema: { params: idParams } }, async (request) =>
    getAssetDetail(db, requireActor(request), request.params.id, publicUrl),
  );

  app.get(`${API_PREFIX}${ASSET_PATHS.modelNumbers}`, { schema: { querystring: modelNumberQuerySchema } }, async (request) =>
    listModelNumbers(db, requireActor(request).scope, request.query),
  );

  app.get(`${API_PREFIX}${ASSET_PATHS.assetTypes}`, { schema: { querystring: pageQuerySchema } }, async (request) => {
    requireActor(request);
    return listAssetTypes(db, request.query);
  });

  app.get(`${API_PREFIX}/assets/:id/service-visits`, { schema: { params: idParams, querystring: pageQuerySchema } }, async (request) => {
    const actor = requireActor(request);
    await findVisibleAsset(db, actor.scope, request.params.id);
    return listServiceVisits(db, request.params.id, request.query);
  });

  app.post(`${API_PREFIX}${ASSET_PATHS.create}`, { schema: { body: assetCreateSchema } }, async (request, reply) => {
    const actor = requireActor(request);
    return withIdempotency(db, request, reply, async (tx) => {
      const { created } = await createAsset(tx, actor, request.body);
      return { status: created ? 201 : 200, body: await getAssetDetail(tx, actor, request.body.id, publicUrl) };
    });
  });

  app.patch(`${API_PREFIX}/assets/:id`, { schema: { params: idParams, body: assetPatchSchema } }, async (request, reply) => {
    const actor = requireActor(request);
    return withIdempotency(db, request, reply, async (tx) => {
      await updateAsset(tx, actor, request.params.id, request.body);
      return { status: 200, body: await getAssetDetail(tx, actor, request.params.id, publicUrl) };
    });
  });
}
