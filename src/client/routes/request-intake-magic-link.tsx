import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { IntakeLinkPage } from '../features/public-links/customer-link-pages';
import { requireLinkParams } from '../lib/link-guard';
import { queryText } from '../lib/search-params';

/** Request intake by magic link; exempt from the session-refresh behaviour (docs/product/routing.md, docs/product/public-links.md). */
export const Route = createFileRoute('/request-intake-magic-link')({
  validateSearch: z.object({ token: queryText }),
  beforeLoad: ({ search }) => requireLinkParams(search.token),
  component: RequestIntakePage,
});

function RequestIntakePage() {
  const { token } = Route.useSearch();
  return <IntakeLinkPage token={token!} />;
}
