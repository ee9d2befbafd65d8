import { z } from 'zod';
import { apiPath } from '../../../domain/api/paths';
import {
  ESCALATION_PATHS,
  eepCsatAnswerSchema,
  eepLinkAnswerSchema,
  eepLinkQuerySchema,
  eepLinkViewSchema,
  eepUpdateAnswerSchema,
  escalationCreateSchema,
  escalationDetailSchema,
  escalationListQuerySchema,
  escalationPageSchema,
  escalationResolveSchema,
  escalationWriteResultSchema,
} from '../../../domain/escalations/escalations-api';
import { deliveryFor, sendingAfterCommit } from '../../mail/after-commit';
import { requireActor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import { registerSharedRateLimits } from '../auth/rate-limit-store';
import type { ServerModule } from '../module';
import { findUsableLink } from '../public-links/public-links.service';
import {
  createEscalation,
  eepLinkView,
  getEscalation,
  listEscalations,
  postManufacturerUpdate,
  rateManufacturer,
  resolveEscalation,
} from './escalations.service';

const idParams = z.object({ id: z.guid('id must be an escalation id') });

/**
 * Escalations (EEP, docs/product/escalations.md): the signed-in list, detail, create and resolve, and
 * the manufacturer's and requester's link calls under public/links (no sign-in, limited per address).
 */
export const escalationsModule: ServerModule = async (app, { db, config }) => {
  await registerSharedRateLimits(app, db);
  const rateLimit = { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };

  app.get(apiPath(ESCALATION_PATHS.list), { schema: { querystring: escalationListQuerySchema, response: { 200: escalationPageSchema } } }, async (request) =>
    listEscalations(db, requireActor(request), request.query),
  );

  app.get(apiPath(ESCALATION_PATHS.one), { schema: { params: idParams, response: { 200: escalationDetailSchema } } }, async (request) =>
    getEscalation(db, requireActor(request), request.params.id),
  );

  app.post(
    apiPath(ESCALATION_PATHS.list),
    {
      schema: {
        body: escalationCreateSchema,
        response: { 201: escalationWriteResultSchema, 200: escalationWriteResultSchema.meta({ description: 'The id exists already: what is stored.' }) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => {
        const { created, escalation } = await createEscalation(tx, actor, request.body);
        return { status: created ? 201 : 200, body: escalation };
      });
    },
  );

  app.post(
    apiPath(ESCALATION_PATHS.resolve),
    { schema: { params: idParams, body: escalationResolveSchema, response: { 200: escalationWriteResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => ({ status: 200, body: await resolveEscalation(tx, actor, request.params.id, request.body) }));
    },
  );

  app.get(
    apiPath(ESCALATION_PATHS.publicView),
    { config: { rateLimit }, schema: { querystring: eepLinkQuerySchema, response: { 200: eepLinkViewSchema } } },
    async (request, reply) => {
      const { token, purpose, escalationId } = request.query;
      const link = await findUsableLink(db, { token, escalationId, purposes: [purpose] });
      reply.header('cache-control', 'no-store');
      return eepLinkView(db, link);
    },
  );

  app.post(
    apiPath(ESCALATION_PATHS.publicUpdate),
    { config: { rateLimit }, schema: { body: eepUpdateAnswerSchema, response: { 200: eepLinkAnswerSchema } } },
    (request) =>
      sendingAfterCommit(deliveryFor(request), () =>
        db.transaction(async (tx) =>
          postManufacturerUpdate(tx, await findUsableLink(tx, { token: request.body.token, purposes: ['eep-updates'] }), request.body),
        ),
      ),
  );

  app.post(
    apiPath(ESCALATION_PATHS.publicCsat),
    { config: { rateLimit }, schema: { body: eepCsatAnswerSchema, response: { 200: eepLinkAnswerSchema } } },
    (request) =>
      sendingAfterCommit(deliveryFor(request), () =>
        db.transaction(async (tx) =>
          rateManufacturer(
            tx,
            await findUsableLink(tx, { token: request.body.token, escalationId: request.body.escalationId, purposes: ['eep-manufacturer-csat'] }),
            request.body,
          ),
        ),
      ),
  );
};
