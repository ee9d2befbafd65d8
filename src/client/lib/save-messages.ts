/**
 * docs/product/messages.md texts every save uses: a failure shows the server's `message` when it
 * sends one, `saveFailed` otherwise; every successful save says `saved`.
 */
export const SAVE_MESSAGES = {
  saved: 'Save Successful.',
  saveFailed: 'An error occurred while trying to save.',
  /** Writes that need the network (those not queued by the outbox) say so when it is absent. */
  offline: 'You are offline. Connect to the internet and try again.',
} as const;
