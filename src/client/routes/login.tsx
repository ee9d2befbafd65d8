import { createFileRoute, redirect } from '@tanstack/react-router';
import { PublicPage } from '../components/public-page';
import { LoginPanel } from '../features/auth/login-panel';
import { loginSearchSchema } from '../features/auth/login-search';
import { resetStoredState } from '../features/auth/reset-stored-state';
import { useBrand } from '../lib/brand-context';

/**
 * docs/product/routing.md: entering the login page resets all stored state (not on a hover preload). A login link
 * (`token`, `type`) goes on to /login-link, which asks the user to confirm the account before signing in.
 */
export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  beforeLoad: ({ preload, search }) => {
    if (preload) return;
    resetStoredState();
    if (search.token) throw redirect({ to: '/login-link', search, replace: true });
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
