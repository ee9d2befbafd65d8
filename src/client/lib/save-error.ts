import { FetchError } from 'ofetch';
import { apiErrorMessage } from './api-error';
import { SAVE_MESSAGES } from './save-messages';

/** A call that never got an answer: the device is offline or the server unreachable. */
export function isNetworkFailure(error: unknown, online: boolean = navigator.onLine): boolean {
  return !online || (error instanceof FetchError && error.response === undefined);
}

/**
 * What to show when a write that needs the network fails: that there is no network, the server's
 * message, or the docs/product/messages.md fallback of the call.
 */
export function saveErrorMessage(error: unknown, fallback: string, online: boolean = navigator.onLine): string {
  return isNetworkFailure(error, online) ? SAVE_MESSAGES.offline : apiErrorMessage(error, fallback);
}
