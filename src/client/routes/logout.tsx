import { Center, Spinner, Text } from '@chakra-ui/react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PublicPage } from '../components/public-page';
import { plainErrorParam } from '@domain/auth/login-page-errors';
import { signOut } from '../features/auth/api/auth-calls';

/**
 * Sign out (docs/product/routing.md, docs/product/README.md#api): revoke the session on the server, clear the token (and with it
 * impersonation and the selection, docs/product/requests.md), then the login page.
 */
export const Route = createFileRoute('/logout')({
  component: LogoutPage,
});

let signingOut: Promise<string | null> | null = null;

function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    // Once, even when React runs the effect twice.
    signingOut ??= signOut();
    void signingOut.then((error) => {
      signingOut = null;
      return navigate({ to: '/login', search: error ? { errorMessage: plainErrorParam('revoke-failed') } : {}, replace: true });
    });
  }, [navigate]);
  return (
    <PublicPage title="Signing out">
      <Center py="6" gap="3">
        <Spinner color="brand.solid" />
        <Text color="fg.muted">Signing you out…</Text>
      </Center>
    </PublicPage>
  );
}
