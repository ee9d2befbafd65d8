import { z } from 'zod';
import { apiPath } from '../../../domain/api/paths';
import { VENDOR_PATHS } from '../../../domain/vendors/vendor-api';
import {
  CONTRACTED_RATE_PATHS,
  contractedRateCreateSchema,
  contractedRateDeleteResultSchema,
  contractedRatePageSchema,
  contractedRatesQuerySchema,
  contractedRateWriteResultSchema,
} from '../../../domain/vendors/vendor-contracted-rates-api';
import { requireActor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import { createContractedRate, deleteContractedRate, listContractedRates } from './vendor-contracted-rates.service';
import type { ServerModule } from '../module';

/** Contracted rates (docs/product/vendors.md Contracted rates), under API_PREFIX. */
export const vendorContractedRatesRoutes: ServerModule = async (app, { db }) => {
  app.get(
    apiPath(VENDOR_PATHS.contractedRates),
    {
      schema: {
        params: z.object({ id: z.guid('id must be a vendor id') }),
        querystring: contractedRatesQuerySchema,
        response: { 200: contractedRatePageSchema },
      },
    },
    async (request) => listContractedRates(db, requireActor(request), request.params.id, request.query),
  );

  app.post(
    apiPath(CONTRACTED_RATE_PATHS.create),
    { schema: { body: contractedRateCreateSchema, response: { 200: contractedRateWriteResultSchema, 201: contractedRateWriteResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => {
        const { created, rate } = await createContractedRate(tx, actor, request.body);
        return { status: created ? 201 : 200, body: rate };
      });
    },
  );

  // 200 with a body rather than 204: the outbox needs the echoed opId to count the delete as delivered.
  app.delete(
    apiPath(CONTRACTED_RATE_PATHS.one),
    { schema: { params: z.object({ id: z.guid('id must be a contracted rate id') }), response: { 200: contractedRateDeleteResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => ({ status: 200, body: await deleteContractedRate(tx, actor, request.params.id) }));
    },
  );
};
