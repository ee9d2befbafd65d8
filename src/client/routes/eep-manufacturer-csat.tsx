import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LinkPagePending } from '../components/link-page-pending';
import { requireLinkParams } from '../lib/link-guard';
import { queryText } from '../lib/search-params';

export const Route = createFileRoute('/eep-manufacturer-csat')({
  validateSearch: z.object({ escalationId: queryText, rating: queryText }),
  beforeLoad: ({ search }) => requireLinkParams(search.escalationId),
  component: ManufacturerCsatPage,
});

/** The manufacturer's rating of how an escalation was handled. */
function ManufacturerCsatPage() {
  const { escalationId } = Route.useSearch();
  return (
    <LinkPagePending
      title="Rate this escalation"
      icon="escalations"
      reference={`Escalation ${escalationId}`}
      description="Tell us how the escalation of this equipment issue was handled."
    />
  );
}
