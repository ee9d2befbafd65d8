import { z } from 'zod';
import { isoTimestamp } from '../api/contract';

/**
 * Handing out public links from the signed-in portal (docs/product/public-links.md#handing-out-links):
 * asking a vendor for a quote on a request, and making a location's request-intake link. The links
 * themselves are answered by the link pages (public-links-api.ts).
 */
export const LINK_HANDOUT_PATHS = {
  /** POST quoteRequestBodySchema → quoteRequestResultSchema: emails the vendor a request-quote link. */
  quoteRequests: '/requests/:id/quote-requests',
  /** POST → intakeLinkSchema: a new request-intake link for the location (shown once, to copy). */
  intakeLinks: '/locations/:id/intake-links',
  /** GET handedOutLinkQuerySchema → handedOutLinkPageSchema (handed-out-links-api.ts): the intake links handed out, newest first. */
  handedOut: '/public-links',
  /** POST → handedOutLinkSchema: the link stops working at once (an intake link; another purpose is not found). */
  revoke: '/public-links/:id/revoke',
} as const;

export const quoteRequestBodySchema = z
  .object({
    vendorId: z.guid('vendorId must be a vendor id'),
    /** What the customer wants quoted, added to the message. */
    note: z.string('note must be text').trim().max(2000, 'note must be at most 2000 characters').optional(),
  })
  .strict();
export type QuoteRequestBody = z.input<typeof quoteRequestBodySchema>;

export const quoteRequestResultSchema = z.object({
  vendor: z.object({ id: z.string(), name: z.string() }),
  /** The address the request-quote link went to. */
  sentTo: z.string(),
});
export type QuoteRequestResult = z.infer<typeof quoteRequestResultSchema>;

export const intakeLinkSchema = z.object({
  url: z.string(),
  expiresAt: isoTimestamp,
});
export type IntakeLink = z.infer<typeof intakeLinkSchema>;

/** The failure messages the screens show (docs/product/messages.md). */
export const LINK_HANDOUT_MESSAGES = {
  quoteRequest: 'An error occurred while trying to ask for a quote.',
  intakeLink: 'An error occurred while trying to create the intake link.',
  handedOut: 'An error occurred while trying to get the intake links.',
  revoke: 'An error occurred while trying to revoke the intake link.',
  notManager: 'You do not have permission to see the intake links handed out.',
} as const;
