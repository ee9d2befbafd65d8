import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiPath } from '../../../domain/api/paths';
import { proofOfValueMetricsSchema } from '../../../domain/requests/proof-of-value';
import {
  activitiesQuerySchema,
  checkInBodySchema,
  checkOutBodySchema,
  completeBodySchema,
  etaBodySchema,
  noteBodySchema,
  priorityBodySchema,
  proofOfValueQuerySchema,
  requestCreateSchema,
  requestListQuerySchema,
  requestPatchSchema,
  requestSearchQuerySchema,
  requestStatsQuerySchema,
  serviceWindowBodySchema,
  subStatusBodySchema,
  taggableUsersQuerySchema,
} from '../../../domain/requests/request-inputs';
import { REQUEST_PATHS } from '../../../domain/requests/request-paths';
import {
  activityPageSchema,
  activityWriteResultSchema,
  checkedInViewSchema,
  checkedInWriteResultSchema,
  requestDetailSchema,
  requestStatsSchema,
  requestSummaryPageSchema,
  requestTypeViewSchema,
  requestWriteResultSchema,
  subStatusViewSchema,
  taggableUserPageSchema,
} from '../../../domain/requests/request-views';
import type { Queryable } from '../../db/client';
import { locations } from '../../db/schema/tenancy';
import { badRequest, HttpError, notFound } from '../../http-error';
import { requireActor, type Actor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import { canSeeLocation } from '../../db/tenant-scope';
import { currentCustomerId } from '../customers/customers.service';
import { checkedInState, getActivity, listActivities, listTaggableUsers, assertTaggable, recordActivity } from './activities.service';
import { proofOfValueMetrics } from './proof-of-value.service';
import { existingActivityAnswer, existingRequestAnswer } from './replayed-creates.service';
import { requireReadablePart, requireUpdatableRequest, requireVisibleRequest, type RequestAccessRow } from './request-access';
import { getRequestDetail, listRequests, requestStats } from './request-queries.service';
import {
  checkIn,
  checkOut,
  completeRequest,
  authorOf,
  createFullServiceRequest,
  patchRequest,
  setEta,
  setPriority,
  setServiceWindow,
  setSubStatus,
} from './request-writes.service';
import type { ServerModule } from '../module';
import { noteExcerpt, queueNotification } from '../notifications/notification-events.service';
import { insertEscalation } from '../escalations/escalations.service';

const idParams = z.object({ id: z.guid('id must be an id') });

/** A create whose id exists already answers 200 with what is stored (see replayed-creates.service). */
const replayedCreate = <T extends z.ZodType>(schema: T) => schema.meta({ description: 'The id exists already: what is stored (a replayed create).' });
/** Every state change answers the request as it now is. */
const changed = { 200: requestWriteResultSchema };

/** The full-service requests API (docs/product/README.md#api Requests). */
export const requestsModule: ServerModule = async (app, { db }) => {
  app.get(apiPath(REQUEST_PATHS.summaries), { schema: { querystring: requestListQuerySchema, response: { 200: requestSummaryPageSchema } } }, async (request) =>
    listRequests(db, requireActor(request).scope, request.query),
  );

  app.get(apiPath(REQUEST_PATHS.search), { schema: { querystring: requestSearchQuerySchema, response: { 200: requestSummaryPageSchema } } }, async (request) =>
    listRequests(db, requireActor(request).scope, request.query, { allStatusesByDefault: true }),
  );

  app.get(apiPath(REQUEST_PATHS.stats), { schema: { querystring: requestStatsQuerySchema, response: { 200: requestStatsSchema } } }, async (request) =>
    requestStats(db, requireActor(request).scope, request.query),
  );

  app.get(apiPath(REQUEST_PATHS.detail), { schema: { params: idParams, response: { 200: requestDetailSchema } } }, async (request) => {
    const actor = requireActor(request);
    await requireVisibleRequest(db, actor, request.params.id);
    return getRequestDetail(db, request.params.id);
  });

  app.post(
    apiPath(REQUEST_PATHS.create),
    { schema: { body: requestCreateSchema, response: { 201: requestWriteResultSchema, 200: replayedCreate(requestWriteResultSchema) } } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => {
        const created = await createFullServiceRequest(tx, actor, request.body);
        if (!created) return existingRequestAnswer(tx, actor, request.body.id);
        // Escalated through EEP on creation: its escalation to the equipment's manufacturer (docs/product/escalations.md).
        if (request.body.escalateThroughEep) {
          await insertEscalation(tx, authorOf(actor), { id: randomUUID(), requestId: request.body.id, reasons: request.body.escalationReasons, notes: null });
        }
        return { status: 201, body: await getRequestDetail(tx, request.body.id) };
      });
    },
  );

  app.patch(
    apiPath(REQUEST_PATHS.detail),
    { schema: { params: idParams, body: requestPatchSchema, response: { 200: requestWriteResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => {
        const row = await requireUpdatableRequest(tx, actor, request.params.id);
        await patchRequest(tx, actor, row, request.body);
        return { status: 200, body: await getRequestDetail(tx, row.id) };
      });
    },
  );

  app.get(apiPath(REQUEST_PATHS.requestType), { schema: { params: idParams, response: { 200: requestTypeViewSchema } } }, async (request) => {
    const actor = requireActor(request);
    await requireVisibleRequest(db, actor, request.params.id);
    const { id, requestType } = await getRequestDetail(db, request.params.id);
    return { id, requestType };
  });

  app.get(apiPath(REQUEST_PATHS.subStatus), { schema: { params: idParams, response: { 200: subStatusViewSchema } } }, async (request) => {
    const actor = requireActor(request);
    await requireVisibleRequest(db, actor, request.params.id);
    const { id, subStatus } = await getRequestDetail(db, request.params.id);
    return { id, subStatus };
  });

  /** One state change in its own transaction; answers the request as it now is. */
  const stateChange =
    <B>(change: (tx: Queryable, actor: Actor, row: RequestAccessRow, body: B) => Promise<void>) =>
    async (request: FastifyRequest & { params: { id: string }; body: B }, reply: FastifyReply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => {
        const row = await requireUpdatableRequest(tx, actor, request.params.id);
        await change(tx, actor, row, request.body);
        return { status: 200, body: await getRequestDetail(tx, row.id) };
      });
    };

  const subStatusChange = stateChange<z.output<typeof subStatusBodySchema>>((tx, actor, row, body) => setSubStatus(tx, actor, row, body.subStatus));
  app.patch(apiPath(REQUEST_PATHS.subStatus), { schema: { params: idParams, body: subStatusBodySchema, response: changed } }, (request, reply) =>
    subStatusChange(request, reply),
  );

  const priorityChange = stateChange<z.output<typeof priorityBodySchema>>((tx, actor, row, body) => setPriority(tx, actor, row, body.requestPriority));
  app.post(apiPath(REQUEST_PATHS.priority), { schema: { params: idParams, body: priorityBodySchema, response: changed } }, (request, reply) =>
    priorityChange(request, reply),
  );

  const etaChange = stateChange<z.output<typeof etaBodySchema>>((tx, actor, row, body) => setEta(tx, actor, row, body.eta));
  app.post(apiPath(REQUEST_PATHS.eta), { schema: { params: idParams, body: etaBodySchema, response: changed } }, (request, reply) => etaChange(request, reply));

  const windowChange = stateChange<z.output<typeof serviceWindowBodySchema>>((tx, actor, row, body) => setServiceWindow(tx, actor, row, body));
  app.put(apiPath(REQUEST_PATHS.serviceWindow), { schema: { params: idParams, body: serviceWindowBodySchema, response: changed } }, (request, reply) =>
    windowChange(request, reply),
  );

  const completion = stateChange<z.output<typeof completeBodySchema>>((tx, actor, row, body) => completeRequest(tx, actor, row, body));
  app.patch(apiPath(REQUEST_PATHS.complete), { schema: { params: idParams, body: completeBodySchema, response: changed } }, (request, reply) =>
    completion(request, reply),
  );

  app.post(
    apiPath(REQUEST_PATHS.checkIn),
    { schema: { params: idParams, body: checkInBodySchema.optional(), response: { 200: checkedInWriteResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => {
        const row = await requireUpdatableRequest(tx, actor, request.params.id);
        await checkIn(tx, actor, row, request.body?.checkedInAt);
        return { status: 200, body: await checkedInState(tx, row.id, actor.user.id) };
      });
    },
  );

  app.post(
    apiPath(REQUEST_PATHS.checkOut),
    { schema: { params: idParams, body: checkOutBodySchema.optional(), response: { 200: checkedInWriteResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => {
        const row = await requireUpdatableRequest(tx, actor, request.params.id);
        await checkOut(tx, actor, row, request.body?.checkedOutAt);
        return { status: 200, body: await checkedInState(tx, row.id, actor.user.id) };
      });
    },
  );

  app.get(apiPath(REQUEST_PATHS.checkedIn), { schema: { params: idParams, response: { 200: checkedInViewSchema } } }, async (request) => {
    const actor = requireActor(request);
    await requireVisibleRequest(db, actor, request.params.id);
    return checkedInState(db, request.params.id, actor.user.id);
  });

  app.get(
    apiPath(REQUEST_PATHS.activities),
    { schema: { params: idParams, querystring: activitiesQuerySchema, response: { 200: activityPageSchema } } },
    async (request) => {
      const actor = requireActor(request);
      await requireVisibleRequest(db, actor, request.params.id);
      return listActivities(db, request.params.id, request.query);
    },
  );

  app.post(
    apiPath(REQUEST_PATHS.notes),
    { schema: { params: idParams, body: noteBodySchema, response: { 201: activityWriteResultSchema, 200: replayedCreate(activityWriteResultSchema) } } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => {
        // Anyone who sees the request may add to its conversation (brand owners and vendors too).
        const row = await requireVisibleRequest(tx, actor, request.params.id);
        await assertTaggable(tx, row, request.body.mentions);
        const created = await recordActivity(tx, {
          id: request.body.id,
          requestId: row.id,
          activityType: 'Note',
          description: request.body.text,
          actionRequired: request.body.actionRequired,
          mentionedUserIds: [...new Set(request.body.mentions)],
          createdByUserId: actor.user.id,
        });
        if (!created) return existingActivityAnswer(tx, actor, request.body.id, row.id);
        // Those it mentions, the request's people if action is required, its creator (docs/product/notifications.md#events).
        await queueNotification(tx, {
          event: 'note',
          requestId: row.id,
          actorUserId: actor.user.id,
          data: { userIds: [...new Set(request.body.mentions)], actionRequired: request.body.actionRequired, body: noteExcerpt(request.body.text) },
        });
        return { status: 201, body: (await getActivity(tx, request.body.id))! };
      });
    },
  );

  app.get(
    apiPath(REQUEST_PATHS.taggableUsers),
    { schema: { params: idParams, querystring: taggableUsersQuerySchema, response: { 200: taggableUserPageSchema } } },
    async (request) => {
      const actor = requireActor(request);
      const row = await requireVisibleRequest(db, actor, request.params.id);
      return listTaggableUsers(db, row, request.query);
    },
  );

  app.get(apiPath(REQUEST_PATHS.proofOfValueMetrics), { schema: { params: idParams, response: { 200: proofOfValueMetricsSchema } } }, async (request) => {
    const actor = requireActor(request);
    await requireReadablePart(db, actor, request.params.id, 'proofOfValue');
    return proofOfValueMetrics(db, actor.scope, { requestId: request.params.id });
  });

  app.get(
    apiPath(REQUEST_PATHS.customerProofOfValueMetrics),
    { schema: { querystring: proofOfValueQuerySchema, response: { 200: proofOfValueMetricsSchema } } },
    async (request) => {
      const actor = requireActor(request);
      const customerId = currentCustomerId(actor);
      if (!customerId) {
        throw actor.memberships.customers.length > 1 && actor.mode === 'customer' ? new HttpError(409, 'Select a customer first.') : notFound('Customer');
      }
      const locationIds = request.query.locationIds ?? [];
      if (locationIds.length) {
        const found = await db.select({ id: locations.id, customerId: locations.customerId }).from(locations).where(inArray(locations.id, locationIds));
        const mine = found.filter((l) => l.customerId === customerId && canSeeLocation(actor.scope, { customerId, locationId: l.id }));
        if (mine.length !== new Set(locationIds).size) throw badRequest('locationIds: every location must be one of yours.');
      }
      return proofOfValueMetrics(db, actor.scope, { customerId, locationIds });
    },
  );
};
