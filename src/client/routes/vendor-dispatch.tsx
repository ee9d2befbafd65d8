import { createFileRoute } from '@tanstack/react-router';
import { LinkPagePending } from '../components/link-page-pending';
import { requireLinkParams } from '../lib/link-guard';
import { dispatchSearch } from '../lib/search-params';

/** Full-service (FSO) vendor dispatch: the vendor accepts or declines a job from a link. */
export const Route = createFileRoute('/vendor-dispatch')({
  validateSearch: dispatchSearch,
  beforeLoad: ({ search }) => requireLinkParams(search.requestId, search.token),
  component: VendorDispatchPage,
});

function VendorDispatchPage() {
  const { requestId } = Route.useSearch();
  return (
    <LinkPagePending
      title="New service request"
      icon="vendors"
      reference={`Request ${requestId}`}
      description="Review the job and accept or decline it. No account is needed: this link identifies you."
    />
  );
}
