import { Button, Code, Text } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { z } from 'zod';
import { PublicPage } from '../components/public-page';
import { queryText } from '../lib/search-params';

export const Route = createFileRoute('/error')({
  validateSearch: z.object({ errorMessage: queryText }),
  component: ErrorPage,
});

/** docs/product/routing.md: shows the error code it was given. */
function ErrorPage() {
  const { errorMessage } = Route.useSearch();
  return (
    <PublicPage title="Something went wrong" icon="alert">
      <Text color="fg.muted">We could not complete that. Try again, or contact support if it keeps happening.</Text>
      {errorMessage && (
        <Text>
          Error code:{' '}
          <Code size="md" colorPalette="red" data-testid="error-code">
            {errorMessage}
          </Code>
        </Text>
      )}
      <Button asChild colorPalette="brand" alignSelf="flex-start">
        <Link to="/">Go to home</Link>
      </Button>
    </PublicPage>
  );
}
