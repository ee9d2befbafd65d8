import { subject } from '@casl/ability';
import type { AppAbility } from '../permissions/ability';

/** What decides who may act on an escalation: its customer and location, and the manufacturer. */
export interface EscalationTenancy {
  customerId: string;
  locationId: string;
  brandOwner: { id: string } | null;
}

const escalationSubject = (e: EscalationTenancy) =>
  subject('Escalation', { customerId: e.customerId, locationId: e.locationId, brandOwnerId: e.brandOwner?.id ?? null });

/**
 * Who may post updates and files (docs/product/escalations.md): the customer users who
 * may escalate at the location (`create Escalation`), or the manufacturer's users (`update Escalation`).
 */
export const mayActOnEscalation = (ability: AppAbility, e: EscalationTenancy): boolean =>
  ability.can('create', escalationSubject(e)) || ability.can('update', escalationSubject(e));

/**
 * Resolving is the customer's (those who may escalate at the location) and administrators': the
 * requester then rates the manufacturer, so the manufacturer does not close the case it is rated on.
 */
export const mayResolveEscalation = (ability: AppAbility, e: EscalationTenancy): boolean => ability.can('create', escalationSubject(e));

/** Only the manufacturer's own users say it has responded, or propose a resolution. */
export const maySpeakForManufacturer = (ability: AppAbility, e: EscalationTenancy): boolean => ability.can('update', escalationSubject(e));
