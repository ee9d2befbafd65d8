import { z } from 'zod';
import { isoTimestamp, namedRefSchema } from '../api/contract';
import { REQUEST_PRIORITIES, REQUEST_STATUSES, REQUEST_SUB_STATUSES } from '../requests/request-enums';
import { pageQuerySchema } from '../api/paging';
import { followUpReportFields, requiredText, text } from './follow-up-report';

/**
 * Public links (docs/product/public-links.md): pages a vendor or a customer's contact opens from a
 * message, without an account. The link carries a random token; the server keeps only its hash and
 * answers every call of these pages from the token alone (no session is ever granted).
 */
export const PUBLIC_LINK_PURPOSES = [
  'dispatch',
  'sso-dispatch',
  'request-quote',
  'follow-up',
  'request-intake',
  'csat',
  // Escalations (docs/product/escalations.md): the manufacturer's updates, the requester's rating of it.
  'eep-updates',
  'eep-manufacturer-csat',
  // A vendor's open jobs, from any customer, on one page (docs/product/vendors.md#my-jobs): sent with each dispatch.
  'vendor-jobs',
] as const;
export type PublicLinkPurpose = (typeof PUBLIC_LINK_PURPOSES)[number];

/** The page each purpose opens (docs/product/routing.md public routes). */
export const PUBLIC_LINK_PAGES: Record<PublicLinkPurpose, string> = {
  dispatch: '/vendor-dispatch',
  'sso-dispatch': '/sso-vendor-dispatch',
  'request-quote': '/vendor-request-quote',
  'follow-up': '/vendor-follow-up',
  'request-intake': '/request-intake-magic-link',
  csat: '/csat',
  'eep-updates': '/vendor-eep-updates',
  'eep-manufacturer-csat': '/eep-manufacturer-csat',
  'vendor-jobs': '/vendor-jobs',
};

/** Answered once: the first answer spends the link. Follow-up and intake links take many answers until they expire. */
export const SINGLE_USE_PURPOSES: readonly PublicLinkPurpose[] = ['dispatch', 'sso-dispatch', 'request-quote', 'csat', 'eep-manufacturer-csat'];

/** Links bound to an escalation rather than named by their request: the page names the escalation (CSAT) or only the token (updates). */
export const ESCALATION_LINK_PURPOSES: readonly PublicLinkPurpose[] = ['eep-updates', 'eep-manufacturer-csat'];

const DAY_MS = 24 * 60 * 60_000;
/** How long each kind of link lives (docs/product/constants.md). */
export const PUBLIC_LINK_TTL_MS: Record<PublicLinkPurpose, number> = {
  dispatch: 3 * DAY_MS,
  'sso-dispatch': 3 * DAY_MS,
  'request-quote': 7 * DAY_MS,
  'follow-up': 30 * DAY_MS,
  'request-intake': 90 * DAY_MS,
  csat: 30 * DAY_MS,
  'eep-updates': 60 * DAY_MS,
  'eep-manufacturer-csat': 30 * DAY_MS,
  'vendor-jobs': 30 * DAY_MS,
};

/** The one answer for a link that cannot be used (unknown, altered, expired, spent, another page's or another request's): the page goes to /invalid-link. */
export const INVALID_LINK_MESSAGE = 'This link is not valid. It may have expired or been used already.';

/** Paths under API_PREFIX. No sign-in; each limited per address (AUTH_RATE_LIMIT_PER_MINUTE). */
export const PUBLIC_LINK_PATHS = {
  /** GET publicLinkQuerySchema → publicLinkViewSchema; 404 INVALID_LINK_MESSAGE for a link that cannot be used. */
  view: '/public/links',
  /** POST dispatchAnswerSchema → linkAnswerSchema: accept with an ETA, or decline with a reason. */
  dispatch: '/public/links/dispatch',
  /** POST quoteAnswerSchema → linkAnswerSchema. */
  quote: '/public/links/quote',
  /** POST followUpReportSchema → linkAnswerSchema; many reports until the request is closed or the link expires. */
  followUp: '/public/links/follow-up',
  /** POST intakeRequestSchema → linkAnswerSchema; many requests at the link's location until it expires. */
  intake: '/public/links/intake',
  /** POST csatAnswerSchema → linkAnswerSchema; once per request. */
  csat: '/public/links/csat',
  /** POST multipart (token, requestId, id, attachmentType Quote or Photo, file) → linkAttachmentSchema; a file for a quote or a report. */
  attachments: '/public/links/attachments',
  /** A vendor-jobs link: GET jobsLinkQuerySchema → vendorJobPageSchema (vendor-jobs-api.ts), the vendor's open jobs. */
  jobs: '/public/links/jobs',
  /**
   * A vendor-jobs link's answers on one of its jobs, the bodies of the request links' own answers
   * (dispatchAnswerSchema, followUpReportSchema, quoteAnswerSchema: the token and the job's request) → linkAnswerSchema.
   */
  jobDispatch: '/public/links/jobs/dispatch',
  jobReport: '/public/links/jobs/report',
  jobQuote: '/public/links/jobs/quote',
} as const;

const tokenSchema = z.string('token must be text').min(1, 'token must not be empty').max(200, 'token must be at most 200 characters');
const requestIdSchema = z.guid('requestId must be an id');

export const publicLinkQuerySchema = z
  .object({
    token: tokenSchema,
    purpose: z.enum(PUBLIC_LINK_PURPOSES, `purpose must be one of ${PUBLIC_LINK_PURPOSES.join(', ')}`),
    /** Every link but intake names its request. */
    requestId: requestIdSchema.optional(),
  })
  .strict();
export type PublicLinkQuery = z.input<typeof publicLinkQuerySchema>;

export const VENDOR_RESPONSES = ['accept', 'decline'] as const;
export type VendorResponse = (typeof VENDOR_RESPONSES)[number];

/** A vendor's answer to a dispatch, by link or signed in (vendor-jobs-api.ts): accept with an ETA, or decline with a reason. */
export const dispatchAnswerFields = {
  response: z.enum(VENDOR_RESPONSES, 'response must be accept or decline'),
  /** Accepting needs it: when the vendor will arrive. */
  eta: z.iso.datetime({ offset: true, message: 'eta must be an ISO date-time' }).optional(),
  /** Declining needs it. */
  reason: text('reason', 1000).optional(),
};

/** Accepting says when, declining says why. */
export function requireEtaOrReason(body: { response: VendorResponse; eta?: string; reason?: string }, ctx: z.RefinementCtx): void {
  if (body.response === 'accept' && !body.eta) ctx.addIssue({ code: 'custom', path: ['eta'], message: 'eta: say when you will arrive' });
  if (body.response === 'decline' && !body.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'reason: say why you decline' });
}

export const dispatchAnswerSchema = z
  .object({ token: tokenSchema, requestId: requestIdSchema, ...dispatchAnswerFields })
  .strict()
  .superRefine(requireEtaOrReason);
export type DispatchAnswer = z.input<typeof dispatchAnswerSchema>;

/** A vendor-jobs link's token, and a page of its jobs. */
export const jobsLinkQuerySchema = pageQuerySchema.extend({ token: tokenSchema }).strict();
export type JobsLinkQuery = z.input<typeof jobsLinkQuerySchema>;

/** A vendor's quote, by link or signed in. */
export const quoteAnswerFields = {
  /** US dollars, cents at most. */
  amountUsd: z
    .number('amountUsd must be a number')
    .positive('amountUsd must be more than 0')
    .max(10_000_000, 'amountUsd must be at most 10,000,000')
    .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'amountUsd: whole cents only'),
  description: requiredText('description', 5000),
  /** A file uploaded first (through PUBLIC_LINK_PATHS.attachments with the link, or the attachments API signed in). */
  attachmentId: z.guid('attachmentId must be an id').optional(),
};

export const quoteAnswerSchema = z.object({ token: tokenSchema, requestId: requestIdSchema, ...quoteAnswerFields }).strict();
export type QuoteAnswer = z.input<typeof quoteAnswerSchema>;

export const followUpReportSchema = z.object({ token: tokenSchema, requestId: requestIdSchema, ...followUpReportFields }).strict();
export type FollowUpReport = z.input<typeof followUpReportSchema>;

export const intakeRequestSchema = z
  .object({
    token: tokenSchema,
    /** Client-generated: sending the same request twice files it once. */
    id: z.guid('id must be an id'),
    /** One of the location's assets (publicLinkViewSchema intake.assets), or none for the location itself. */
    assetId: z.guid('assetId must be an id').optional(),
    requestPriority: z.enum(REQUEST_PRIORITIES, `requestPriority must be one of ${REQUEST_PRIORITIES.join(', ')}`).default('Medium'),
    incidentDescription: requiredText('incidentDescription', 5000),
    /** Who is asking, so the vendor knows whom to see. */
    contactName: text('contactName', 200).optional(),
  })
  .strict();
export type IntakeRequest = z.input<typeof intakeRequestSchema>;

export const CSAT_RATINGS = [1, 2, 3, 4, 5] as const;
/** A rating from a CSAT link (of a request, or of a manufacturer's escalation): 1 to 5. */
export const csatRatingSchema = z
  .number('rating must be a number from 1 to 5')
  .int('rating must be a whole number')
  .min(1, 'rating must be 1 to 5')
  .max(5, 'rating must be 1 to 5');
export const csatAnswerSchema = z
  .object({
    token: tokenSchema,
    requestId: requestIdSchema,
    rating: csatRatingSchema,
    comment: text('comment', 2000).optional(),
  })
  .strict();
export type CsatAnswer = z.input<typeof csatAnswerSchema>;

/** The request as a link shows it: where, what, how urgent; nothing of the customer's people. */
export const linkRequestSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  ticketName: z.string().nullable(),
  problem: z.string(),
  requestPriority: z.enum(REQUEST_PRIORITIES),
  requestStatus: z.enum(REQUEST_STATUSES),
  subStatus: z.enum(REQUEST_SUB_STATUSES).nullable(),
  eta: isoTimestamp.nullable(),
  /** Not to exceed, in cents: work above it needs an approved quote (docs/product/requests.md#not-to-exceed). */
  nteCents: z.number().int().nullable(),
  /** When the customer expects the visit, if it set a window. */
  serviceWindow: z.object({ start: isoTimestamp, end: isoTimestamp.nullable() }).nullable(),
  asset: z.object({ name: z.string(), modelNumber: z.string().nullable() }).nullable(),
  vendorName: z.string().nullable(),
  completedAt: isoTimestamp.nullable(),
});

export const linkLocationSchema = z.object({
  name: z.string(),
  storeNumber: z.string().nullable(),
  /** One line: street, city, state and postal code as known. */
  address: z.string().nullable(),
  /** The store's own phone (E.164), for the vendor to call on arrival: a business line, not a person's. */
  phone: z.string().nullable(),
  /** Whom to ask for on arrival, with their phone (E.164) when the location gave one. */
  siteContact: z.object({ name: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  /** How to get in and to the equipment. */
  accessNotes: z.string().nullable(),
  timezone: z.string(),
});

export const publicLinkViewSchema = z.object({
  purpose: z.enum(PUBLIC_LINK_PURPOSES),
  expiresAt: isoTimestamp,
  customerName: z.string(),
  location: linkLocationSchema,
  /** Every purpose but intake. */
  request: linkRequestSchema.nullable(),
  /** Intake only: the equipment the location may file a request on. */
  assets: z.array(namedRefSchema),
  /**
   * Request-quote links only: the customer's latest ask of this vendor for a quote, with what it
   * should cover when they said (null for every other purpose).
   */
  quoteAsk: z.object({ note: z.string().nullable(), askedAt: isoTimestamp }).nullable(),
});
export type PublicLinkView = z.infer<typeof publicLinkViewSchema>;

export const linkAnswerSchema = z.object({
  /** What the page says next ("Thanks — …"). */
  message: z.string(),
  /** Accepting a dispatch: the follow-up page for this job (also sent by email). */
  followUpUrl: z.string().nullable(),
  /** Intake: the request filed. */
  requestNumber: z.number().int().nullable(),
});
export type LinkAnswer = z.infer<typeof linkAnswerSchema>;

export const LINK_ATTACHMENT_TYPES = ['Quote', 'Photo'] as const;
export const linkAttachmentSchema = z.object({ id: z.string(), name: z.string() });
export type LinkAttachment = z.infer<typeof linkAttachmentSchema>;

/**
 * The page address of a link: `/vendor-dispatch?requestId=…&vendorResponse=accept&token=…` (docs/product/routing.md);
 * escalation links: `/vendor-eep-updates?token=…`, `/eep-manufacturer-csat?escalationId=…&rating=…&token=…`.
 */
export function publicLinkPath(
  purpose: PublicLinkPurpose,
  token: string,
  requestId: string | null,
  extra: { vendorResponse?: VendorResponse; rating?: number; escalationId?: string } = {},
): string {
  const query = new URLSearchParams();
  if (purpose === 'eep-manufacturer-csat' && extra.escalationId) query.set('escalationId', extra.escalationId);
  else if (requestId && !ESCALATION_LINK_PURPOSES.includes(purpose)) query.set(purpose === 'csat' ? 'request' : 'requestId', requestId);
  if (extra.vendorResponse) query.set('vendorResponse', extra.vendorResponse);
  if (extra.rating) query.set('rating', String(extra.rating));
  query.set('token', token);
  return `${PUBLIC_LINK_PAGES[purpose]}?${query.toString()}`;
}
