import { z } from 'zod';
import { isoTimestamp, namedRefSchema, opIdField, pageOf } from '../api/contract';
import { pageQuerySchema } from '../api/paging';
import {
  dispatchAnswerFields,
  linkAnswerSchema,
  linkLocationSchema,
  linkRequestSchema,
  quoteAnswerFields,
  requireEtaOrReason,
} from '../public-links/public-links-api';

/**
 * My jobs (docs/product/vendors.md#my-jobs): a vendor's open jobs across the customers it serves, and
 * the answers its links take (accept or decline, progress, a quote) given signed in, in one place.
 * A job is an open request assigned to one of the user's vendor companies, offered to it and not yet
 * answered, or on which the customer asked it for a quote it has not sent.
 */
export const VENDOR_JOB_PATHS = {
  /** GET vendorJobQuerySchema → vendorJobPageSchema. */
  list: '/vendor-jobs',
  /** POST vendorJobDispatchSchema → vendorJobAnswerSchema. */
  dispatch: '/vendor-jobs/:id/dispatch',
  /** POST vendorJobReportSchema (public-links/follow-up-report.ts) → vendorJobAnswerSchema; queued offline (the outbox's vendorJob.report). */
  report: '/vendor-jobs/:id/report',
  /** POST vendorJobQuoteSchema → vendorJobAnswerSchema. */
  quote: '/vendor-jobs/:id/quote',
} as const;

export const vendorJobQuerySchema = pageQuerySchema;

/** My jobs reads this many at a time (its read in the offline set is the same). */
export const MY_JOBS_PAGE_LIMIT = 50;

export const vendorJobSchema = z.object({
  request: linkRequestSchema,
  customerName: z.string(),
  location: linkLocationSchema,
  /** The user's company the job is for (a user may work for several). */
  vendor: namedRefSchema,
  /** The request is assigned to this vendor: it reports progress on it, and opens the request's page. */
  assigned: z.boolean(),
  /** The dispatch waits for this vendor's answer: accept with an ETA, or decline. */
  awaitingAnswer: z.boolean(),
  /** The customer's ask for a quote that this vendor has not answered since. */
  quoteAsk: z.object({ note: z.string().nullable(), askedAt: isoTimestamp }).nullable(),
});
export type VendorJob = z.infer<typeof vendorJobSchema>;

export const vendorJobPageSchema = pageOf(vendorJobSchema);
export type VendorJobPage = z.infer<typeof vendorJobPageSchema>;

export const vendorJobDispatchSchema = z.object(dispatchAnswerFields).strict().superRefine(requireEtaOrReason);
export type VendorJobDispatch = z.input<typeof vendorJobDispatchSchema>;

export const vendorJobQuoteSchema = z.object(quoteAnswerFields).strict();
export type VendorJobQuote = z.input<typeof vendorJobQuoteSchema>;

export const vendorJobAnswerSchema = linkAnswerSchema.pick({ message: true }).extend(opIdField);
export type VendorJobAnswer = z.infer<typeof vendorJobAnswerSchema>;

/** The failure messages the screen shows (docs/product/messages.md). */
export const VENDOR_JOB_MESSAGES = {
  list: 'An error occurred while trying to get your jobs.',
  dispatch: 'An error occurred while trying to answer the dispatch.',
  report: 'An error occurred while trying to report your progress.',
  quote: 'An error occurred while trying to send your quote.',
  notYours: 'This job is not one of yours (any more).',
  /** Offline: an answer and a quote go to the customer at once, a progress report waits in the outbox. */
  dispatchNeedsConnection: 'Answering a dispatch needs a connection: send it once you are back online. Progress reports work offline.',
  quoteNeedsConnection: 'Sending a quote needs a connection: send it once you are back online.',
} as const;
