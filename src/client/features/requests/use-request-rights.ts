import { requestSubject, type RequestField } from '../../../domain/requests/request-fields';
import type { RequestDetail } from '../../../domain/requests/request-views';
import { useSession } from '../../session/session-context';

/**
 * Which parts of an open request the user may change, by the same rules the server enforces (a
 * dispatched vendor: only its own visit). A closed request changes nowhere here.
 */
export function useRequestRights(r: RequestDetail): (field: RequestField) => boolean {
  const { ability } = useSession();
  const open = r.requestStatus === 'Request Open';
  const subject = requestSubject({
    customerId: r.customerId,
    locationId: r.location.id,
    assignedToVendorId: r.assignedToVendor?.id ?? null,
    assetBrandOwnerId: null,
  });
  return (field) => open && ability.can('update', subject, field);
}
