import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { authApi } from '@/lib/api-client';
import { ErrorNotice } from '@/components/error-notice';
import { loginLinkAccount, verifyLoginLink } from './login-link-flow';

export interface LinkSignInProps {
  token: string;
  type?: string;
  onSignedIn: (nextRoute?: string) => void;
  onInvalidLink: () => void;
  onOtherWay: () => void;
}

type State = { kind: 'checking' } | { kind: 'ready'; account: string } | { kind: 'failed'; message: string };

/**
 * A login link opened on /login (docs/adr/0004-security-boundaries.md#sign-in-links): says whose account it signs
 * into and signs in only when the user taps, so a link another site sends the browser to cannot sign anyone in.
 */
export function LinkSignIn({ token, type, onSignedIn, onInvalidLink, onOtherWay }: LinkSignInProps) {
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void loginLinkAccount(authApi, token, type).then((outcome) => {
      if (!current) return;
      if (outcome.ok) setState({ kind: 'ready', account: outcome.value.account });
      else if (outcome.invalidLink) onInvalidLink();
      else setState({ kind: 'failed', message: outcome.message });
    });
    return () => {
      current = false;
    };
  }, [token, type, onInvalidLink]);

  const signIn = async () => {
    setBusy(true);
    const outcome = await verifyLoginLink(authApi, token, type);
    if (outcome.ok) return onSignedIn(outcome.value.nextRoute);
    setBusy(false);
    if (outcome.invalidLink) onInvalidLink();
    else setState({ kind: 'failed', message: outcome.message });
  };

  if (state.kind === 'checking') {
    return (
      <Center py="8" flexDirection="column" gap="3">
        <Spinner color="brand.solid" size="lg" />
        <Text color="fg.muted">Checking your login link…</Text>
      </Center>
    );
  }

  return (
    <Stack gap="5">
      {state.kind === 'failed' ? (
        <ErrorNotice message={state.message} />
      ) : (
        <>
          <Text>
            This link signs you in as{' '}
            <Text as="span" fontWeight="semibold" overflowWrap="anywhere">
              {state.account}
            </Text>
            .
          </Text>
          <Button colorPalette="brand" size="lg" loading={busy} loadingText="Signing in" onClick={() => void signIn()}>
            Sign in
          </Button>
        </>
      )}
      <Button variant="plain" colorPalette="brand" alignSelf="center" disabled={busy} onClick={onOtherWay}>
        {state.kind === 'failed' ? 'Log in another way' : 'Not you? Log in another way'}
      </Button>
    </Stack>
  );
}
