import { z } from 'zod';
import { apiPath } from '../../../domain/api/paths';
import {
  attemptCreateSchema,
  attemptListQuerySchema,
  attemptPageSchema,
  attemptViewSchema,
  attemptWriteResultSchema,
  guideSummaryPageSchema,
  guidesByAssetQuerySchema,
  guideViewSchema,
  TROUBLESHOOTING_PATHS,
} from '../../../domain/troubleshooting/troubleshooting-api';
import { requireActor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import { getAttempt, getGuide, guidesByAsset, listAttempts, recordAttempt } from './troubleshooting.service';
import type { ServerModule } from '../module';

/** Owner kind of guide illustrations: product content every signed-in user may open. */
export const GUIDE_IMAGE_FILES = 'troubleshooting-guide';

const idParams = z.object({ id: z.guid('id must be an id') });
const assetParams = z.object({ assetId: z.guid('assetId must be an id') });

/** Troubleshooting guides and attempts (docs/product/README.md#api self-service troubleshooting calls). */
export const troubleshootingModule: ServerModule = async (app, { db }) => {
  app.files.registerOwner(GUIDE_IMAGE_FILES, async () => true);

  app.get(
    apiPath(TROUBLESHOOTING_PATHS.guidesByAsset),
    { schema: { params: assetParams, querystring: guidesByAssetQuerySchema, response: { 200: guideSummaryPageSchema } } },
    async (request) => guidesByAsset(db, requireActor(request), request.params.assetId, request.query),
  );
  app.get(apiPath(TROUBLESHOOTING_PATHS.guide), { schema: { params: idParams, response: { 200: guideViewSchema } } }, async (request) =>
    getGuide(db, requireActor(request), request.params.id),
  );

  app.post(
    apiPath(TROUBLESHOOTING_PATHS.attempts),
    { schema: { body: attemptCreateSchema, response: { 200: attemptWriteResultSchema, 201: attemptWriteResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => {
        const { created, attempt } = await recordAttempt(tx, actor, request.body);
        return { status: created ? 201 : 200, body: attempt };
      });
    },
  );
  app.get(apiPath(TROUBLESHOOTING_PATHS.attempts), { schema: { querystring: attemptListQuerySchema, response: { 200: attemptPageSchema } } }, async (request) =>
    listAttempts(db, requireActor(request), request.query),
  );
  app.get(apiPath(TROUBLESHOOTING_PATHS.attempt), { schema: { params: idParams, response: { 200: attemptViewSchema } } }, async (request) =>
    getAttempt(db, requireActor(request), request.params.id),
  );
};
