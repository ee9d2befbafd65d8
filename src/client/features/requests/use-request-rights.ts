import type { AppAbility } from '@domain/permissions/ability';
import { attachmentSubject } from '@domain/attachments/attachment-rights';
import type { AttachmentView } from '@domain/attachments/attachments-api';
import { requestSubject, type RequestField } from '@domain/requests/request-fields';
import type { RequestReadPart } from '@domain/requests/request-read-parts';
import type { RequestDetail } from '@domain/requests/request-views';
import { useSession } from '@/session/session-context';

const accessOf = (r: RequestDetail) => ({
  customerId: r.customerId,
  locationId: r.location.id,
  assignedToVendorId: r.assignedToVendor?.id ?? null,
  assetBrandOwnerId: null,
  requestStatus: r.requestStatus,
});

/**
 * Which parts of an open request the user may change, by the same rules the server enforces (a
 * dispatched vendor: only its own visit). A closed request changes nowhere here.
 */
export function useRequestRights(r: RequestDetail): (field: RequestField) => boolean {
  const { ability } = useSession();
  const open = r.requestStatus === 'Request Open';
  const subject = requestSubject(accessOf(r));
  return (field) => open && ability.can('update', subject, field);
}

export interface RequestPartRights {
  /**
   * Whether the user reads a part of the request (docs/product/requests.md#who-reads-what): before
   * the request loads, whether their rules could allow it at all, so the customer's parts load in
   * parallel with the request and nobody else asks for them.
   */
  reads: (part: RequestReadPart) => boolean;
  /** The customer's decisions beyond the request's own editors: the next PM request, follow-ups, the checklist. */
  decides: (field: RequestField) => boolean;
  /** Renaming, re-typing or deleting a file of the request (a vendor: its own, while open). */
  mayChangeFile: (file: AttachmentView, action: 'update' | 'delete') => boolean;
}

/** The request page's parts asked of the same ability as the server asks (nothing before the request loads). */
export function requestPartRights(ability: AppAbility, r: RequestDetail | undefined): RequestPartRights {
  if (!r) return { reads: (part) => ability.can('read', 'Request', part), decides: () => false, mayChangeFile: () => false };
  const request = requestSubject(accessOf(r));
  return {
    reads: (part) => ability.can('read', request, part),
    decides: (field) => ability.can('update', request, field),
    mayChangeFile: (file, action) => ability.can(action, attachmentSubject(accessOf(r), file.createdByUser?.id ?? null)),
  };
}
