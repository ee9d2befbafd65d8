import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { EepManufacturerCsatLinkPage } from '../features/public-links/eep-link-pages';
import { requireLinkParams } from '../lib/link-guard';
import { queryText } from '../lib/search-params';

/** The requester's rating of the manufacturer once an escalation is resolved, from the link in that message (docs/product/public-links.md). */
export const Route = createFileRoute('/eep-manufacturer-csat')({
  validateSearch: z.object({ escalationId: queryText, rating: queryText, token: queryText }),
  beforeLoad: ({ search }) => requireLinkParams(search.escalationId, search.token),
  component: ManufacturerCsatPage,
});

function ManufacturerCsatPage() {
  const { escalationId, rating, token } = Route.useSearch();
  return <EepManufacturerCsatLinkPage link={{ escalationId: escalationId!, token: token! }} rating={rating} />;
}
