import { z } from 'zod';
import { apiPath } from '../../../domain/api/paths';
import {
  VENDOR_JOB_PATHS,
  vendorJobAnswerSchema,
  vendorJobDispatchSchema,
  vendorJobPageSchema,
  vendorJobQuerySchema,
  vendorJobQuoteSchema,
} from '../../../domain/vendors/vendor-jobs-api';
import { vendorJobReportSchema } from '../../../domain/public-links/follow-up-report';
import type { Transaction } from '../../db/client';
import { requireActor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import { answerDispatch, answerQuote, reportFollowUp, type VendorAnswerer } from '../public-links/link-answers.service';
import type { ServerModule } from '../module';
import { jobAnswerer, listVendorJobs, spendAnsweredLinks, vendorIdsOf, workerOf, type JobAnswerKind } from './vendor-jobs.service';

const jobParams = z.object({ id: z.guid('id must be a request id') });
const answered = { 200: vendorJobAnswerSchema };

/** My jobs (docs/product/vendors.md#my-jobs): a vendor's open jobs, and its links' answers given signed in. */
export const vendorJobsModule: ServerModule = async (app, { db }) => {
  app.get(apiPath(VENDOR_JOB_PATHS.list), { schema: { querystring: vendorJobQuerySchema, response: { 200: vendorJobPageSchema } } }, async (request) =>
    listVendorJobs(db, vendorIdsOf(requireActor(request)), request.query),
  );

  /** Checks the job for the answer, spends the vendor's links of the same answer and answers, in one transaction (replayed once). */
  const answer = (
    request: Parameters<typeof withIdempotency>[1] & { params: { id: string } },
    reply: Parameters<typeof withIdempotency>[2],
    kind: JobAnswerKind,
    act: (tx: Transaction, answerer: VendorAnswerer) => Promise<{ message: string }>,
  ) => {
    const actor = requireActor(request);
    return withIdempotency(db, request, reply, async (tx) => {
      const answerer = await jobAnswerer(tx, workerOf(actor), request.params.id, kind);
      await spendAnsweredLinks(tx, answerer, kind);
      const { message } = await act(tx, answerer);
      return { status: 200, body: { message } };
    });
  };

  app.post(apiPath(VENDOR_JOB_PATHS.dispatch), { schema: { params: jobParams, body: vendorJobDispatchSchema, response: answered } }, (request, reply) =>
    answer(request, reply, 'dispatch', (tx, answerer) => answerDispatch(tx, answerer, request.body)),
  );

  app.post(apiPath(VENDOR_JOB_PATHS.report), { schema: { params: jobParams, body: vendorJobReportSchema, response: answered } }, (request, reply) =>
    answer(request, reply, 'report', (tx, answerer) =>
      reportFollowUp(tx, answerer, request.body, request.body.reportedAt ? new Date(request.body.reportedAt) : new Date()),
    ),
  );

  app.post(apiPath(VENDOR_JOB_PATHS.quote), { schema: { params: jobParams, body: vendorJobQuoteSchema, response: answered } }, (request, reply) =>
    answer(request, reply, 'quote', (tx, answerer) => answerQuote(tx, answerer, request.body)),
  );
};
