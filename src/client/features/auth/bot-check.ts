import { solveChallenge, solveChallengeWorkers, type Challenge, type Solution } from 'altcha-lib';
import type { $Fetch } from 'ofetch';
import { AUTH_PATHS } from '@domain/auth/auth-api';

/** Workers that search the proof side by side: two halve a phone's wait, more mostly cost start-up. */
const MAX_WORKERS = 2;

/**
 * The proof in Web Workers (issue 32: solved on the main thread it was most of the login page's
 * blocking time, while the user typed); in the page itself only where there are no workers.
 */
async function solve(challenge: Challenge): Promise<Solution | null> {
  if (typeof Worker === 'undefined') {
    const { deriveKey } = await import('altcha-lib/algorithms/web/sha');
    return solveChallenge({ challenge, deriveKey });
  }
  const { default: BotCheckWorker } = await import('./bot-check.worker?worker');
  return solveChallengeWorkers({
    challenge,
    concurrency: Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 1),
    createWorker: () => new BotCheckWorker(),
  });
}

/**
 * The ALTCHA proof of work the code requests need (x-altcha header): fetches a challenge and
 * solves it with WebCrypto, answering the base64 payload the server checks. Each payload is good
 * for one request.
 */
export async function solveBotCheck(auth: $Fetch): Promise<string> {
  const challenge = await auth<Challenge>(AUTH_PATHS.botCheckChallenge);
  const solution = await solve(challenge);
  if (!solution) throw new Error('The verification check could not be completed. Please try again.');
  return btoa(JSON.stringify({ challenge, solution }));
}
