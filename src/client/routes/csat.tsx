import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { CsatLinkPage } from '../features/public-links/customer-link-pages';
import { requireLinkParams } from '../lib/link-guard';
import { queryText } from '../lib/search-params';

/** Customer satisfaction rating of a completed request, from the link in the completion message (docs/product/public-links.md). */
export const Route = createFileRoute('/csat')({
  validateSearch: z.object({ request: queryText, rating: queryText, token: queryText }),
  beforeLoad: ({ search }) => requireLinkParams(search.request, search.token),
  component: CsatPage,
});

function CsatPage() {
  const { request, rating, token } = Route.useSearch();
  return <CsatLinkPage link={{ requestId: request!, token: token! }} rating={rating} />;
}
