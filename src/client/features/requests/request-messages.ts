/**
 * docs/product/messages.md texts of the request screens. A failed call shows the server's `message` when it sends
 * one (apiErrorMessage), these otherwise; every successful save says `saved`.
 */
export const REQUEST_MESSAGES = {
  saved: 'Save Successful.',
  saveFailed: 'An error occurred while trying to save.',
  list: 'An error occurred while trying to get requests',
  selfServiceList: 'An error occurred while trying to get self-service requests',
  load: 'An error occurred while trying to get the request',
  create: 'An error occurred while trying to save new request',
  createSelfService: 'An error occurred while trying to save new self-service request',
  update: 'An error occurred while trying to update request',
  eta: 'An error occurred while trying to update the eta',
  priority: 'An error occurred while trying to update request priority',
  checkIn: 'An error occurred while checking into the request',
  complete: 'An error occurred while trying to complete request',
  assignVendor: 'An error occurred while trying to assign vendor',
  setEta: 'An error occurred while trying to set ETA',
  addActivity: 'An error occurred while trying to add activity',
  upload: 'An error occurred while trying to upload file.',
  deleteAttachment: 'An error occurred while trying to delete attachment',
  markChecklist: 'An error occurred while trying to mark pm checklist item',
  /** Writes that need the network (those not queued by the outbox) say so when it is absent. */
  offline: 'You are offline. Connect to the internet and try again.',
} as const;
