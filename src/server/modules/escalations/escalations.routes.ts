import { z } from 'zod';
import { apiPath } from '../../../domain/api/paths';
import {
  ESCALATION_PATHS,
  eepCsatAnswerSchema,
  eepLinkAnswerSchema,
  eepLinkQuerySchema,
  eepLinkViewSchema,
  eepUpdateAnswerSchema,
  escalatablePageSchema,
  escalatableQuerySchema,
  escalationAlreadyUploadedSchema,
  escalationAttachmentWriteResultSchema,
  escalationCreateSchema,
  escalationDetailSchema,
  escalationListQuerySchema,
  escalationPageSchema,
  escalationReopenSchema,
  escalationResolveSchema,
  escalationUpdateCreateSchema,
  escalationWriteResultSchema,
  type EscalationAlreadyUploaded,
  type EscalationAttachment,
} from '../../../domain/escalations/escalations-api';
import { FILES_MESSAGES } from '../../../domain/files/files-api';
import { readUpload } from '../../storage/read-upload';
import { escalationVisible } from './escalations.service';
import { ESCALATION_FILES, uploadEscalationAttachment } from './escalation-attachments.service';
import { listEscalatableRequests } from './escalatable-requests.service';
import { deliveryFor, sendingAfterCommit } from '../../mail/after-commit';
import { requireActor } from '../../plugins/actor';
import { withIdempotency, type WriteResult } from '../../plugins/idempotency';
import { registerSharedRateLimits } from '../../plugins/rate-limit-store';
import type { ServerModule } from '../module';
import { findUsableLink } from '../public-links/public-links.service';
import {
  createEscalation,
  eepLinkView,
  getEscalation,
  listEscalations,
  postManufacturerUpdate,
  postUserUpdate,
  rateManufacturer,
  requireOpenEscalation,
  reopenEscalation,
  resolveEscalation,
} from './escalations.service';

const idParams = z.object({ id: z.guid('id must be an escalation id') });

/**
 * Escalations (EEP, docs/product/escalations.md): the signed-in list, detail, create, resolve and reopen, and
 * the manufacturer's and requester's link calls under public/links (no sign-in, limited per address).
 */
export const escalationsModule: ServerModule = async (app, { db, config }) => {
  await registerSharedRateLimits(app, db);
  const rateLimit = { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };
  // An escalation's files are read by whoever sees the escalation (its customer's users in scope, the brand's users).
  app.files.registerOwner(ESCALATION_FILES, async (actor, escalationId) => escalationId !== null && (await escalationVisible(db, actor, escalationId)));

  app.get(
    apiPath(ESCALATION_PATHS.escalatable),
    { schema: { querystring: escalatableQuerySchema, response: { 200: escalatablePageSchema } } },
    async (request) => listEscalatableRequests(db, requireActor(request), request.query),
  );

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

  app.post(
    apiPath(ESCALATION_PATHS.reopen),
    { schema: { params: idParams, body: escalationReopenSchema, response: { 200: escalationWriteResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => ({ status: 200, body: await reopenEscalation(tx, actor, request.params.id, request.body) }));
    },
  );

  app.post(
    apiPath(ESCALATION_PATHS.updates),
    { schema: { params: idParams, body: escalationUpdateCreateSchema, response: { 200: escalationWriteResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => ({ status: 200, body: await postUserUpdate(tx, actor, request.params.id, request.body) }));
    },
  );

  app.post(
    apiPath(ESCALATION_PATHS.attachments),
    { schema: { params: idParams, response: { 201: escalationAttachmentWriteResultSchema, 202: escalationAlreadyUploadedSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      const refusal = 'You do not have permission to add files to this escalation.';
      // Refuse before reading a large body when the escalation is not the caller's to change.
      await requireOpenEscalation(db, actor, request.params.id, refusal);
      return readUpload(request, null, (upload) =>
        withIdempotency(db, request, reply, async (tx): Promise<WriteResult<EscalationAttachment | EscalationAlreadyUploaded>> => {
          await requireOpenEscalation(tx, actor, request.params.id, refusal);
          const result = await uploadEscalationAttachment(tx, app.files, actor.user.id, request.params.id, upload);
          return result.status === 201
            ? { status: 201, body: result.attachment }
            : { status: 202, body: { alreadyUploaded: true as const, message: FILES_MESSAGES.alreadyUploaded, attachment: result.attachment } };
        }),
      );
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
