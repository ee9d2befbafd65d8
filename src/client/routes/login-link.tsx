import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { PublicPage } from '../components/public-page';
import { LinkSignIn } from '../features/auth/link-sign-in';
import { safeNextRoute } from '../features/auth/login-flow';
import { useFinishLogin } from '../features/auth/use-finish-login';
import { useBrand } from '../lib/brand-context';
import { requireLinkParams } from '../lib/link-guard';
import { queryText } from '../lib/search-params';

/** A magic or legacy login link, reached from /login?token=&type= (docs/adr/0004-security-boundaries.md#sign-in-links). */
export const Route = createFileRoute('/login-link')({
  validateSearch: z.object({ token: queryText, type: queryText, nextRoute: queryText }),
  beforeLoad: ({ search }) => requireLinkParams(search.token),
  component: LoginLinkPage,
});

function LoginLinkPage() {
  const brand = useBrand();
  const { token, type, nextRoute } = Route.useSearch();
  const navigate = useNavigate();
  const finish = useFinishLogin(safeNextRoute(nextRoute));
  const toInvalidLink = useCallback(() => void navigate({ to: '/invalid-link', replace: true }), [navigate]);
  return (
    <PublicPage title={`Log in to ${brand.title}`}>
      <LinkSignIn
        token={token ?? ''}
        type={type}
        onSignedIn={(answerNextRoute) => void finish(answerNextRoute)}
        onInvalidLink={toInvalidLink}
        onOtherWay={() => void navigate({ to: '/login', replace: true })}
      />
    </PublicPage>
  );
}
