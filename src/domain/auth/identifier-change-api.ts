import { z } from 'zod';

/**
 * Changing the email or phone a person signs in with. A change never takes effect on anyone's word
 * but the person's: the new address gets a confirmation link, the old one is told, and only the
 * link (opened by whoever holds the new address) moves the login. Until then the old one works.
 */
export const IDENTIFIER_CHANGE_PATHS = {
  /** Under AUTH_PREFIX: redeems the link's token. */
  confirm: '/identifier-change/confirm',
} as const;

/** The public page the confirmation link opens (it posts the token). */
export const CONFIRM_IDENTIFIER_PAGE = '/confirm-identifier';

export const IDENTIFIER_CHANGE_TTL_HOURS = 24;

export const IDENTIFIER_KINDS = ['email', 'phone'] as const;
export type IdentifierKind = (typeof IDENTIFIER_KINDS)[number];

export const identifierChangeConfirmSchema = z.object({ token: z.string().trim().min(1, 'token is missing').max(200) });

/** What a confirmed change did. */
export const identifierChangeConfirmedSchema = z.object({ kind: z.enum(IDENTIFIER_KINDS), value: z.string() });
export type IdentifierChangeConfirmed = z.infer<typeof identifierChangeConfirmedSchema>;

/** A change waiting for the person's confirmation, as a people answer lists it. */
export const pendingIdentifierChangeSchema = z.object({ kind: z.enum(IDENTIFIER_KINDS), value: z.string(), expiresAt: z.string() });
export type PendingIdentifierChange = z.infer<typeof pendingIdentifierChangeSchema>;

export const IDENTIFIER_CHANGE_MESSAGES = {
  invalid: 'This confirmation link is not valid, was already used or has expired. Ask for the change again.',
} as const;
