import { z } from 'zod';
import { apiPath } from '../../../domain/api/paths';
import {
  checklistEditSchema,
  checklistMarkSchema,
  checklistQuerySchema,
  choreCompletionWriteResultSchema,
  completeChoreSchema,
  generateNextSchema,
  PM_PATHS,
  pmChecklistItemWriteResultSchema,
  pmChecklistViewSchema,
  pmChecklistWriteResultSchema,
  pmHistoryPageSchema,
  pmHistoryQuerySchema,
} from '../../../domain/pm/pm-api';
import { generateNextWriteResultSchema } from '../../../domain/pm/pm-schedules-api';
import { requireActor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import { completeChore, editChecklist, getChecklist, markChecklistItem } from './pm-checklist.service';
import { generateNext, pmHistory } from './pm-thread.service';
import type { ServerModule } from '../module';

const idParams = z.object({ id: z.guid('id must be an id') });

/** A visit's PM calls of docs/product/README.md#api: checklist (read, mark, bulk edit), chores, generate-next, history. */
export const pmRoutes: ServerModule = async (app, { db }) => {
  app.get(apiPath(PM_PATHS.checklist), { schema: { querystring: checklistQuerySchema, response: { 200: pmChecklistViewSchema } } }, async (request) =>
    getChecklist(db, requireActor(request), request.query),
  );

  // Writes are replayed by the offline outbox: each runs once per Idempotency-Key (and upserts by client id).
  app.post(
    apiPath(PM_PATHS.checklistMark),
    { schema: { body: checklistMarkSchema, response: { 200: pmChecklistItemWriteResultSchema } } },
    async (request, reply) =>
      withIdempotency(db, request, reply, async (tx) => ({ status: 200, body: await markChecklistItem(tx, requireActor(request), request.body) })),
  );

  app.post(
    apiPath(PM_PATHS.checklistEdit),
    // 200 items of up to 2,200 characters each, in any script, pass the 1 MB default.
    { bodyLimit: 4 * 1024 * 1024, schema: { body: checklistEditSchema, response: { 200: pmChecklistWriteResultSchema } } },
    async (request, reply) =>
      withIdempotency(db, request, reply, async (tx) => ({ status: 200, body: await editChecklist(tx, requireActor(request), request.body) })),
  );

  app.post(
    apiPath(PM_PATHS.completeChore),
    { schema: { body: completeChoreSchema, response: { 200: choreCompletionWriteResultSchema } } },
    async (request, reply) =>
      withIdempotency(db, request, reply, async (tx) => ({ status: 200, body: await completeChore(tx, requireActor(request), request.body) })),
  );

  app.post(
    apiPath(PM_PATHS.generateNext),
    { schema: { params: idParams, body: generateNextSchema, response: { 200: generateNextWriteResultSchema, 201: generateNextWriteResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => {
        const answer = await generateNext(tx, actor, request.params.id, request.body?.id);
        return { status: answer.created ? 201 : 200, body: answer };
      });
    },
  );

  app.get(
    apiPath(PM_PATHS.pmHistory),
    { schema: { params: idParams, querystring: pmHistoryQuerySchema, response: { 200: pmHistoryPageSchema } } },
    async (request) => pmHistory(db, requireActor(request), request.params.id, request.query),
  );
};
