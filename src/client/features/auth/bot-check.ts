import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { $Fetch } from 'ofetch';
import { AUTH_PATHS } from '@domain/auth/auth-api';

/**
 * The ALTCHA proof of work the code requests need (x-altcha header): fetches a challenge and
 * solves it in the page with WebCrypto, answering the base64 payload the server checks. Each
 * payload is good for one request.
 */
export async function solveBotCheck(auth: $Fetch): Promise<string> {
  const challenge = await auth<Challenge>(AUTH_PATHS.botCheckChallenge);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The verification check could not be completed. Please try again.');
  return btoa(JSON.stringify({ challenge, solution }));
}
