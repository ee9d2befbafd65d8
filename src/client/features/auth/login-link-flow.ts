import { FetchError, type $Fetch } from 'ofetch';
import { AUTH_PATHS, type LinkAccountAnswer, type SessionAnswer } from '@domain/auth/auth-api';
import { apiErrorMessage } from '@/lib/api-error';

/** docs/product/messages.md: a link that could not be verified for another reason than being invalid. */
export const MAGIC_LINK_FAILED_MESSAGE = 'Error verifying magic link';

export type LinkOutcome<T> = { ok: true; value: T } | { ok: false; invalidLink: true } | { ok: false; invalidLink: false; message: string };

const pathsOf = (type: string | undefined) =>
  type === 'legacy'
    ? { account: AUTH_PATHS.legacyMagicLinkAccount, verify: AUTH_PATHS.legacyMagicLinkVerify }
    : { account: AUTH_PATHS.magicLinkAccount, verify: AUTH_PATHS.magicLinkVerify };

/** A used, expired or unknown link is answered 401 (or 400 when malformed) and sends the user to /invalid-link. */
async function linkCall<T>(call: () => Promise<T>): Promise<LinkOutcome<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    const status = error instanceof FetchError ? error.status : undefined;
    if (status === 401 || status === 400) return { ok: false, invalidLink: true };
    return { ok: false, invalidLink: false, message: apiErrorMessage(error, MAGIC_LINK_FAILED_MESSAGE) };
  }
}

/** Whose account a magic or legacy link (`/login?token=&type=magic|legacy`) signs into; the link stays unused. */
export function loginLinkAccount(auth: $Fetch, token: string, type: string | undefined): Promise<LinkOutcome<LinkAccountAnswer>> {
  return linkCall(() => auth<LinkAccountAnswer>(pathsOf(type).account, { query: { token } }));
}

/** Uses the link up and signs in (the server sets the cookies): a same-origin POST, made on the user's tap. */
export function verifyLoginLink(auth: $Fetch, token: string, type: string | undefined): Promise<LinkOutcome<SessionAnswer>> {
  return linkCall(() => auth<SessionAnswer>(pathsOf(type).verify, { method: 'POST', body: { token } }));
}
