import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LinkPagePending } from '../components/link-page-pending';
import { requireLinkParams } from '../lib/link-guard';
import { queryText } from '../lib/search-params';

/** Request intake by magic link; exempt from the session-refresh behaviour (docs/product/routing.md, docs/product/requests.md). */
export const Route = createFileRoute('/request-intake-magic-link')({
  validateSearch: z.object({ token: queryText }),
  beforeLoad: ({ search }) => requireLinkParams(search.token),
  component: RequestIntakePage,
});

function RequestIntakePage() {
  return (
    <LinkPagePending
      title="Report a problem"
      icon="requests"
      description="Describe what is wrong and with which equipment; the right vendor is dispatched for you."
    />
  );
}
