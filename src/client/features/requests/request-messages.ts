import { SAVE_MESSAGES } from '@/lib/save-messages';

/**
 * docs/product/messages.md texts of the request screens. A failed call shows the server's `message` when it sends
 * one (apiErrorMessage), these otherwise.
 */
export const REQUEST_MESSAGES = {
  ...SAVE_MESSAGES,
  list: 'An error occurred while trying to get requests',
  selfServiceList: 'An error occurred while trying to get self-service requests',
  load: 'An error occurred while trying to get the request',
  create: 'An error occurred while trying to save new request',
  createSelfService: 'An error occurred while trying to save new self-service request',
  update: 'An error occurred while trying to update request',
  eta: 'An error occurred while trying to update the eta',
  priority: 'An error occurred while trying to update request priority',
  checkIn: 'An error occurred while checking into the request',
  checkOut: 'An error occurred while checking out of the request',
  complete: 'An error occurred while trying to complete request',
  assignVendor: 'An error occurred while trying to assign vendor',
  setEta: 'An error occurred while trying to set ETA',
  addActivity: 'An error occurred while trying to add activity',
} as const;

/**
 * docs/product/messages.md: what a save on a request did, said in the snackbar. Functions with
 * parameters (not sentences joined together), so each can be translated whole.
 */
export const REQUEST_DONE = {
  vendorAssigned: (vendor: string | undefined) => (vendor ? `Vendor assigned: ${vendor}.` : 'Vendor assigned.'),
  etaSet: (when: string) => `ETA set to ${when}.`,
  etaRemoved: 'ETA removed.',
  closed: 'Request closed.',
} as const;
