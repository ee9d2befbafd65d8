import { signalDrain } from './drain-signal';
import { clearCachedReads, forgetOtherUsers } from './offline-account';
import { currentUserId } from './page-context';

let adopted: string | null = null;

/**
 * Called when the signed-in shell opens: the first time for a user on this page, another user's
 * offline data leaves the device, the browser is asked to keep the storage (so queued photos are not
 * evicted under pressure), and the user's queued writes are sent.
 */
export async function adoptSignedInUser(): Promise<void> {
  const userId = currentUserId();
  if (!userId || userId === adopted) return;
  adopted = userId;
  await forgetOtherUsers(userId);
  await navigator.storage?.persist?.().catch(() => false);
  signalDrain();
}

/** Sign-out (entering the login page): the cached reads go; undelivered writes stay for their user. */
export async function forgetSignedInUser(): Promise<void> {
  adopted = null;
  await clearCachedReads();
}
