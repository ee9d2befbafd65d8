import { FetchError } from 'ofetch';
import { queryOptions } from '@tanstack/react-query';
import {
  PUBLIC_LINK_PATHS,
  type CsatAnswer,
  type DispatchAnswer,
  type FollowUpReport,
  type IntakeRequest,
  type LinkAnswer,
  type LinkAttachment,
  type PublicLinkPurpose,
  type PublicLinkView,
  type QuoteAnswer,
} from '@domain/public-links/public-links-api';
import { createApiClient } from '@/lib/api-client';
import { apiBaseUrl } from '@/lib/brand';

/**
 * The link pages' own client: no 401 handling, so these pages never try to refresh a session
 * (docs/product/public-links.md; the intake page is exempt from the refresh by the spec).
 */
export const linkApi = createApiClient(apiBaseUrl());

/** The server's one answer for a link that cannot be used (docs/product/public-links.md tokens). */
export const isInvalidLink = (error: unknown): boolean => error instanceof FetchError && error.status === 404;

/**
 * A link read that can never work: the link is unknown (404) or malformed (400, a request id that is
 * no id). Only no answer or a server failure (5xx) is worth trying again.
 */
export const isBadLinkRead = (error: unknown): boolean => isInvalidLink(error) || (error instanceof FetchError && error.status === 400);

export const LINK_MESSAGES = {
  load: 'An error occurred while trying to open this link.',
  save: 'An error occurred while trying to save.',
  upload: 'An error occurred while trying to upload file.',
  /** The snackbar's word once an answer is in (the page says what happens next). */
  answered: 'Answer sent.',
  quoted: 'Quote sent.',
  updated: 'Update sent.',
  rated: 'Rating sent.',
  filed: 'Request sent.',
  fileAdded: 'File added.',
} as const;

export interface LinkParams {
  purpose: PublicLinkPurpose;
  token: string;
  requestId?: string;
}

export const linkViewQuery = ({ purpose, token, requestId }: LinkParams) =>
  queryOptions({
    queryKey: ['public-link', purpose, token, requestId ?? null],
    queryFn: ({ signal }) => linkApi<PublicLinkView>(PUBLIC_LINK_PATHS.view, { query: { purpose, token, ...(requestId ? { requestId } : {}) }, signal }),
    retry: false,
    staleTime: Infinity,
  });

const post =
  <B extends object>(path: string) =>
  (body: B) =>
    linkApi<LinkAnswer>(path, { method: 'POST', body });

export const answerDispatch = post<DispatchAnswer>(PUBLIC_LINK_PATHS.dispatch);
export const sendQuote = post<QuoteAnswer>(PUBLIC_LINK_PATHS.quote);
export const reportProgress = post<FollowUpReport>(PUBLIC_LINK_PATHS.followUp);
export const fileRequest = post<IntakeRequest>(PUBLIC_LINK_PATHS.intake);
export const rateService = post<CsatAnswer>(PUBLIC_LINK_PATHS.csat);

/** A file for a quote (Quote) or a progress report (Photo), stored on the link's request. */
export function uploadLinkFile(link: { token: string; requestId: string }, attachmentType: 'Quote' | 'Photo', file: File): Promise<LinkAttachment> {
  const form = new FormData();
  form.append('token', link.token);
  form.append('requestId', link.requestId);
  form.append('attachmentType', attachmentType);
  form.append('id', crypto.randomUUID());
  form.append('file', file);
  return linkApi<LinkAttachment>(PUBLIC_LINK_PATHS.attachments, { method: 'POST', body: form });
}
