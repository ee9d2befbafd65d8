import { pathWith } from '@domain/api/paths';
import { QUOTE_MESSAGES, type QuoteDecisionResult, type QuotePage } from '@domain/requests/quotes-api';
import { QUOTE_PATHS, QUOTES_PAGE_LIMIT } from '@domain/requests/request-paths';
import { api } from '@/lib/api-client';
import { apiQuery } from '@/lib/api-query';
import { requestKeys } from './request-keys';

/** The quote loop's calls (docs/product/requests.md#quotes): decided online, never queued. */

export const listQuotes = (requestId: string) => api<QuotePage>(pathWith(QUOTE_PATHS.list, { id: requestId }), { query: { limit: QUOTES_PAGE_LIMIT } });

export const approveQuote = (requestId: string, quoteId: string) =>
  api<QuoteDecisionResult>(pathWith(QUOTE_PATHS.approve, { id: requestId, quoteId }), { method: 'POST' });

export const rejectQuote = (requestId: string, quoteId: string, reason: string) =>
  api<QuoteDecisionResult>(pathWith(QUOTE_PATHS.reject, { id: requestId, quoteId }), { method: 'POST', body: { reason } });

export const quotesQuery = (requestId: string) =>
  apiQuery({ queryKey: requestKeys.part(requestId, 'quotes'), read: () => listQuotes(requestId), failure: QUOTE_MESSAGES.list });
