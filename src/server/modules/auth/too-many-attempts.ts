import { HttpError } from '../../http-error';

/** The 429 the login page shows as is. */
export function tooManyAttempts(retryAfterMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new HttpError(429, `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}
