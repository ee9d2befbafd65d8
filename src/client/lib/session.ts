import { COOKIES } from '../../domain/api/cookies';
import { readCookie } from './cookies';

/** SPEC §4: the access-token cookie being present means signed in. */
export function isSignedIn(): boolean {
  return readCookie(COOKIES.accessToken) !== undefined;
}
