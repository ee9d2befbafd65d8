import { queryOptions, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { apiErrorMessage } from './api-error';

/** A failed read, carrying the text the screen shows (docs/product/messages.md). */
export class ApiReadError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = 'ApiReadError';
  }
}

/**
 * `queryOptions` for one API read: its failure becomes an `ApiReadError` whose message is the
 * server's `message` when it sent one, else the docs/product/messages.md fallback given here. A
 * screen shows `query.error.message` as is.
 */
export function apiQuery<T, K extends QueryKey>(options: { queryKey: K; read: (signal: AbortSignal) => Promise<T>; failure: string }) {
  return queryOptions({
    queryKey: options.queryKey,
    queryFn: async ({ signal }) => {
      try {
        return await options.read(signal);
      } catch (error) {
        throw new ApiReadError(apiErrorMessage(error, options.failure), error);
      }
    },
  });
}

/** A read as a screen holds it: `data`, `error.message` (the text to show), `isPending`, `refetch`. */
export type ApiRead<T> = UseQueryResult<T, Error>;
