import { createFileRoute } from '@tanstack/react-router';
import { DispatchLinkPage } from '../features/public-links/vendor-link-pages';
import { requireLinkParams } from '../lib/link-guard';
import { dispatchSearch } from '../lib/search-params';

/** Full-service (FSO) vendor dispatch: the vendor accepts or declines a job from a link (docs/product/public-links.md). */
export const Route = createFileRoute('/vendor-dispatch')({
  validateSearch: dispatchSearch,
  beforeLoad: ({ search }) => requireLinkParams(search.requestId, search.token),
  component: VendorDispatchPage,
});

function VendorDispatchPage() {
  const { requestId, token, vendorResponse } = Route.useSearch();
  return <DispatchLinkPage link={{ requestId: requestId!, token: token! }} sso={false} vendorResponse={vendorResponse} />;
}
