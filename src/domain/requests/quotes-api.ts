import { z } from 'zod';
import { isoTimestamp, namedRefSchema, opIdField, pageOf } from '../api/contract';

/**
 * The quote loop (docs/product/requests.md#quotes): the quotes vendors sent on a request through
 * their request-quote links, and the customer's decision on each. Approving one sets the request's
 * not-to-exceed amount to it, declines the others still waiting and dispatches the quote's vendor;
 * rejecting one says why. The paths are QUOTE_PATHS (request-paths.ts).
 */

export const QUOTE_STATUSES = ['Submitted', 'Approved', 'Rejected'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The reason given to the other vendors when one quote is approved. */
export const OTHER_QUOTE_APPROVED = 'Another quote was approved.';

export const quoteRejectBodySchema = z
  .object({
    reason: z.string('reason must be text').trim().min(1, 'reason: say why the quote is rejected').max(2000, 'reason must be at most 2000 characters'),
  })
  .strict();
export type QuoteRejectBody = z.input<typeof quoteRejectBodySchema>;

export const quoteSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  vendor: namedRefSchema.nullable(),
  amountCents: z.number().int(),
  /** The scope of the work, as the vendor wrote it. */
  description: z.string(),
  /** The quote's file, when the vendor sent one (open it with the files API). */
  attachment: z.object({ id: z.string(), name: z.string(), fileKey: z.string() }).nullable(),
  status: z.enum(QUOTE_STATUSES),
  submittedAt: isoTimestamp,
  decidedAt: isoTimestamp.nullable(),
  decidedBy: namedRefSchema.nullable(),
  /** Why it was rejected (OTHER_QUOTE_APPROVED when another was chosen). */
  reason: z.string().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quotePageSchema = pageOf(quoteSchema);
export type QuotePage = z.infer<typeof quotePageSchema>;

export const quoteDecisionResultSchema = z.object({ quote: quoteSchema, ...opIdField });
export type QuoteDecisionResult = z.infer<typeof quoteDecisionResultSchema>;

/** The failure messages the screens show (docs/product/messages.md). */
export const QUOTE_MESSAGES = {
  list: 'An error occurred while trying to get the quotes.',
  approve: 'An error occurred while trying to approve the quote.',
  reject: 'An error occurred while trying to reject the quote.',
  decided: 'This quote was decided already.',
} as const;
