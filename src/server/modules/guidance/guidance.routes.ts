import { z } from 'zod';
import { pageQuerySchema } from '../../../domain/api/paging';
import { apiPath } from '../../../domain/api/paths';
import {
  automationPageSchema,
  followUpCreateSchema,
  followUpPageSchema,
  followUpQuerySchema,
  followUpWriteResultSchema,
  promptListSchema,
  GUIDANCE_PATHS,
} from '../../../domain/guidance/guidance-api';
import { requireActor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import { assertMayChangeFields, assertMayRead, requireReadablePart, requireRequestContext, requireWritableRequest } from '../requests/request-access';
import { syncAutomations } from './automations.service';
import { listFollowUps, saveFollowUp } from './follow-ups.service';
import { promptsFor } from './prompts.service';
import type { ServerModule } from '../module';

const idParams = z.object({ id: z.guid('id must be a request id') });

/** Prompts, follow-ups and automations of a request (docs/product/README.md#api self-service). */
export const guidanceModule: ServerModule = async (app, { db }) => {
  app.get(apiPath(GUIDANCE_PATHS.prompts), { schema: { params: idParams, response: { 200: promptListSchema } } }, async (request) => {
    const r = await requireRequestContext(db, requireActor(request), request.params.id);
    // At most one prompt of each kind: a short list, not paged.
    return { items: await promptsFor(db, r) };
  });

  app.get(
    apiPath(GUIDANCE_PATHS.followUp),
    { schema: { params: idParams, querystring: followUpQuerySchema, response: { 200: followUpPageSchema } } },
    async (request) => {
      await requireReadablePart(db, requireActor(request), request.params.id, 'followUps');
      return listFollowUps(db, request.params.id, request.query);
    },
  );

  app.post(
    apiPath(GUIDANCE_PATHS.followUp),
    { schema: { params: idParams, body: followUpCreateSchema, response: { 200: followUpWriteResultSchema, 201: followUpWriteResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => {
        const row = await requireWritableRequest(tx, actor, request.params.id, { closedMessage: 'This request is closed; follow-ups can no longer be set.' });
        assertMayChangeFields(actor, row, ['followUps']);
        const { created, followUp } = await saveFollowUp(tx, request.params.id, actor.user.id, request.body);
        return { status: created ? 201 : 200, body: followUp };
      });
    },
  );

  app.get(
    apiPath(GUIDANCE_PATHS.automations),
    { schema: { params: idParams, querystring: pageQuerySchema, response: { 200: automationPageSchema } } },
    async (request) => {
      const actor = requireActor(request);
      const r = await requireRequestContext(db, actor, request.params.id);
      assertMayRead(actor, r, 'automations');
      return syncAutomations(db, r, request.query);
    },
  );
};
