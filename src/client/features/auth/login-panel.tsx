import { Button, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LoginIdentifier } from '@domain/auth/login-identifier';
import { authApi } from '@/lib/api-client';
import { apiBaseUrl } from '@/lib/brand';
import { loginProvidersQuery } from './api/auth-queries';
import { CodeEntry } from './code-entry';
import { useFinishLogin } from './use-finish-login';
import { LoginCard } from './login-card';
import { ProviderButtons } from './provider-buttons';
import { safeNextRoute } from './after-login';
import { requestLoginCode, requestMagicLink, verifyLoginCode } from './login-flow';

export interface LoginSearch {
  nextRoute?: string;
  errorMessage?: string;
}

type Step = { kind: 'identifier' } | { kind: 'code'; identifier: LoginIdentifier; sid: string } | { kind: 'link-sent'; email: string };

/**
 * The sign-in providers, read once through the query client: a query observer (useQuery) would add
 * about 3 kB to the login page's first load, the one page every user waits for before anything else.
 */
function useLoginProviders() {
  const queryClient = useQueryClient();
  const query = loginProvidersQuery();
  const [providers, setProviders] = useState(() => queryClient.getQueryData(query.queryKey) ?? []);
  useEffect(() => {
    void queryClient.fetchQuery(query).then(setProviders);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one read per page: the query's options are rebuilt on each render
  }, [queryClient]);
  return providers;
}

/** A challenge lives 10 minutes on the server; a proof older than this is solved again. */
const PROOF_MAX_AGE_MS = 8 * 60_000;

/** Without an idle callback (Safari), the early solve waits this long after the page drew. */
const IDLE_FALLBACK_MS = 1_000;

/** The bot check's code (altcha-lib and its worker) loads with the first solve, not with the page. */
const solveBotCheck = () => import('./bot-check').then((check) => check.solveBotCheck(authApi));

/**
 * Keeps one solved bot check ready: solving (in workers, bot-check.ts) starts once the page is
 * idle after it drew, not while it loads, so pressing Continue rarely waits for it. Each proof is
 * used once; taking one starts the next only when asked again.
 */
function useBotCheckProof(): () => Promise<string> {
  const ready = useRef<{ proof: Promise<string>; at: number } | null>(null);
  const solve = useCallback(() => {
    if (ready.current) return;
    const proof = solveBotCheck();
    // A failed early solve is retried when the proof is taken.
    proof.catch(() => undefined);
    ready.current = { proof, at: Date.now() };
  }, []);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const idle = requestIdleCallback(solve, { timeout: 5_000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(solve, IDLE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [solve]);
  return useCallback(() => {
    const current = ready.current;
    ready.current = null;
    if (current && Date.now() - current.at < PROOF_MAX_AGE_MS) return current.proof.catch(() => solveBotCheck());
    return solveBotCheck();
  }, []);
}

/**
 * The login page's flow (docs/product/routing.md, docs/product/messages.md#validation, docs/product/messages.md): email or phone → code → signed in, or a magic link by
 * email, or a provider. A link (`token`, `type`) opens /login-link instead (routes/login.tsx).
 */
export function LoginPanel({ search }: { search: LoginSearch }) {
  const takeProof = useBotCheckProof();
  const [identifier, setIdentifier] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'identifier' });
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'code' | 'link' | 'verify' | 'resend' | null>(null);
  const providers = useLoginProviders();
  const nextRoute = safeNextRoute(search.nextRoute);

  const finish = useFinishLogin(nextRoute);

  useEffect(() => {
    const code = search.errorMessage;
    if (!code) return;
    // The texts of the portal's error codes: loaded only when the address carries one (the login page's first-load budget).
    void import('@domain/auth/login-page-errors').then(({ loginPageErrorText }) => setError(loginPageErrorText(code)));
  }, [search.errorMessage]);

  const sendCode = async (raw: string, resend = false) => {
    setBusy(resend ? 'resend' : 'code');
    setError(undefined);
    const outcome = await requestLoginCode(authApi, raw, takeProof);
    setBusy(null);
    if (outcome.ok) setStep({ kind: 'code', ...outcome.value });
    else setError(outcome.message);
  };

  const sendLink = async () => {
    setBusy('link');
    setError(undefined);
    const outcome = await requestMagicLink(authApi, identifier, nextRoute);
    setBusy(null);
    if (outcome.ok) setStep({ kind: 'link-sent', email: outcome.value.email });
    else setError(outcome.message);
  };

  if (step.kind === 'link-sent') {
    return (
      <Stack gap="4">
        <Text>
          We emailed a login link to{' '}
          <Text as="span" fontWeight="semibold">
            {step.email}
          </Text>
          . Open it on this device to log in.
        </Text>
        <Button variant="outline" alignSelf="flex-start" onClick={() => setStep({ kind: 'identifier' })}>
          Back
        </Button>
      </Stack>
    );
  }

  if (step.kind === 'code') {
    return (
      <CodeEntry
        identifier={step.identifier}
        errorMessage={error}
        busy={busy === 'verify'}
        resending={busy === 'resend'}
        onVerify={async (code) => {
          setBusy('verify');
          setError(undefined);
          const outcome = await verifyLoginCode(authApi, step.identifier, step.sid, code);
          if (outcome.ok) return finish();
          setBusy(null);
          setError(outcome.message);
        }}
        onResend={() => void sendCode(step.identifier.value, true)}
        onChangeIdentifier={() => {
          setError(undefined);
          setStep({ kind: 'identifier' });
        }}
      />
    );
  }

  return (
    <LoginCard
      identifier={identifier}
      onIdentifierChange={setIdentifier}
      errorMessage={error}
      busy={busy === 'code'}
      onSubmitIdentifier={(raw) => void sendCode(raw)}
    >
      <Button
        variant="plain"
        colorPalette="brand"
        alignSelf="center"
        loading={busy === 'link'}
        disabled={!identifier.trim() || busy !== null}
        onClick={() => void sendLink()}
      >
        Email me a link instead
      </Button>
      <ProviderButtons providers={providers} apiBaseUrl={apiBaseUrl()} nextRoute={nextRoute} />
    </LoginCard>
  );
}
