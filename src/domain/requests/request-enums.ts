/** Enumerations of docs/product/requests.md for requests. */
export const REQUEST_PRIORITIES = ['Low', 'Medium', 'High', 'Emergency'] as const;
export type RequestPriority = (typeof REQUEST_PRIORITIES)[number];

export const REQUEST_STATUSES = ['Request Open', 'Request Closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const DEFAULT_REQUEST_STATUS_FILTER: RequestStatus = 'Request Open';

export const REQUEST_TYPES = ['Incident', 'Preventative', 'Self Service Incident', 'Self Service Preventative', 'Equipment Certification'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
/** Full-service request types; the self-service ones are created through self-service. */
export const FULL_SERVICE_REQUEST_TYPES = ['Incident', 'Preventative', 'Equipment Certification'] as const satisfies readonly RequestType[];
/** A self-service customer's request types, which its screens call Incident and Preventative. */
export const SELF_SERVICE_REQUEST_TYPES = ['Self Service Incident', 'Self Service Preventative'] as const satisfies readonly RequestType[];

/** Finer progress inside an open request; the spec leaves the list open, these are the portal's. */
export const REQUEST_SUB_STATUSES = [
  'Awaiting Dispatch',
  /** No vendor of the location's roster took the request (docs/product/requests.md#dispatch-automation). */
  'Dispatch Escalated',
  'Vendor Dispatched',
  'Vendor En Route',
  'Vendor On Site',
  'Awaiting Parts',
  'Awaiting Quote Approval',
  'Work Complete',
] as const;
export type RequestSubStatus = (typeof REQUEST_SUB_STATUSES)[number];

export const CONTACT_METHODS = ['Call', 'Email', 'Text', 'Chat'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
