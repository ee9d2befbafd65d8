import { z } from 'zod';
import { isoTimestamp } from '../api/contract';
import { identifierMoveSchema, personSchema } from './users-api';

/**
 * Invitations (docs/product/sessions-and-tenancy.md#invitations) and the person answers that carry
 * one: apart from users-api.ts so that the pages that only name people do not load them.
 */

/** How long an invitation's sign-in link works (docs/product/sessions-and-tenancy.md#invitations). */
export const INVITATION_TTL_DAYS = 7;
export const INVITATION_STATES = ['Pending', 'Accepted', 'Expired', 'Withdrawn'] as const;

/** The latest invitation of a person to a customer: a sign-in link sent when a manager added them. */
export const invitationSchema = z.object({
  state: z.enum(INVITATION_STATES),
  channel: z.enum(['email', 'sms']),
  sentTo: z.string(),
  sentAt: isoTimestamp,
  expiresAt: isoTimestamp,
  invitedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const INVITATION_MESSAGES = {
  resend: 'An error occurred while trying to send the invitation.',
  withdraw: 'An error occurred while trying to withdraw the invitation.',
  accepted: 'This person has signed in already: they need no invitation.',
  noneToWithdraw: 'There is no pending invitation to withdraw.',
  noAddress: 'This person has no email address or mobile phone to send an invitation to.',
} as const;

/** POST user-profiles: the person, and the invitation a new person was sent (null for someone who already had a login). */
export const personCreatedSchema = personSchema.extend({ invitation: invitationSchema.nullable() });
export type PersonCreated = z.infer<typeof personCreatedSchema>;

export const personDetailSchema = personSchema.extend({
  identifierHistory: z.array(identifierMoveSchema),
  /** Null for someone never invited (added before invitations, or by the seed). */
  invitation: invitationSchema.nullable(),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;
