import { Spinner, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { FILES_PATHS, FILES_MESSAGES, type SignedFileUrl } from '@domain/files/files-api';
import { PublicPage } from '../components/public-page';
import { api } from '../lib/api-client';
import { apiErrorMessage } from '../lib/api-error';
import { requireSession } from '../lib/auth-guard';
import { requireLinkParams } from '../lib/link-guard';
import { queryText } from '../lib/search-params';

/** Opens a stored file: resolves ?url= to a signed address and sends the browser there (docs/product/routing.md). */
export const Route = createFileRoute('/s3')({
  validateSearch: z.object({ url: queryText }),
  beforeLoad: ({ location, search }) => {
    requireSession({ location });
    requireLinkParams(search.url);
  },
  component: FilePage,
});

function FilePage() {
  const { url } = Route.useSearch();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    // The signed address lives a few minutes: fetch it now and leave (replace: Back returns past it).
    api<SignedFileUrl>(FILES_PATHS.resolve, { query: { follow: 'false', url } }).then(
      (signed) => !cancelled && window.location.replace(signed.url),
      (err: unknown) => !cancelled && setError(apiErrorMessage(err, FILES_MESSAGES.openFailed)),
    );
    return () => {
      cancelled = true;
    };
  }, [url]);

  return (
    <PublicPage title="Opening file" icon="download">
      {error ? (
        <Text color="fg.error">{error}</Text>
      ) : (
        <Text color="fg.muted" display="flex" alignItems="center" gap="2">
          <Spinner size="sm" /> Getting a secure link to the file…
        </Text>
      )}
    </PublicPage>
  );
}
