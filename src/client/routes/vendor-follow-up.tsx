import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LinkPagePending } from '../components/link-page-pending';
import { requireLinkParams } from '../lib/link-guard';
import { queryText } from '../lib/search-params';

export const Route = createFileRoute('/vendor-follow-up')({
  validateSearch: z.object({ requestId: queryText, token: queryText }),
  beforeLoad: ({ search }) => requireLinkParams(search.requestId, search.token),
  component: VendorFollowUpPage,
});

/** A vendor reports progress on a job it accepted. */
function VendorFollowUpPage() {
  const { requestId } = Route.useSearch();
  return (
    <LinkPagePending
      title="Job follow-up"
      icon="tasks"
      reference={`Request ${requestId}`}
      description="Update the customer: when you will arrive, whether the job is done, or what is still needed."
    />
  );
}
