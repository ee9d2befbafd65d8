import { createFileRoute } from '@tanstack/react-router';
import { LinkPagePending } from '../components/link-page-pending';
import { requireLinkParams } from '../lib/link-guard';
import { dispatchSearch } from '../lib/search-params';

/** Self-service (SSO) vendor dispatch; shown unbranded (docs/product/README.md). */
export const Route = createFileRoute('/sso-vendor-dispatch')({
  validateSearch: dispatchSearch,
  beforeLoad: ({ search }) => requireLinkParams(search.requestId, search.token),
  component: SsoVendorDispatchPage,
});

function SsoVendorDispatchPage() {
  const { requestId } = Route.useSearch();
  return (
    <LinkPagePending
      title="New service request"
      icon="vendors"
      reference={`Request ${requestId}`}
      description="A customer asked you for service. Review the job and accept or decline it; no account is needed."
    />
  );
}
