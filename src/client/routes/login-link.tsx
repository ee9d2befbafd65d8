import { createFileRoute, Navigate, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PublicPage } from '../components/public-page';
import { LinkSignIn } from '../features/auth/link-sign-in';
import { loginSearchSchema } from '../features/auth/login-search';
import { useFinishLogin } from '../features/auth/use-finish-login';
import { useBrand } from '../lib/brand-context';

/** A magic or legacy login link, reached from /login?token=&type= (docs/adr/0004-security-boundaries.md#sign-in-links). */
export const Route = createFileRoute('/login-link')({
  validateSearch: loginSearchSchema,
  component: LoginLinkPage,
});

function LoginLinkPage() {
  const brand = useBrand();
  const { token, type, nextRoute } = Route.useSearch();
  const navigate = useNavigate();
  const finish = useFinishLogin(nextRoute);
  const toInvalidLink = useCallback(() => void navigate({ to: '/invalid-link', replace: true }), [navigate]);
  if (!token) return <Navigate to="/invalid-link" replace />;
  return (
    <PublicPage title={`Log in to ${brand.title}`}>
      <LinkSignIn
        token={token}
        type={type}
        onSignedIn={(answerNextRoute) => void finish(answerNextRoute)}
        onInvalidLink={toInvalidLink}
        onOtherWay={() => void navigate({ to: '/login', replace: true })}
      />
    </PublicPage>
  );
}
