import { QueryClient } from '@tanstack/react-query';
import { FetchError } from 'ofetch';

/** Statuses worth one more try: the network or the server hiccuped, the answer may differ next time. */
const isTransient = (error: unknown) =>
  error instanceof FetchError && (error.status === undefined || error.status === 408 || error.status === 429 || error.status >= 500);

/**
 * The app's one query cache. The cache lives in memory for one signed-in user: changing user,
 * impersonation or selection reloads the page at the root (docs/product/sessions-and-tenancy.md),
 * which starts a new cache.
 *
 * - networkMode 'always': offline, the service worker answers reads from its own cache (marked with
 *   their age); a query paused on `navigator.onLine` would never ask it.
 * - staleTime 30 s: moving between screens reuses what was just read; a write invalidates what it
 *   changed at once (see `invalidateAfterWrite`).
 * - One retry, and only for a transient failure; a 4xx is the answer.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        staleTime: 30_000,
        retry: (failures, error) => failures < 1 && isTransient(error),
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

export const queryClient = createQueryClient();
