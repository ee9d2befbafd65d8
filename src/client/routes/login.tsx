import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { PublicPage } from '../components/public-page';
import { LoginPanel } from '../features/auth/login-panel';
import { resetStoredState } from '../features/auth/reset-stored-state';
import { useBrand } from '../lib/brand-context';
import { queryText } from '../lib/search-params';

/**
 * docs/product/routing.md: entering the login page resets all stored state (not on a hover preload). A login link
 * (`token`, `type`) goes on to /login-link, which asks the user to confirm the account before signing in.
 */
export const Route = createFileRoute('/login')({
  validateSearch: z.object({ token: queryText, type: queryText, nextRoute: queryText, errorMessage: queryText }),
  beforeLoad: ({ preload, search: { token, type, nextRoute } }) => {
    if (preload) return;
    resetStoredState();
    if (token) throw redirect({ to: '/login-link', search: { token, type, nextRoute }, replace: true });
  },
  component: LoginPage,
});

function LoginPage() {
  const brand = useBrand();
  const search = Route.useSearch();
  return (
    <PublicPage title={`Log in to ${brand.title}`}>
      <LoginPanel search={search} />
    </PublicPage>
  );
}
