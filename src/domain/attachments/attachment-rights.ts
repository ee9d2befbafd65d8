import { subject } from '@casl/ability';
import type { RequestStatus } from '../requests/request-enums';
import type { RequestSubjectFields } from '../requests/request-fields';

/**
 * The CASL Attachment subject: a request's file, with the request's access fields, its status and
 * who uploaded the file (a dispatched vendor changes only its own files, on an open request).
 */
export const attachmentSubject = (request: RequestSubjectFields & { requestStatus: RequestStatus }, createdByUserId: string | null) =>
  subject('Attachment', {
    customerId: request.customerId,
    locationId: request.locationId,
    assignedToVendorId: request.assignedToVendorId,
    assetBrandOwnerId: request.assetBrandOwnerId,
    requestStatus: request.requestStatus,
    createdByUserId,
  });

export const ATTACHMENT_CHANGE_REFUSED =
  "You may change only the files you uploaded, and only while the request is open: the customer's files are the customer's.";
