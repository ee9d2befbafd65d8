import { z } from 'zod';
import { apiPath } from '../../../domain/api/paths';
import { requestListQuerySchema } from '../../../domain/requests/request-inputs';
import { SELF_SERVICE_PATHS } from '../../../domain/requests/request-paths';
import {
  activityDeleteResultSchema,
  activityWriteResultSchema,
  requestSummaryPageSchema,
  selfServiceRequestDetailSchema,
} from '../../../domain/requests/request-views';
import {
  assignVendorBodySchema,
  selfServiceActivityCreateSchema,
  selfServiceActivityPatchSchema,
  selfServiceRequestCreateSchema,
  selfServiceRequestPatchSchema,
  setEtaBodySchema,
  vendorListQuerySchema,
} from '../../../domain/requests/self-service-inputs';
import { selfServiceRequestWriteResultSchema, vendorOptionPageSchema } from '../../../domain/requests/self-service-views';
import { eq, sql } from 'drizzle-orm';
import { activities } from '../../db/schema/activities';
import { requireActor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import { getActivity, recordActivity } from '../requests/activities.service';
import { assertMayUpdate } from '../requests/request-access';
import { listRequests } from '../requests/request-queries.service';
import { assignVendor, setEta } from '../requests/request-writes.service';
import { existingActivityAnswer, existingRequestAnswer } from '../requests/replayed-creates.service';
import {
  assertTaskOfRequest,
  createSelfServiceRequest,
  findOwnActivity,
  findSelfServiceRequest,
  getSelfServiceDetail,
  listAssignableVendors,
  patchSelfServiceRequest,
} from './self-service.service';
import type { ServerModule } from '../module';

const idParams = z.object({ id: z.guid('id must be an id') });
/** Writes on a request answer it in full; a create answers 201, or 200 when its id exists (a replay). */
const requestWritten = { 200: selfServiceRequestWriteResultSchema };
const requestCreated = { 200: selfServiceRequestWriteResultSchema, 201: selfServiceRequestWriteResultSchema };

/** Self-service requests and activities (docs/product/README.md#api Self-service: requests, activities, assign-vendor, set-eta). */
export const selfServiceModule: ServerModule = async (app, { db }) => {
  app.get(
    apiPath(SELF_SERVICE_PATHS.summaries),
    { schema: { querystring: requestListQuerySchema, response: { 200: requestSummaryPageSchema } } },
    async (request) => listRequests(db, requireActor(request).scope, request.query, { selfService: true }),
  );

  app.get(apiPath(SELF_SERVICE_PATHS.detail), { schema: { params: idParams, response: { 200: selfServiceRequestDetailSchema } } }, async (request) => {
    await findSelfServiceRequest(db, requireActor(request), request.params.id);
    return getSelfServiceDetail(db, request.params.id);
  });

  app.post(apiPath(SELF_SERVICE_PATHS.create), { schema: { body: selfServiceRequestCreateSchema, response: requestCreated } }, async (request, reply) => {
    const actor = requireActor(request);
    return withIdempotency(db, request, reply, async (tx) => {
      if (!(await createSelfServiceRequest(tx, actor, request.body))) {
        await existingRequestAnswer(tx, actor, request.body.id);
        return { status: 200, body: await getSelfServiceDetail(tx, request.body.id) };
      }
      return { status: 201, body: await getSelfServiceDetail(tx, request.body.id) };
    });
  });

  app.patch(
    apiPath(SELF_SERVICE_PATHS.detail),
    { schema: { params: idParams, body: selfServiceRequestPatchSchema, response: requestWritten } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => {
        const row = await findSelfServiceRequest(tx, actor, request.params.id);
        assertMayUpdate(actor, row);
        await patchSelfServiceRequest(tx, actor, row, request.body);
        return { status: 200, body: await getSelfServiceDetail(tx, row.id) };
      });
    },
  );

  app.post(
    apiPath(SELF_SERVICE_PATHS.assignVendor),
    { schema: { params: idParams, body: assignVendorBodySchema, response: requestWritten } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => {
        const row = await findSelfServiceRequest(tx, actor, request.params.id);
        assertMayUpdate(actor, row);
        await assignVendor(tx, actor, row, request.body.assignedToVendorId);
        return { status: 200, body: await getSelfServiceDetail(tx, row.id) };
      });
    },
  );

  app.post(apiPath(SELF_SERVICE_PATHS.setEta), { schema: { params: idParams, body: setEtaBodySchema, response: requestWritten } }, async (request, reply) => {
    const actor = requireActor(request);
    return withIdempotency(db, request, reply, async (tx) => {
      const row = await findSelfServiceRequest(tx, actor, request.params.id);
      assertMayUpdate(actor, row);
      await setEta(tx, actor, row, request.body.eta);
      return { status: 200, body: await getSelfServiceDetail(tx, row.id) };
    });
  });

  app.get(
    apiPath(SELF_SERVICE_PATHS.vendors),
    { schema: { querystring: vendorListQuerySchema, response: { 200: vendorOptionPageSchema } } },
    async (request) => {
      requireActor(request);
      return listAssignableVendors(db, request.query);
    },
  );

  app.post(
    apiPath(SELF_SERVICE_PATHS.activities),
    { schema: { body: selfServiceActivityCreateSchema, response: { 200: activityWriteResultSchema, 201: activityWriteResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      const { id, requestId, description, taskId } = request.body;
      return withIdempotency(db, request, reply, async (tx) => {
        const row = await findSelfServiceRequest(tx, actor, requestId);
        if (taskId) await assertTaskOfRequest(tx, taskId, row.id);
        const created = await recordActivity(tx, { id, requestId, activityType: 'Activity', description, taskId, createdByUserId: actor.user.id });
        if (!created) return existingActivityAnswer(tx, actor, id, requestId);
        return { status: 201, body: (await getActivity(tx, id))! };
      });
    },
  );

  app.patch(
    apiPath(SELF_SERVICE_PATHS.activity),
    { schema: { params: idParams, body: selfServiceActivityPatchSchema, response: { 200: activityWriteResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => {
        const row = await findOwnActivity(tx, actor, request.params.id);
        await tx
          .update(activities)
          .set({ description: request.body.description, updatedAt: sql`now()` })
          .where(eq(activities.id, row.id));
        return { status: 200, body: (await getActivity(tx, row.id))! };
      });
    },
  );

  app.delete(apiPath(SELF_SERVICE_PATHS.activity), { schema: { params: idParams, response: { 200: activityDeleteResultSchema } } }, async (request, reply) => {
    const actor = requireActor(request);
    return withIdempotency(db, request, reply, async (tx) => {
      // Deleting twice (a replay without its key) answers the same.
      const row = await findOwnActivity(tx, actor, request.params.id, { includeDeleted: true });
      if (!row.deletedAt)
        await tx
          .update(activities)
          .set({ deletedAt: sql`now()` })
          .where(eq(activities.id, row.id));
      return { status: 200, body: { id: row.id, deleted: true as const } };
    });
  });
};
