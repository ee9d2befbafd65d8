import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema } from '../../../domain/api/paging';
import { API_PREFIX } from '../../../domain/api/paths';
import { followUpCreateSchema, followUpQuerySchema } from '../../../domain/pm/follow-up-api';
import type { Database } from '../../db/client';
import { requireActor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import { requireVisibleRequest, requireWritableRequest } from '../pm/request-access';
import { syncAutomations } from './automations.service';
import { listFollowUps, saveFollowUp } from './follow-ups.service';
import { promptsFor } from './prompts.service';

const idParams = z.object({ id: z.guid('id must be a request id') });

/** Prompts, follow-ups and automations of a request (SPEC §7 self-service). */
export function promptsRoutes(root: FastifyInstance, db: Database): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(`${API_PREFIX}/self-service/requests/:id/prompts`, { schema: { params: idParams } }, async (request) => {
    const r = await requireVisibleRequest(db, requireActor(request), request.params.id);
    // At most one prompt of each kind: a short list, not paged.
    return { items: await promptsFor(db, r) };
  });

  app.get(`${API_PREFIX}/self-service/requests/:id/follow-up`, { schema: { params: idParams, querystring: followUpQuerySchema } }, async (request) => {
    await requireVisibleRequest(db, requireActor(request), request.params.id);
    return listFollowUps(db, request.params.id, request.query);
  });

  app.post(`${API_PREFIX}/self-service/requests/:id/follow-up`, { schema: { params: idParams, body: followUpCreateSchema } }, async (request, reply) => {
    const actor = requireActor(request);
    return withIdempotency(db, request, reply, async (tx) => {
      await requireWritableRequest(tx, actor, request.params.id, { closedMessage: 'This request is closed; follow-ups can no longer be set.' });
      const { created, followUp } = await saveFollowUp(tx, request.params.id, actor.user.id, request.body);
      return { status: created ? 201 : 200, body: followUp };
    });
  });

  app.get(`${API_PREFIX}/self-service/requests/:id/automations`, { schema: { params: idParams, querystring: pageQuerySchema } }, async (request) => {
    const r = await requireVisibleRequest(db, requireActor(request), request.params.id);
    return syncAutomations(db, r, request.query);
  });
}
