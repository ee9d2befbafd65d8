import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../../../domain/api/paths';
import {
  checklistEditSchema,
  checklistMarkSchema,
  checklistQuerySchema,
  completeChoreSchema,
  generateNextSchema,
  pmHistoryQuerySchema,
} from '../../../domain/pm/pm-api';
import type { Database } from '../../db/client';
import { requireActor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import { completeChore, editChecklist, getChecklist, markChecklistItem } from './pm-checklist.service';
import { generateNext, getSchedule, pmHistory } from './pm-thread.service';

const idParams = z.object({ id: z.guid('id must be an id') });

/** PM calls of SPEC §7: schedule, checklist (read, mark, bulk edit), chores, generate-next, history. */
export function pmRoutes(root: FastifyInstance, db: Database): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(`${API_PREFIX}/pm-schedules/:id`, { schema: { params: idParams } }, async (request) => getSchedule(db, requireActor(request), request.params.id));

  app.get(`${API_PREFIX}/self-service/pm/checklist`, { schema: { querystring: checklistQuerySchema } }, async (request) =>
    getChecklist(db, requireActor(request), request.query),
  );

  // Writes are replayed by the offline outbox: each runs once per Idempotency-Key (and upserts by client id).
  app.post(`${API_PREFIX}/self-service/pm/checklist/mark`, { schema: { body: checklistMarkSchema } }, async (request, reply) =>
    withIdempotency(db, request, reply, async (tx) => ({ status: 200, body: await markChecklistItem(tx, requireActor(request), request.body) })),
  );

  app.post(`${API_PREFIX}/self-service/pm/checklist/edit`, { schema: { body: checklistEditSchema } }, async (request, reply) =>
    withIdempotency(db, request, reply, async (tx) => ({ status: 200, body: await editChecklist(tx, requireActor(request), request.body) })),
  );

  app.post(`${API_PREFIX}/requests/completeChore`, { schema: { body: completeChoreSchema } }, async (request, reply) =>
    withIdempotency(db, request, reply, async (tx) => ({ status: 200, body: await completeChore(tx, requireActor(request), request.body) })),
  );

  app.post(`${API_PREFIX}/self-service/requests/:id/generate-next`, { schema: { params: idParams, body: generateNextSchema } }, async (request, reply) => {
    const actor = requireActor(request);
    return withIdempotency(db, request, reply, async (tx) => {
      const answer = await generateNext(tx, actor, request.params.id, request.body?.id);
      return { status: answer.created ? 201 : 200, body: answer };
    });
  });

  app.get(`${API_PREFIX}/self-service/requests/:id/pm-history`, { schema: { params: idParams, querystring: pmHistoryQuerySchema } }, async (request) =>
    pmHistory(db, requireActor(request), request.params.id, request.query),
  );
}
