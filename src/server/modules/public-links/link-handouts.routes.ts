import { z } from 'zod';
import { apiPath } from '../../../domain/api/paths';
import { handedOutLinkPageSchema, handedOutLinkQuerySchema, handedOutLinkSchema } from '../../../domain/public-links/handed-out-links-api';
import { intakeLinkSchema, LINK_HANDOUT_PATHS, quoteRequestBodySchema, quoteRequestResultSchema } from '../../../domain/public-links/link-handouts-api';
import { deliveryFor, sendingAfterCommit } from '../../mail/after-commit';
import { requireActor } from '../../plugins/actor';
import type { ServerModule } from '../module';
import { listHandedOutLinks, revokeHandedOutLink } from './handed-out-links.service';
import { askForQuote, createIntakeLink } from './link-handouts.service';

const requestParams = z.object({ id: z.guid('id must be a request id') });
const locationParams = z.object({ id: z.guid('id must be a location id') });
const linkParams = z.object({ id: z.guid('id must be a link id') });

/** Signed-in calls that hand out public links (docs/product/public-links.md#handing-out-links). */
export const linkHandoutRoutes: ServerModule = async (app, { db, config }) => {
  app.post(
    apiPath(LINK_HANDOUT_PATHS.quoteRequests),
    { schema: { params: requestParams, body: quoteRequestBodySchema, response: { 201: quoteRequestResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      const result = await sendingAfterCommit(deliveryFor(request), () => db.transaction((tx) => askForQuote(tx, actor, request.params.id, request.body)));
      return reply.status(201).send(result);
    },
  );

  app.post(apiPath(LINK_HANDOUT_PATHS.intakeLinks), { schema: { params: locationParams, response: { 201: intakeLinkSchema } } }, async (request, reply) => {
    const actor = requireActor(request);
    reply.header('cache-control', 'no-store');
    return reply.status(201).send(await createIntakeLink(db, actor, request.params.id, config.PUBLIC_URL));
  });

  app.get(
    apiPath(LINK_HANDOUT_PATHS.handedOut),
    { schema: { querystring: handedOutLinkQuerySchema, response: { 200: handedOutLinkPageSchema } } },
    async (request) => listHandedOutLinks(db, requireActor(request), request.query),
  );

  app.post(apiPath(LINK_HANDOUT_PATHS.revoke), { schema: { params: linkParams, response: { 200: handedOutLinkSchema } } }, async (request) =>
    db.transaction((tx) => revokeHandedOutLink(tx, requireActor(request), request.params.id)),
  );
};
