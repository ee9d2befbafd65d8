import { createFileRoute } from '@tanstack/react-router';
import { DispatchLinkPage } from '../features/public-links/vendor-link-pages';
import { requireLinkParams } from '../lib/link-guard';
import { dispatchSearch } from '../lib/search-params';

/** Self-service (SSO) vendor dispatch; shown unbranded (docs/product/README.md, docs/product/public-links.md). */
export const Route = createFileRoute('/sso-vendor-dispatch')({
  validateSearch: dispatchSearch,
  beforeLoad: ({ search }) => requireLinkParams(search.requestId, search.token),
  component: SsoVendorDispatchPage,
});

function SsoVendorDispatchPage() {
  const { requestId, token, vendorResponse } = Route.useSearch();
  return <DispatchLinkPage link={{ requestId: requestId!, token: token! }} sso vendorResponse={vendorResponse} />;
}
