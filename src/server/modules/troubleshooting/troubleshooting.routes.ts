import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../../../domain/api/paths';
import { attemptCreateSchema, attemptListQuerySchema, guidesByAssetQuerySchema } from '../../../domain/troubleshooting/troubleshooting-api';
import type { Database } from '../../db/client';
import { requireActor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import { getAttempt, getGuide, guidesByAsset, listAttempts, recordAttempt } from './troubleshooting.service';

/** Owner kind of guide illustrations: product content every signed-in user may open. */
export const GUIDE_IMAGE_FILES = 'troubleshooting-guide';

const idParams = z.object({ id: z.guid('id must be an id') });
const assetParams = z.object({ assetId: z.guid('assetId must be an id') });
const BASE = `${API_PREFIX}/self-service/troubleshooting`;

/** Troubleshooting guides and attempts (SPEC §7 self-service troubleshooting calls). */
export function troubleshootingRoutes(root: FastifyInstance, db: Database): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.files.registerOwner(GUIDE_IMAGE_FILES, async () => true);

  app.get(`${BASE}/guide/by-asset/:assetId`, { schema: { params: assetParams, querystring: guidesByAssetQuerySchema } }, async (request) =>
    guidesByAsset(db, requireActor(request), request.params.assetId, request.query),
  );
  app.get(`${BASE}/guide/:id`, { schema: { params: idParams } }, async (request) => getGuide(db, requireActor(request), request.params.id));

  app.post(`${BASE}/attempt`, { schema: { body: attemptCreateSchema } }, async (request, reply) => {
    const actor = requireActor(request);
    return withIdempotency(db, request, reply, async (tx) => {
      const { created, attempt } = await recordAttempt(tx, actor, request.body);
      return { status: created ? 201 : 200, body: attempt };
    });
  });
  app.get(`${BASE}/attempt`, { schema: { querystring: attemptListQuerySchema } }, async (request) => listAttempts(db, requireActor(request), request.query));
  app.get(`${BASE}/attempt/:id`, { schema: { params: idParams } }, async (request) => getAttempt(db, requireActor(request), request.params.id));
}
