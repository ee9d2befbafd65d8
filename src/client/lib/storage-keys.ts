/** localStorage keys the client owns. */
export const STORAGE_KEYS = {
  /** The deployed version last seen by the version check (docs/product/routing.md). */
  appVersion: 'appVersion',
  /** Whether this instance is a joint-brand instance, 'true' or 'false' (docs/product/README.md). */
  jointBrand: 'jointBrand',
  /** The requests this user opened last, newest first, for Find a request (docs/product/requests.md); one list per user id. */
  recentRequests: (userId: string) => `recentRequests:${userId}`,
  /** '1' when the user turned the offline set off on this device (docs/adr/0010-offline-set.md); on otherwise. */
  offlineSetOff: 'offlineSetOff',
  /**
   * '1' when this device's last session had a current customer to read, '0' when it had none (a
   * vendor's, a brand's): the next start reads the customer beside the user only when one is expected.
   */
  customerExpected: 'customerExpected',
} as const;
