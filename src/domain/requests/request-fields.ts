import { subject } from '@casl/ability';

/**
 * The parts of a request an update changes, as the fields of the CASL Request subject: a body
 * field's own name, or the name of the call that changes it (eta, subStatus, serviceWindow,
 * checkIn, completion; pmSchedule for generate-next, followUps, checklist for its bulk edit).
 * Rules without fields allow them all.
 */
export const REQUEST_FIELD_LABELS = {
  requestType: 'type',
  requestPriority: 'priority',
  ticketName: 'ticket name',
  incidentDescription: 'description',
  symptoms: 'symptoms',
  contactIds: 'contacts',
  assignedToVendorId: 'vendor',
  troubleshootingStatus: 'troubleshooting status',
  troubleshootingNotes: 'troubleshooting notes',
  troubleshootingGuideAvailable: 'troubleshooting guide',
  troubleshootingGuideViewedAt: 'troubleshooting guide viewed',
  selfServiceTroubleshootingStatus: 'troubleshooting status',
  isOtApproved: 'overtime approval',
  otApprovedBy: 'overtime approver',
  emergencyCallbackPhoneNumber: 'emergency callback number',
  nteCents: 'not-to-exceed amount',
  escalateThroughEep: 'escalation',
  escalationReasons: 'escalation reasons',
  requestStatus: 'status',
  completedAt: 'completion date',
  resolutionStatement: 'resolution',
  completion: 'completion',
  eta: 'ETA',
  subStatus: 'sub-status',
  serviceWindow: 'service window',
  checkIn: 'check-in',
  pmSchedule: 'PM schedule',
  followUps: 'follow-ups',
  checklist: 'PM checklist',
} as const;
export type RequestField = keyof typeof REQUEST_FIELD_LABELS;

/**
 * What the vendor a request is dispatched to may change: its own visit (ETA, sub-status, service
 * window, check-in). Type, priority, vendor, contacts, overtime approval, escalation and completion
 * are the customer's decisions, and so are the next PM request, follow-ups and the checklist's items
 * (marking an item done is the visit's). Notes and files are not fields of the request: whoever
 * sees it adds them; a vendor changes only its own files (the Attachment subject).
 */
export const VENDOR_REQUEST_FIELDS: readonly RequestField[] = ['eta', 'subStatus', 'serviceWindow', 'checkIn'];

/** The fields of the Request subject that decide who may see and change it. */
export interface RequestSubjectFields {
  customerId: string;
  locationId: string;
  assignedToVendorId: string | null;
  assetBrandOwnerId: string | null;
}

export const requestSubject = (r: RequestSubjectFields) =>
  subject('Request', { customerId: r.customerId, locationId: r.locationId, assignedToVendorId: r.assignedToVendorId, assetBrandOwnerId: r.assetBrandOwnerId });

/** The message for a change the caller may not make. */
export function deniedFieldsMessage(fields: readonly RequestField[]): string {
  const names = [...new Set(fields.map((f) => REQUEST_FIELD_LABELS[f]))];
  return `You may not change the ${names.join(', ')} of this request: that is the customer's decision.`;
}
