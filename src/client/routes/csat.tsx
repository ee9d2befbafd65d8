import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LinkPagePending } from '../components/link-page-pending';
import { requireLinkParams } from '../lib/link-guard';
import { queryText } from '../lib/search-params';

export const Route = createFileRoute('/csat')({
  validateSearch: z.object({ request: queryText, rating: queryText }),
  beforeLoad: ({ search }) => requireLinkParams(search.request),
  component: CsatPage,
});

/** Customer satisfaction rating of a completed request, from the link in the completion message. */
function CsatPage() {
  const { request } = Route.useSearch();
  return (
    <LinkPagePending
      title="How did we do?"
      icon="tasks"
      reference={`Request ${request}`}
      description="Rate the service on this request and tell us what went well or what we should improve."
    />
  );
}
