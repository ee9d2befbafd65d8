import { z } from 'zod';
import { apiPath } from '../../../domain/api/paths';
import {
  myDayQuerySchema,
  myDaySchema,
  shareRecipientsSchema,
  taskCompleteResultSchema,
  taskCompleteSchema,
  taskCreateSchema,
  taskDetailSchema,
  taskListQuerySchema,
  taskPageSchema,
  taskPatchSchema,
  TASK_PATHS,
  taskReopenResultSchema,
  taskSavingsSchema,
  taskShareResultSchema,
  taskShareSchema,
  taskWriteResultSchema,
} from '../../../domain/tasks/task-api';
import { requireActor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import { myDay } from './my-day.service';
import { createTask, editTask, reopenTask } from './task-by-hand.service';
import { getTask, getTaskSavings, listTasks } from './task-queries.service';
import { completeTask, shareRecipients, shareTask } from './task-writes.service';
import type { ServerModule } from '../module';

const idParams = z.object({ id: z.guid('id must be a task id') });

/** The task calls of docs/product/tasks.md: list, my day, detail, by hand (create, edit, reopen), complete, share recipients, share, savings. */
export const tasksModule: ServerModule = async (app, { db }) => {
  app.get(apiPath(TASK_PATHS.list), { schema: { querystring: taskListQuerySchema, response: { 200: taskPageSchema } } }, async (request) =>
    listTasks(db, requireActor(request).scope, request.query),
  );

  app.get(apiPath(TASK_PATHS.day), { schema: { querystring: myDayQuerySchema, response: { 200: myDaySchema } } }, async (request) =>
    myDay(db, requireActor(request), request.query),
  );

  app.get(apiPath(TASK_PATHS.detail), { schema: { params: idParams, response: { 200: taskDetailSchema } } }, async (request) =>
    getTask(db, requireActor(request), request.params.id),
  );

  app.post(apiPath(TASK_PATHS.create), { schema: { body: taskCreateSchema, response: { 201: taskWriteResultSchema } } }, async (request, reply) =>
    withIdempotency(db, request, reply, async (tx) => ({ status: 201, body: await createTask(tx, requireActor(request), request.body) })),
  );

  app.patch(
    apiPath(TASK_PATHS.detail),
    { schema: { params: idParams, body: taskPatchSchema, response: { 200: taskWriteResultSchema } } },
    async (request, reply) =>
      withIdempotency(db, request, reply, async (tx) => ({ status: 200, body: await editTask(tx, requireActor(request), request.params.id, request.body) })),
  );

  app.post(apiPath(TASK_PATHS.reopen), { schema: { params: idParams, response: { 200: taskReopenResultSchema } } }, async (request, reply) =>
    withIdempotency(db, request, reply, async (tx) => ({ status: 200, body: await reopenTask(tx, requireActor(request), request.params.id) })),
  );

  // Queued by the offline outbox: applied once per Idempotency-Key, and a complete task stays as it was.
  app.post(
    apiPath(TASK_PATHS.complete),
    { schema: { params: idParams, body: taskCompleteSchema, response: { 200: taskCompleteResultSchema } } },
    async (request, reply) =>
      withIdempotency(db, request, reply, async (tx) => ({
        status: 200,
        body: await completeTask(tx, requireActor(request), request.params.id, request.body),
      })),
  );

  app.get(apiPath(TASK_PATHS.recipients), { schema: { params: idParams, response: { 200: shareRecipientsSchema } } }, async (request) =>
    shareRecipients(db, requireActor(request), request.params.id),
  );

  app.post(
    apiPath(TASK_PATHS.share),
    { schema: { params: idParams, body: taskShareSchema, response: { 200: taskShareResultSchema } } },
    async (request, reply) => {
      const answer = await withIdempotency(db, request, reply, async (tx) => ({
        status: 200,
        body: await shareTask(tx, requireActor(request), request.params.id, request.body),
      }));
      request.log.info({ taskId: answer.taskId, recipients: answer.recipients.length }, 'task shared');
      return answer;
    },
  );

  app.get(apiPath(TASK_PATHS.savings), { schema: { params: idParams, response: { 200: taskSavingsSchema } } }, async (request) =>
    getTaskSavings(db, requireActor(request), request.params.id),
  );
};
