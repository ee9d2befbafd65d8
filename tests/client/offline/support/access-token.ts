import { COOKIES } from '@domain/api/cookies';

/** An access token as the server makes them (base64url JSON claims, a dot, a signature); the client reads only its subject. */
export const accessTokenFor = (sub: string): string =>
  `${btoa(JSON.stringify({ sub, sid: 's', exp: 9e9 }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}.sig`;

/** Signs `sub` in as the page sees it: the access cookie the outbox and its watchers read the user from. */
export function signInCookie(sub: string): void {
  document.cookie = `${COOKIES.accessToken}=${accessTokenFor(sub)}; path=/`;
}
