import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../../../domain/api/paths';
import {
  activitiesQuerySchema,
  checkInBodySchema,
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
import type { Database, Queryable } from '../../db/client';
import { locations } from '../../db/schema/tenancy';
import { badRequest, HttpError, notFound } from '../../http-error';
import { requireActor, type Actor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import { canSeeLocation } from '../../plugins/tenant-scope';
import { currentCustomerId } from '../customers/customers.service';
import { checkedInState, getActivity, listActivities, listTaggableUsers, assertTaggable, recordActivity } from './activities.service';
import { proofOfValueMetrics } from './proof-of-value.service';
import { existingActivityAnswer, existingRequestAnswer } from './replayed-creates';
import { findRequestForUpdate, findVisibleRequest, type RequestAccessRow } from './request-access';
import { getRequestDetail, listRequests, requestStats } from './request-queries.service';
import {
  checkIn,
  completeRequest,
  createFullServiceRequest,
  patchRequest,
  setEta,
  setPriority,
  setServiceWindow,
  setSubStatus,
} from './request-writes.service';

const idParams = z.object({ id: z.guid('id must be an id') });
const path = (p: string) => `${API_PREFIX}${p}`;

/** The full-service requests API (SPEC §7 Requests). */
export function requestsRoutes(root: FastifyInstance, db: Database): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(path(REQUEST_PATHS.summaries), { schema: { querystring: requestListQuerySchema } }, async (request) =>
    listRequests(db, requireActor(request).scope, request.query),
  );

  app.get(path(REQUEST_PATHS.search), { schema: { querystring: requestSearchQuerySchema } }, async (request) =>
    listRequests(db, requireActor(request).scope, request.query, { allStatusesByDefault: true }),
  );

  app.get(path(REQUEST_PATHS.stats), { schema: { querystring: requestStatsQuerySchema } }, async (request) =>
    requestStats(db, requireActor(request).scope, request.query),
  );

  app.get(path(REQUEST_PATHS.detail), { schema: { params: idParams } }, async (request) => {
    const actor = requireActor(request);
    await findVisibleRequest(db, actor, request.params.id);
    return getRequestDetail(db, request.params.id);
  });

  app.post(path(REQUEST_PATHS.create), { schema: { body: requestCreateSchema } }, async (request, reply) => {
    const actor = requireActor(request);
    return withIdempotency(db, request, reply, async (tx) => {
      const created = await createFullServiceRequest(tx, actor, request.body);
      if (!created) return existingRequestAnswer(tx, actor, request.body.id);
      return { status: 201, body: await getRequestDetail(tx, request.body.id) };
    });
  });

  app.patch(path(REQUEST_PATHS.detail), { schema: { params: idParams, body: requestPatchSchema } }, async (request, reply) => {
    const actor = requireActor(request);
    return withIdempotency(db, request, reply, async (tx) => {
      const row = await findRequestForUpdate(tx, actor, request.params.id);
      await patchRequest(tx, actor, row, request.body);
      return { status: 200, body: await getRequestDetail(tx, row.id) };
    });
  });

  app.get(path(REQUEST_PATHS.requestType), { schema: { params: idParams } }, async (request) => {
    const actor = requireActor(request);
    await findVisibleRequest(db, actor, request.params.id);
    const { id, requestType } = await getRequestDetail(db, request.params.id);
    return { id, requestType };
  });

  app.get(path(REQUEST_PATHS.subStatus), { schema: { params: idParams } }, async (request) => {
    const actor = requireActor(request);
    await findVisibleRequest(db, actor, request.params.id);
    const { id, subStatus } = await getRequestDetail(db, request.params.id);
    return { id, subStatus };
  });

  /** One state change in its own transaction; answers the request as it now is. */
  const stateChange =
    <B>(change: (tx: Queryable, actor: Actor, row: RequestAccessRow, body: B) => Promise<void>) =>
    async (request: FastifyRequest & { params: { id: string }; body: B }, reply: FastifyReply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => {
        const row = await findRequestForUpdate(tx, actor, request.params.id);
        await change(tx, actor, row, request.body);
        return { status: 200, body: await getRequestDetail(tx, row.id) };
      });
    };

  const subStatusChange = stateChange<z.output<typeof subStatusBodySchema>>((tx, actor, row, body) => setSubStatus(tx, actor, row, body.subStatus));
  app.patch(path(REQUEST_PATHS.subStatus), { schema: { params: idParams, body: subStatusBodySchema } }, (request, reply) =>
    subStatusChange(request, reply),
  );

  const priorityChange = stateChange<z.output<typeof priorityBodySchema>>((tx, actor, row, body) => setPriority(tx, actor, row, body.requestPriority));
  app.post(path(REQUEST_PATHS.priority), { schema: { params: idParams, body: priorityBodySchema } }, (request, reply) =>
    priorityChange(request, reply),
  );

  const etaChange = stateChange<z.output<typeof etaBodySchema>>((tx, actor, row, body) => setEta(tx, actor, row, body.eta));
  app.post(path(REQUEST_PATHS.eta), { schema: { params: idParams, body: etaBodySchema } }, (request, reply) =>
    etaChange(request, reply),
  );

  const windowChange = stateChange<z.output<typeof serviceWindowBodySchema>>((tx, actor, row, body) => setServiceWindow(tx, actor, row, body));
  app.put(path(REQUEST_PATHS.serviceWindow), { schema: { params: idParams, body: serviceWindowBodySchema } }, (request, reply) =>
    windowChange(request, reply),
  );

  const completion = stateChange<z.output<typeof completeBodySchema>>((tx, actor, row, body) => completeRequest(tx, actor, row, body));
  app.patch(path(REQUEST_PATHS.complete), { schema: { params: idParams, body: completeBodySchema } }, (request, reply) =>
    completion(request, reply),
  );

  app.post(path(REQUEST_PATHS.checkIn), { schema: { params: idParams, body: checkInBodySchema.optional() } }, async (request, reply) => {
    const actor = requireActor(request);
    return withIdempotency(db, request, reply, async (tx) => {
      const row = await findRequestForUpdate(tx, actor, request.params.id);
      await checkIn(tx, actor, row, request.body?.checkedInAt);
      return { status: 200, body: await checkedInState(tx, row.id, actor.user.id) };
    });
  });

  app.get(path(REQUEST_PATHS.checkedIn), { schema: { params: idParams } }, async (request) => {
    const actor = requireActor(request);
    await findVisibleRequest(db, actor, request.params.id);
    return checkedInState(db, request.params.id, actor.user.id);
  });

  app.get(path(REQUEST_PATHS.activities), { schema: { params: idParams, querystring: activitiesQuerySchema } }, async (request) => {
    const actor = requireActor(request);
    await findVisibleRequest(db, actor, request.params.id);
    return listActivities(db, request.params.id, request.query);
  });

  app.post(path(REQUEST_PATHS.notes), { schema: { params: idParams, body: noteBodySchema } }, async (request, reply) => {
    const actor = requireActor(request);
    return withIdempotency(db, request, reply, async (tx) => {
      // Anyone who sees the request may add to its conversation (brand owners and vendors too).
      const row = await findVisibleRequest(tx, actor, request.params.id);
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
      return { status: 201, body: (await getActivity(tx, request.body.id))! };
    });
  });

  app.get(path(REQUEST_PATHS.taggableUsers), { schema: { params: idParams, querystring: taggableUsersQuerySchema } }, async (request) => {
    const actor = requireActor(request);
    const row = await findVisibleRequest(db, actor, request.params.id);
    return listTaggableUsers(db, row, request.query);
  });

  app.get(path(REQUEST_PATHS.proofOfValueMetrics), { schema: { params: idParams } }, async (request) => {
    const actor = requireActor(request);
    await findVisibleRequest(db, actor, request.params.id);
    return proofOfValueMetrics(db, actor.scope, { requestId: request.params.id });
  });

  app.get(path(REQUEST_PATHS.customerProofOfValueMetrics), { schema: { querystring: proofOfValueQuerySchema } }, async (request) => {
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
  });
}
