/** A fetch that got no answer: offline, or the server unreachable (the browsers' own wordings). */
const NETWORK_FAILURE = /Failed to fetch|NetworkError|Load failed|Importing a module script failed|dynamically imported module/i;

/**
 * ofetch's failed call, known by its name: importing its class here would split ofetch into a chunk
 * of its own, which the login page's first load would pay for.
 */
const isFetchError = (error: Error): error is Error & { response?: Response } => error.name === 'FetchError';

/**
 * An error the page expects and shows as a message (docs/product/messages.md), not a bug to report: an
 * API answer below 500 (the server reports its own 500s) or a call that got no answer. Wrapped
 * errors (a failed read, a failed session load) are judged by their cause.
 */
export function isExpectedError(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (isFetchError(current)) return current.response === undefined || current.response.status < 500;
    if (current instanceof TypeError && NETWORK_FAILURE.test(current.message)) return true;
  }
  return false;
}
