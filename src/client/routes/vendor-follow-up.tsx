import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { FollowUpLinkPage } from '../features/public-links/vendor-link-pages';
import { requireLinkParams } from '../lib/link-guard';
import { queryText } from '../lib/search-params';

/** A vendor reports progress on a job it accepted (docs/product/public-links.md). */
export const Route = createFileRoute('/vendor-follow-up')({
  validateSearch: z.object({ requestId: queryText, token: queryText }),
  beforeLoad: ({ search }) => requireLinkParams(search.requestId, search.token),
  component: VendorFollowUpPage,
});

function VendorFollowUpPage() {
  const { requestId, token } = Route.useSearch();
  return <FollowUpLinkPage link={{ requestId: requestId!, token: token! }} />;
}
