/**
 * An error a route throws to answer with a status and a message the client shows as is
 * (docs/product/messages.md: the server's `message` wins over the client's fallback text).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (message = 'You do not have permission to do that.') => new HttpError(403, message);
export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found.`);
export const conflict = (message: string) => new HttpError(409, message);

/** The 429 the login page shows as is. */
export function tooManyAttempts(retryAfterMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new HttpError(429, `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}
