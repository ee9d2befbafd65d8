import { createFileRoute } from '@tanstack/react-router';
import { QuoteLinkPage } from '../features/public-links/vendor-link-pages';
import { requireLinkParams } from '../lib/link-guard';
import { dispatchSearch } from '../lib/search-params';

/** A vendor answers a request for a quote (docs/product/public-links.md). */
export const Route = createFileRoute('/vendor-request-quote')({
  validateSearch: dispatchSearch,
  beforeLoad: ({ search }) => requireLinkParams(search.requestId, search.token),
  component: VendorRequestQuotePage,
});

function VendorRequestQuotePage() {
  const { requestId, token } = Route.useSearch();
  return <QuoteLinkPage link={{ requestId: requestId!, token: token! }} />;
}
