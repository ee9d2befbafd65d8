import { z } from 'zod';
import { pageQuerySchema } from '../../../domain/api/paging';
import { apiPath } from '../../../domain/api/paths';
import { PM_SCHEDULE_PATHS, PM_TEMPLATE_PATHS } from '../../../domain/pm/pm-setup-paths';
import {
  pmScheduleCreateSchema,
  pmScheduleListQuerySchema,
  pmSchedulePageSchema,
  pmSchedulePatchSchema,
  pmScheduleViewSchema,
  pmScheduleWriteResultSchema,
  pmVisitPageSchema,
} from '../../../domain/pm/pm-schedules-api';
import {
  pmTemplateCreateSchema,
  pmTemplateListQuerySchema,
  pmTemplatePageSchema,
  pmTemplatePatchSchema,
  pmTemplateViewSchema,
  pmTemplateWriteResultSchema,
} from '../../../domain/pm/pm-templates-api';
import { requireActor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import { createSchedule, getSchedule, listSchedules, listScheduleVisits, updateSchedule } from './pm-schedules.service';
import { createTemplate, getTemplate, listTemplates, updateTemplate } from './pm-templates.service';
import type { ServerModule } from '../module';

const idParams = z.object({ id: z.guid('id must be an id') });

/** Setting PM up (docs/product/maintenance-and-guides.md#schedules, #templates): schedules, their visits, and templates. */
export const pmSetupRoutes: ServerModule = async (app, { db }) => {
  app.get(apiPath(PM_SCHEDULE_PATHS.list), { schema: { querystring: pmScheduleListQuerySchema, response: { 200: pmSchedulePageSchema } } }, async (request) =>
    listSchedules(db, requireActor(request), request.query),
  );
  app.get(apiPath(PM_SCHEDULE_PATHS.one), { schema: { params: idParams, response: { 200: pmScheduleViewSchema } } }, async (request) =>
    getSchedule(db, requireActor(request), request.params.id),
  );
  app.get(
    apiPath(PM_SCHEDULE_PATHS.visits),
    { schema: { params: idParams, querystring: pageQuerySchema, response: { 200: pmVisitPageSchema } } },
    async (request) => listScheduleVisits(db, requireActor(request), request.params.id, request.query),
  );
  app.post(
    apiPath(PM_SCHEDULE_PATHS.list),
    { schema: { body: pmScheduleCreateSchema, response: { 200: pmScheduleWriteResultSchema, 201: pmScheduleWriteResultSchema } } },
    async (request, reply) =>
      withIdempotency(db, request, reply, async (tx) => {
        const { created, schedule } = await createSchedule(tx, requireActor(request), request.body);
        return { status: created ? 201 : 200, body: schedule };
      }),
  );
  app.patch(
    apiPath(PM_SCHEDULE_PATHS.one),
    { schema: { params: idParams, body: pmSchedulePatchSchema, response: { 200: pmScheduleWriteResultSchema } } },
    async (request, reply) =>
      withIdempotency(db, request, reply, async (tx) => ({
        status: 200,
        body: await updateSchedule(tx, requireActor(request), request.params.id, request.body),
      })),
  );

  app.get(apiPath(PM_TEMPLATE_PATHS.list), { schema: { querystring: pmTemplateListQuerySchema, response: { 200: pmTemplatePageSchema } } }, async (request) =>
    listTemplates(db, requireActor(request), request.query),
  );
  app.get(apiPath(PM_TEMPLATE_PATHS.one), { schema: { params: idParams, response: { 200: pmTemplateViewSchema } } }, async (request) =>
    getTemplate(db, requireActor(request), request.params.id),
  );
  app.post(
    apiPath(PM_TEMPLATE_PATHS.list),
    // 200 steps of up to 2,200 characters each, in any script, pass the 1 MB default.
    { bodyLimit: 4 * 1024 * 1024, schema: { body: pmTemplateCreateSchema, response: { 200: pmTemplateWriteResultSchema, 201: pmTemplateWriteResultSchema } } },
    async (request, reply) =>
      withIdempotency(db, request, reply, async (tx) => {
        const { created, template } = await createTemplate(tx, requireActor(request), request.body);
        return { status: created ? 201 : 200, body: template };
      }),
  );
  app.patch(
    apiPath(PM_TEMPLATE_PATHS.one),
    { bodyLimit: 4 * 1024 * 1024, schema: { params: idParams, body: pmTemplatePatchSchema, response: { 200: pmTemplateWriteResultSchema } } },
    async (request, reply) =>
      withIdempotency(db, request, reply, async (tx) => ({
        status: 200,
        body: await updateTemplate(tx, requireActor(request), request.params.id, request.body),
      })),
  );
};
