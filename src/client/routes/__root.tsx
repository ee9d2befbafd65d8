import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { PublicNotFoundPage } from '../components/not-found-page';

/** What every route's `beforeLoad` and `loader` get: the query cache to warm (`ensureQueryData`). */
export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: PublicNotFoundPage,
});
