import { pathWith } from '@domain/api/paths';
import type { Invitation } from '@domain/users/invitations-api';
import { USER_PATHS } from '@domain/users/users-api';
import { api } from '@/lib/api-client';

/** A person's invitation (docs/product/sessions-and-tenancy.md#invitations): only the person dialog loads these. */

/** Sends a person a new invitation (the pending one stops working). */
export const resendInvitation = (id: string, customerId: string) =>
  api<Invitation>(pathWith(USER_PATHS.invite, { id }), { method: 'POST', query: { customerId } });
/** Withdraws a person's pending invitation: its link stops working. */
export const withdrawInvitation = (id: string, customerId: string) =>
  api<Invitation>(pathWith(USER_PATHS.invite, { id }), { method: 'DELETE', query: { customerId } });
