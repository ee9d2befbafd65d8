import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PublicPage } from '../components/public-page';
import { LoginCard } from '../features/auth/login-card';
import { useBrand } from '../lib/brand-context';
import { queryText } from '../lib/search-params';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ token: queryText, type: queryText, nextRoute: queryText, errorMessage: queryText }),
  component: LoginPage,
});

function LoginPage() {
  const brand = useBrand();
  const { errorMessage } = Route.useSearch();
  return (
    <PublicPage title={`Sign in to ${brand.title}`}>
      <LoginCard errorMessage={errorMessage} />
    </PublicPage>
  );
}
