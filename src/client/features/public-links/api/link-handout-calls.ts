import { pathWith } from '@domain/api/paths';
import type { HandedOutLink, HandedOutLinkPage } from '@domain/public-links/handed-out-links-api';
import { LINK_HANDOUT_PATHS, type IntakeLink, type QuoteRequestBody, type QuoteRequestResult } from '@domain/public-links/link-handouts-api';
import { api } from '@/lib/api-client';

/** The signed-in calls that hand out public links (docs/product/public-links.md#handing-out-links). */

export const askForQuote = (requestId: string, body: QuoteRequestBody) =>
  api<QuoteRequestResult>(pathWith(LINK_HANDOUT_PATHS.quoteRequests, { id: requestId }), { method: 'POST', body });

export const createIntakeLink = (locationId: string) => api<IntakeLink>(pathWith(LINK_HANDOUT_PATHS.intakeLinks, { id: locationId }), { method: 'POST' });

/** A location's intake links, newest first (the list has no tokens: a link's URL is shown once). */
export const listIntakeLinks = (locationId: string) =>
  api<HandedOutLinkPage>(LINK_HANDOUT_PATHS.handedOut, { query: { purpose: 'intake', locationId, limit: 200 } });

export const revokeIntakeLink = (id: string) => api<HandedOutLink>(pathWith(LINK_HANDOUT_PATHS.revoke, { id }), { method: 'POST' });
