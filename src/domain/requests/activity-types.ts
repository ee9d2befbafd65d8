/**
 * Kinds of entries on a request's timeline (docs/product/requests.md Activity). Every state change writes one;
 * 'Note' and 'Activity' are written by people and are the only ones they may edit or delete.
 */
export const ACTIVITY_TYPES = [
  'Request Created',
  'Request Updated',
  'Request Type Changed',
  'Dispatch Confirmation',
  'Sub-Status Changed',
  'Priority Changed',
  'ETA Updated',
  'Service Window Updated',
  'Check In',
  'Check Out',
  'Troubleshooting',
  'Request Completed',
  'Request Reopened',
  // From public links (docs/product/public-links.md): a vendor's answers, a contact's rating.
  'Dispatch Declined',
  // From the dispatch automation (docs/product/requests.md#dispatch-automation).
  'Dispatch Offered',
  'Dispatch Timed Out',
  'Dispatch Escalated',
  'Quote Requested',
  'Quote Submitted',
  'Quote Approved',
  'Quote Rejected',
  'Vendor Update',
  'Customer Rating',
  // Escalations to the equipment's manufacturer (docs/product/escalations.md).
  'Escalated',
  'Escalation Update',
  'Manufacturer Rating',
  'Note',
  'Activity',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Timeline entries people write themselves (notes on full-service requests, self-service activities). */
export const AUTHORED_ACTIVITY_TYPES: readonly ActivityType[] = ['Note', 'Activity'];
