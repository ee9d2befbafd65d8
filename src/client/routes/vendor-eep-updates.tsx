import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LinkPagePending } from '../components/link-page-pending';
import { requireLinkParams } from '../lib/link-guard';
import { queryText } from '../lib/search-params';

export const Route = createFileRoute('/vendor-eep-updates')({
  validateSearch: z.object({ token: queryText }),
  beforeLoad: ({ search }) => requireLinkParams(search.token),
  component: VendorEepUpdatesPage,
});

/** A vendor's updates on an escalated equipment issue. */
function VendorEepUpdatesPage() {
  return (
    <LinkPagePending
      title="Escalation updates"
      icon="escalations"
      description="Post updates on this escalated equipment issue for the manufacturer and the customer."
    />
  );
}
