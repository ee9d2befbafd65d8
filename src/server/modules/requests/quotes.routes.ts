import { z } from 'zod';
import { apiPath } from '../../../domain/api/paths';
import { pageQuerySchema } from '../../../domain/api/paging';
import { quoteDecisionResultSchema, quotePageSchema, quoteRejectBodySchema } from '../../../domain/requests/quotes-api';
import { QUOTE_PATHS } from '../../../domain/requests/request-paths';
import { requireActor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import type { ServerModule } from '../module';
import { approveQuote, listQuotes, rejectQuote } from './quotes.service';

const requestParams = z.object({ id: z.guid('id must be a request id') });
const quoteParams = requestParams.extend({ quoteId: z.guid('quoteId must be a quote id') });

/** The quote loop on a request (docs/product/requests.md#quotes): its quotes, approve, reject. */
export const quotesModule: ServerModule = async (app, { db }) => {
  app.get(apiPath(QUOTE_PATHS.list), { schema: { params: requestParams, querystring: pageQuerySchema, response: { 200: quotePageSchema } } }, async (request) =>
    listQuotes(db, requireActor(request), request.params.id, request.query),
  );

  app.post(apiPath(QUOTE_PATHS.approve), { schema: { params: quoteParams, response: { 200: quoteDecisionResultSchema } } }, async (request, reply) => {
    const actor = requireActor(request);
    return withIdempotency(db, request, reply, async (tx) => ({
      status: 200,
      body: { quote: await approveQuote(tx, actor, request.params.id, request.params.quoteId) },
    }));
  });

  app.post(
    apiPath(QUOTE_PATHS.reject),
    { schema: { params: quoteParams, body: quoteRejectBodySchema, response: { 200: quoteDecisionResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => ({
        status: 200,
        body: { quote: await rejectQuote(tx, actor, request.params.id, request.params.quoteId, request.body.reason) },
      }));
    },
  );
};
