import { z } from 'zod';
import { opIdField, pageOf } from '../api/contract';
import { ROLE_NAMES } from '../tenancy/roles';
import { invitationSchema } from '../users/invitations-api';
import { emailSchema, phoneSchema } from '../users/users-api';
import { VENDOR_PERSON_ROLES } from './vendor-directory-constants';

/**
 * A vendor's people (docs/product/vendors.md#vendor-people): who works for the vendor, and whether
 * they have signed in with their invitation. Added by the vendor's own Dispatchers, and by the
 * leaders of the customer that added the vendor while it keeps its profile. `:id` is the vendor,
 * `:userId` one of its people.
 */

export { VENDOR_PERSON_ROLES, type VendorPersonRole } from './vendor-directory-constants';

export const vendorPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(ROLE_NAMES),
  /** Archived people keep their place in the list but cannot sign in. */
  archived: z.boolean(),
  /** Their latest invitation to the vendor; null for someone who had a login when added (or was set up by the portal). */
  invitation: invitationSchema.nullable(),
});
export type VendorPerson = z.infer<typeof vendorPersonSchema>;
export const vendorPersonPageSchema = pageOf(vendorPersonSchema);
export const vendorPersonWriteResultSchema = vendorPersonSchema.extend(opIdField);
export type VendorPersonWriteResult = z.infer<typeof vendorPersonWriteResultSchema>;

/** POST vendors/{id}/people → 201 VendorPersonWriteResult: a person who works for the vendor, sent an invitation (or told, when they have a login). */
export const vendorPersonCreateSchema = z
  .object({
    name: z.string('name must be text').trim().min(1, 'name must not be empty').max(200, 'name must be at most 200 characters'),
    email: emailSchema.optional(),
    phone: phoneSchema.optional(),
    role: z.enum(VENDOR_PERSON_ROLES, `role must be one of ${VENDOR_PERSON_ROLES.join(', ')}`),
  })
  .strict()
  .refine((v) => !!v.email || !!v.phone, { message: 'email or phone is required, so the invitation reaches them', path: ['email'] });
export type VendorPersonCreate = z.input<typeof vendorPersonCreateSchema>;

export const VENDOR_PEOPLE_MESSAGES = {
  forbidden: 'You do not have permission to manage this vendor’s people.',
  archived: 'This person is archived: they cannot be invited.',
} as const;
