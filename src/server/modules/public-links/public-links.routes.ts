import { randomUUID } from 'node:crypto';
import { apiPath } from '../../../domain/api/paths';
import {
  csatAnswerSchema,
  dispatchAnswerSchema,
  followUpReportSchema,
  intakeRequestSchema,
  jobsLinkQuerySchema,
  LINK_ATTACHMENT_TYPES,
  linkAnswerSchema,
  linkAttachmentSchema,
  PUBLIC_LINK_PATHS,
  publicLinkQuerySchema,
  publicLinkViewSchema,
  quoteAnswerSchema,
  type LinkAnswer,
  type PublicLinkPurpose,
} from '../../../domain/public-links/public-links-api';
import type { Transaction } from '../../db/client';
import { badRequest } from '../../http-error';
import { deliveryFor, sendingAfterCommit } from '../../mail/after-commit';
import { readUpload } from '../../storage/read-upload';
import { uploadAttachment } from '../attachments/attachments.service';
import { registerSharedRateLimits } from '../../plugins/rate-limit-store';
import type { ServerModule } from '../module';
import { linkHandoutRoutes } from './link-handouts.routes';
import { jobAnswerer, listVendorJobs, spendAnsweredLinks, type JobAnswerKind, type JobWorker } from '../vendors/vendor-jobs.service';
import { vendorJobPageSchema } from '../../../domain/vendors/vendor-jobs-api';
import {
  answererOfLink,
  answerDispatch,
  answerQuote,
  fileIntakeRequest,
  linkView,
  rateRequest,
  reportFollowUp,
  type VendorAnswerer,
} from './link-answers.service';
import { assertLinkUploadRoom, findUsableLink, invalidLink, spendLink, type UsableLink } from './public-links.service';

const answered = { 200: linkAnswerSchema };

/** A vendor-jobs link as the one working its vendor's jobs. */
const jobsOf = (link: UsableLink): JobWorker => ({ vendorIds: link.vendorId ? [link.vendorId] : [], userId: null, linkId: link.id });
const LINK_UPLOAD_PURPOSES: readonly PublicLinkPurpose[] = ['request-quote', 'follow-up'];

/**
 * The pages of public links (docs/product/public-links.md), under API_PREFIX but with no sign-in: the
 * token in the query or body is all they go by, and no answer sets a cookie or names a session. Each
 * route is limited per address (AUTH_RATE_LIMIT_PER_MINUTE), like the public QR label. The signed-in
 * calls that hand links out (link-handouts.routes.ts) are registered from here too.
 */
export const publicLinksModule: ServerModule = async (app, options) => {
  const { db, config } = options;
  await app.register(linkHandoutRoutes, options);
  await registerSharedRateLimits(app, db);
  const rateLimit = { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };

  app.get(
    apiPath(PUBLIC_LINK_PATHS.view),
    { config: { rateLimit }, schema: { querystring: publicLinkQuerySchema, response: { 200: publicLinkViewSchema } } },
    async (request, reply) => {
      const { token, requestId, purpose } = request.query;
      const link = await findUsableLink(db, { token, requestId, purposes: [purpose] });
      reply.header('cache-control', 'no-store');
      return linkView(db, link);
    },
  );

  /** Checks and spends the link and answers within one transaction; messages it queues go once it commits. */
  const withLink = (
    request: Parameters<typeof deliveryFor>[0],
    presented: { token: string; requestId?: string },
    purposes: readonly PublicLinkPurpose[],
    act: (tx: Transaction, link: UsableLink) => Promise<LinkAnswer>,
  ) =>
    sendingAfterCommit(deliveryFor(request), () =>
      db.transaction(async (tx) => {
        const link = await findUsableLink(tx, { token: presented.token, requestId: presented.requestId, purposes });
        await spendLink(tx, link);
        return act(tx, link);
      }),
    );

  app.post(apiPath(PUBLIC_LINK_PATHS.dispatch), { config: { rateLimit }, schema: { body: dispatchAnswerSchema, response: answered } }, (request) =>
    withLink(request, request.body, ['dispatch', 'sso-dispatch'], (tx, link) => answerDispatch(tx, answererOfLink(link), request.body)),
  );

  app.post(apiPath(PUBLIC_LINK_PATHS.quote), { config: { rateLimit }, schema: { body: quoteAnswerSchema, response: answered } }, (request) =>
    withLink(request, request.body, ['request-quote'], (tx, link) => answerQuote(tx, answererOfLink(link), request.body)),
  );

  app.post(apiPath(PUBLIC_LINK_PATHS.followUp), { config: { rateLimit }, schema: { body: followUpReportSchema, response: answered } }, (request) =>
    withLink(request, request.body, ['follow-up'], (tx, link) => reportFollowUp(tx, answererOfLink(link), request.body)),
  );

  // A vendor-jobs link (docs/product/vendors.md#my-jobs): the vendor's open jobs, and its answers on any of them.
  app.get(
    apiPath(PUBLIC_LINK_PATHS.jobs),
    { config: { rateLimit }, schema: { querystring: jobsLinkQuerySchema, response: { 200: vendorJobPageSchema } } },
    async (request, reply) => {
      const { token, ...page } = request.query;
      const link = await findUsableLink(db, { token, purposes: ['vendor-jobs'] });
      reply.header('cache-control', 'no-store');
      return listVendorJobs(db, jobsOf(link).vendorIds, page);
    },
  );

  /** Checks and spends the jobs link, checks the job for the answer, spends the vendor's links of the same answer, and answers. */
  const withJobsLink = (
    request: Parameters<typeof deliveryFor>[0],
    body: { token: string; requestId: string },
    kind: JobAnswerKind,
    act: (tx: Transaction, answerer: VendorAnswerer) => Promise<LinkAnswer>,
  ) =>
    withLink(request, { token: body.token }, ['vendor-jobs'], async (tx, link) => {
      const answerer = await jobAnswerer(tx, jobsOf(link), body.requestId, kind);
      await spendAnsweredLinks(tx, answerer, kind);
      return act(tx, answerer);
    });

  app.post(apiPath(PUBLIC_LINK_PATHS.jobDispatch), { config: { rateLimit }, schema: { body: dispatchAnswerSchema, response: answered } }, (request) =>
    withJobsLink(request, request.body, 'dispatch', (tx, answerer) => answerDispatch(tx, answerer, request.body)),
  );

  app.post(apiPath(PUBLIC_LINK_PATHS.jobReport), { config: { rateLimit }, schema: { body: followUpReportSchema, response: answered } }, (request) =>
    withJobsLink(request, request.body, 'report', (tx, answerer) => reportFollowUp(tx, answerer, request.body)),
  );

  app.post(apiPath(PUBLIC_LINK_PATHS.jobQuote), { config: { rateLimit }, schema: { body: quoteAnswerSchema, response: answered } }, (request) =>
    withJobsLink(request, request.body, 'quote', (tx, answerer) => answerQuote(tx, answerer, request.body)),
  );

  app.post(apiPath(PUBLIC_LINK_PATHS.intake), { config: { rateLimit }, schema: { body: intakeRequestSchema, response: answered } }, (request) =>
    withLink(request, { token: request.body.token }, ['request-intake'], (tx, link) => fileIntakeRequest(tx, link, request.body)),
  );

  app.post(apiPath(PUBLIC_LINK_PATHS.csat), { config: { rateLimit }, schema: { body: csatAnswerSchema, response: answered } }, (request) =>
    withLink(request, request.body, ['csat'], (tx, link) => rateRequest(tx, link, request.body)),
  );

  // A file for a quote or a progress report, stored like any request attachment (no user: the link's).
  app.post(apiPath(PUBLIC_LINK_PATHS.attachments), { config: { rateLimit }, schema: { response: { 201: linkAttachmentSchema } } }, async (request, reply) => {
    // The link is checked with the fields sent before the file, so a bad or used-up link never has the file read.
    const checkLink = async (fields: Record<string, string>) => {
      const { token, requestId, attachmentType } = fields;
      if (!token) throw badRequest('token: the link carries it; open the link again.');
      if (!requestId) throw invalidLink();
      if (!LINK_ATTACHMENT_TYPES.includes(attachmentType as (typeof LINK_ATTACHMENT_TYPES)[number])) {
        throw badRequest(`attachmentType must be ${LINK_ATTACHMENT_TYPES.join(' or ')}`);
      }
      await assertLinkUploadRoom(db, await findUsableLink(db, { token, requestId, purposes: LINK_UPLOAD_PURPOSES }));
      return { token, requestId, attachmentType: attachmentType! };
    };
    const stored = await readUpload(request, checkLink, (upload) => {
      const { token, requestId, attachmentType } = upload.checked;
      const id = upload.fields.id || randomUUID();
      return db.transaction(async (tx) => {
        const link = await findUsableLink(tx, { token, requestId, purposes: LINK_UPLOAD_PURPOSES });
        await assertLinkUploadRoom(tx, link);
        // Uploading does not spend a quote link: the quote that names the file does.
        if (!link.singleUse) await spendLink(tx, link);
        const result = await uploadAttachment(tx, app.files, null, requestId, { fields: { id, requestId, attachmentType }, file: upload.file });
        return result.status === 201 ? result.attachment : result.body.attachment;
      });
    });
    reply.status(201);
    return { id: stored.id, name: stored.name };
  });
};
