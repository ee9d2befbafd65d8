import { registerSharedRateLimits } from '../../plugins/rate-limit-store';
import { z } from 'zod';
import { ASSET_PATHS } from '../../../domain/assets/asset-api';
import { apiPath } from '../../../domain/api/paths';
import {
  QR_PATHS,
  labelSheetAnswer,
  publicLabelSchema,
  labelSheetRequestSchema,
  qrLabelResolutionSchema,
  qrLabelUrl,
  qrLinkResultSchema,
  qrLinkSchema,
} from '../../../domain/qr/qr-api';
import { requireActor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import { renderLabelSheet } from './label-sheet';
import { labelsForAssets, linkLabel, publicLabel, resolveLabel } from './qr.service';
import type { ServerModule } from '../module';

const labelParams = z.object({ id: z.guid('id must be a QR label id') });
/** Anything may be scanned: an id that is not a label id is a label that does not exist (404), not a bad request. */
const publicLabelParams = z.object({ id: z.string() });

/** QR labels under API_PREFIX: what a scanned label is, linking it to an asset, and printing label sheets. */
export const qrModule: ServerModule = async (app, { db, config }) => {
  const publicUrl = config.PUBLIC_URL;
  // The public label call needs no sign-in: limited per address like the login calls.
  await registerSharedRateLimits(app, db);

  app.get(
    apiPath(QR_PATHS.publicLabel),
    {
      config: { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
      schema: { params: publicLabelParams, response: { 200: publicLabelSchema } },
    },
    async (request) => publicLabel(db, request.params.id),
  );

  app.get(apiPath(QR_PATHS.label), { schema: { params: labelParams, response: { 200: qrLabelResolutionSchema } } }, async (request) =>
    resolveLabel(db, requireActor(request), request.params.id),
  );

  app.post(apiPath(QR_PATHS.link), { schema: { params: labelParams, body: qrLinkSchema, response: { 200: qrLinkResultSchema } } }, async (request, reply) => {
    const actor = requireActor(request);
    return withIdempotency(db, request, reply, async (tx) => ({ status: 200, body: await linkLabel(tx, actor, request.params.id, request.body.assetId) }));
  });

  app.post(apiPath(ASSET_PATHS.labels), { schema: { body: labelSheetRequestSchema, response: { 200: labelSheetAnswer } } }, async (request, reply) => {
    const actor = requireActor(request);
    const { assetIds, layout, skip } = request.body;
    const labels = await db.transaction((tx) => labelsForAssets(tx, actor, assetIds));
    const pdf = await renderLabelSheet(
      labels.map((l) => ({
        url: qrLabelUrl(publicUrl, l.labelId),
        labelId: l.labelId,
        assetName: l.assetName,
        location: l.storeNumber ? `${l.storeNumber} ${l.locationName}` : l.locationName,
        modelNumber: l.modelNumber,
      })),
      layout,
      skip,
    );
    return (
      reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="asset-labels-${layout}.pdf"`)
        // labelSheetAnswer types the body as a string (OpenAPI's binary); Fastify sends the Buffer as is.
        .send(Buffer.from(pdf))
    );
  });
};
