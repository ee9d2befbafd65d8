import { createRouter } from '@tanstack/react-router';
import { NotFoundPage } from './components/not-found-page';
import { RouteError } from './components/route-error';
import { noteNavigationStart, RoutePending } from './components/route-pending';
import { queryClient } from './lib/query-client';
import { routeTree } from './route-tree.gen';

/**
 * Loaders warm the query cache (`ensureQueryData`); hovering or touching a link runs the next
 * route's loader ('intent'). The router keeps no cache of its own (`defaultPreloadStaleTime: 0`):
 * the query cache decides what is fresh.
 */
export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: RoutePending,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFoundPage,
  scrollRestoration: true,
});

// A page's data that has not come within NOT_ANSWERED_MS of the navigation is said to be late (route-pending.tsx).
router.subscribe('onBeforeNavigate', noteNavigationStart);

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
