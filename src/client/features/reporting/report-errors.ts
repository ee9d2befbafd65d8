import { FetchError } from 'ofetch';

/**
 * docs/product/messages.md: reporting ignores 'Network Error' and status 400. Such a failure is not
 * shown as an error: the page keeps the last figures it had, marked as not current. `error` is the
 * query's error (an ApiReadError whose cause is the call's failure) or the call's failure itself.
 */
export function isQuietReportError(error: unknown): boolean {
  const failure = error instanceof Error && !(error instanceof FetchError) && error.cause !== undefined ? error.cause : error;
  if (failure instanceof FetchError) return failure.response === undefined || failure.statusCode === 400;
  // fetch itself rejects with a TypeError when there is no network.
  return failure instanceof TypeError;
}
