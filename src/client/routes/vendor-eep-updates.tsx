import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { EepUpdatesLinkPage } from '../features/public-links/eep-link-pages';
import { requireLinkParams } from '../lib/link-guard';
import { queryText } from '../lib/search-params';

/** The manufacturer's updates on an escalated equipment issue, from the EEP link (docs/product/public-links.md). */
export const Route = createFileRoute('/vendor-eep-updates')({
  validateSearch: z.object({ token: queryText }),
  beforeLoad: ({ search }) => requireLinkParams(search.token),
  component: VendorEepUpdatesPage,
});

function VendorEepUpdatesPage() {
  const { token } = Route.useSearch();
  return <EepUpdatesLinkPage token={token!} />;
}
