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

/**
 * Starts loading the code of the page the app opens on, beside its guards' reads (the session):
 * the router would load each route's chunk only once the routes above it had loaded, so a cold
 * start read the session, then fetched the signed-in frame's and the page's code, one after the
 * other (`npm run bench:offline`'s cold start). Loading is all it does: guards and loaders run as before.
 */
export function preloadFirstPageCode(): void {
  for (const match of router.matchRoutes(router.latestLocation)) {
    void router.loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById])?.catch(() => undefined);
  }
}
