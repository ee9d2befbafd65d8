import { z } from 'zod';
import { ROLE_NAMES } from '../../../domain/tenancy/roles';

export const emailSchema = z
  .email('email must be an email address')
  .max(320)
  .transform((v) => v.toLowerCase());
/** Stored E.164, as the login code flow expects. */
export const phoneSchema = z.string().regex(/^\+[1-9]\d{9,14}$/, 'phone must be an international number such as +15551234567');
const dateSchema = z.iso.date('must be a date (YYYY-MM-DD)');

const oooInOrder = (v: { oooStartDate?: string | null; oooEndDate?: string | null }) =>
  !v.oooStartDate || !v.oooEndDate || v.oooStartDate <= v.oooEndDate;
const oooMessage = { message: 'oooEndDate must not be before oooStartDate', path: ['oooEndDate'] };

const personFields = {
  name: z.string().trim().min(1, 'name must not be empty').max(200),
  email: emailSchema.nullable(),
  phone: phoneSchema.nullable(),
  role: z.enum(ROLE_NAMES, 'role must be one of the portal roles'),
  allLocations: z.boolean(),
  locationIds: z.array(z.guid('locationIds must be ids')).max(1000),
  oooStartDate: dateSchema.nullable(),
  oooEndDate: dateSchema.nullable(),
};

export const personCreateSchema = z
  .object({
    ...personFields,
    email: personFields.email.optional(),
    phone: personFields.phone.optional(),
    oooStartDate: personFields.oooStartDate.optional(),
    oooEndDate: personFields.oooEndDate.optional(),
    allLocations: personFields.allLocations.default(false),
    locationIds: personFields.locationIds.default([]),
    /** The customer to add the person to; defaults to the caller's current customer. */
    customerId: z.guid('customerId must be an id').optional(),
  })
  .strict()
  .refine((v) => !!v.email || !!v.phone, { message: 'email or phone is required, so the person can log in', path: ['email'] })
  .refine((v) => v.allLocations || v.locationIds.length > 0, { message: 'give at least one location, or allLocations', path: ['locationIds'] })
  .refine(oooInOrder, oooMessage);

export const personPatchSchema = z
  .object({ ...personFields, customerId: z.guid('customerId must be an id') })
  .partial()
  .strict()
  .refine(oooInOrder, oooMessage);
