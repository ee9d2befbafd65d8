import { z } from 'zod';
import { cappedPageOf, isoTimestamp, namedRefSchema } from '../api/contract';
import { pageQuerySchema } from '../api/paging';

/**
 * The intake links handed out, listed and revoked (docs/product/public-links.md#handing-out-links;
 * paths in link-handouts-api.ts). Apart from it so that the pages that only hand out links do not
 * load the list's schemas.
 */

/** The links a person hands out that can be listed and revoked: intake links, for now. */
export const HANDED_OUT_PURPOSES = ['intake'] as const;

export const handedOutLinkQuerySchema = pageQuerySchema.extend({
  purpose: z.enum(HANDED_OUT_PURPOSES, `purpose must be one of ${HANDED_OUT_PURPOSES.join(', ')}`),
  /** One location's links; every location the caller may change when left out. */
  locationId: z.guid('locationId must be a location id').optional(),
});
export type HandedOutLinkQuery = z.input<typeof handedOutLinkQuerySchema>;

export const HANDED_OUT_LINK_STATES = ['Active', 'Expired', 'Revoked'] as const;

/** An intake link as its list shows it (never its token: the URL was shown once, when it was made). */
export const handedOutLinkSchema = z.object({
  id: z.string(),
  location: namedRefSchema.extend({ storeNumber: z.string().nullable() }),
  state: z.enum(HANDED_OUT_LINK_STATES),
  createdAt: isoTimestamp,
  createdBy: namedRefSchema.nullable(),
  expiresAt: isoTimestamp,
  /** When a request was last filed through it. */
  lastUsedAt: isoTimestamp.nullable(),
  revokedAt: isoTimestamp.nullable(),
  revokedBy: namedRefSchema.nullable(),
});
export type HandedOutLink = z.infer<typeof handedOutLinkSchema>;
export const handedOutLinkPageSchema = cappedPageOf(handedOutLinkSchema);
export type HandedOutLinkPage = z.infer<typeof handedOutLinkPageSchema>;
