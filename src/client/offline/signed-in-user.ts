import { signalDrain } from './drain-signal';
import { clearCachedReads, forgetOtherUsers } from './offline-account';
import { refreshOfflineSetNow } from './offline-set/offline-set-runner';
import { clearOfflineSetIndex } from './offline-set/offline-set-db';
import { currentUserId } from './page-context';

let adopted: string | null = null;

/**
 * Called when the signed-in shell opens: the first time for a user on this page, another user's
 * offline data leaves the device, the browser is asked to keep the storage (so queued photos are not
 * evicted under pressure), the user's queued writes are sent and their offline set is refreshed.
 */
export async function adoptSignedInUser(): Promise<void> {
  const userId = currentUserId();
  if (!userId || userId === adopted) return;
  adopted = userId;
  await forgetOtherUsers(userId);
  await navigator.storage?.persist?.().catch(() => false);
  signalDrain();
  // A sign-in within the page: the user's offline set starts filling now (docs/adr/0010-offline-set.md).
  void refreshOfflineSetNow();
}

/** Sign-out (entering the login page): the cached reads and the offline set's index go; undelivered writes stay for their user. */
export async function forgetSignedInUser(): Promise<void> {
  adopted = null;
  await Promise.all([clearCachedReads(), clearOfflineSetIndex()]);
}
