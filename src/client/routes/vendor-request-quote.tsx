import { createFileRoute } from '@tanstack/react-router';
import { LinkPagePending } from '../components/link-page-pending';
import { requireLinkParams } from '../lib/link-guard';
import { dispatchSearch } from '../lib/search-params';

export const Route = createFileRoute('/vendor-request-quote')({
  validateSearch: dispatchSearch,
  beforeLoad: ({ search }) => requireLinkParams(search.requestId, search.token),
  component: VendorRequestQuotePage,
});

/** A vendor answers a request for a quote. */
function VendorRequestQuotePage() {
  const { requestId } = Route.useSearch();
  return (
    <LinkPagePending
      title="Quote requested"
      icon="requests"
      reference={`Request ${requestId}`}
      description="Send your quote for this job, or let the customer know you cannot take it."
    />
  );
}
