import { z } from 'zod';
import { isoTimestamp, pageOf } from '../api/contract';
import { pageQuerySchema } from '../api/paging';
import { IDENTIFIER_KINDS, pendingIdentifierChangeSchema } from '../auth/identifier-change-api';
import { ROLE_NAMES } from '../tenancy/roles';

/**
 * The people calls of docs/product/sessions-and-tenancy.md, docs/product/README.md#api (under API_PREFIX): a customer's people, a location's contacts
 * and the administrators' user search and impersonation favourites. `:id` is a user id.
 */
export const USER_PATHS = {
  /** GET → UserInfo (./user-info): the acting user and the session facts the guards need. */
  self: '/user-profiles/self',
  /** GET peopleListQuerySchema → Page<Person>; POST personCreateSchema → 201 PersonCreated (invitations-api.ts: a new person is sent an invitation). */
  people: '/user-profiles',
  /** GET peopleCsvQuerySchema (people-csv.ts) → text/csv of PEOPLE_CSV_COLUMNS: the customer's people, for those who manage them. */
  exportCsv: '/user-profiles/export.csv',
  /** POST text/csv, query csvImportQuerySchema → PeopleImportAnswer (people-csv.ts): adds, invites and changes people. */
  importCsv: '/user-profiles/import',
  /** GET peopleSearchQuerySchema → Page<Person>, in the current customer (else every customer in scope). */
  search: '/user-profiles/search',
  /** GET personCustomerQuerySchema → PersonDetail (invitations-api.ts); PATCH personPatchSchema → PersonEditAnswer; DELETE (archive) → PersonArchiveAnswer. */
  person: '/user-profiles/:id',
  /** POST → Person: brings an archived person back. */
  restore: '/user-profiles/:id/restore',
  /** POST personCustomerQuerySchema → Invitation (invitations-api.ts): sends a new invitation (the pending one stops working); DELETE → Invitation: withdraws it. */
  invite: '/user-profiles/:id/invite',
  /** GET availabilityQuerySchema → Availability: whether an email and a phone are free among the caller's customer's people. */
  availability: '/user-profiles/availability',
  /** GET → Page<LocationContact>: the location's active people. */
  locationContacts: '/user-profiles/contacts/:locationId',
  /** GET userSearchQuerySchema → Page<UserSummary>: every user (administrators only). */
  adminSearch: '/user-profiles/admin/search',
  /** GET → Page<FavoriteEntry>: the signed-in administrator's favourite impersonation targets. */
  favorites: '/user-profiles/admin/impersonation-favorites',
  /** GET, PUT (add, idempotent) → FavoriteEntry; DELETE → 204. `:id` is the target user. */
  favorite: '/user-profiles/admin/impersonation-favorites/:id',
} as const;

const roleSchema = z.enum(ROLE_NAMES, 'role must be one of the portal roles');

export const emailSchema = z
  .email('email must be an email address')
  .max(320)
  .transform((v) => v.toLowerCase());
/** Stored E.164, as the login code flow expects. */
export const phoneSchema = z.string().regex(/^\+[1-9]\d{9,14}$/, 'phone must be an international number such as +15551234567');
/** A calendar day (YYYY-MM-DD), as out-of-office dates are kept. */
const dateSchema = z.iso.date('must be a date (YYYY-MM-DD)');

// ---- Inputs

const booleanQuery = z.enum(['true', 'false'], 'must be true or false').transform((v) => v === 'true');

/** Which customer a person call is about; defaults to the caller's current customer. */
export const personCustomerQuerySchema = z.object({ customerId: z.guid('customerId must be an id').optional() });

export const peopleListQuerySchema = pageQuerySchema.extend({
  /** Name, email or phone contains this text. */
  search: z.string().trim().max(200).optional(),
  includeArchived: booleanQuery.optional(),
  /** The viewer's IANA time zone: whose today marks a person without one location out of office (the server checks it). */
  timeZone: z.string().max(64).optional(),
  ...personCustomerQuerySchema.shape,
});

export const peopleSearchQuerySchema = pageQuerySchema.extend({ search: z.string().trim().min(1, 'search must not be empty').max(200) });

/** Administrators' search over every user: name, email or phone contains `search`. */
export const userSearchQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  /** true: only active internal staff (the account manager picker). */
  internalStaff: booleanQuery.optional(),
});
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;

export const availabilityQuerySchema = z
  .object({
    email: emailSchema.optional(),
    phone: phoneSchema.optional(),
    /** The person being edited: their own email and phone count as free. */
    userId: z.guid('userId must be an id').optional(),
    /** Whose people count (docs/adr/0004-security-boundaries.md); defaults to the current customer, else all of the caller's. */
    customerId: z.guid('customerId must be an id').optional(),
  })
  .refine((q) => q.email || q.phone, { message: 'give an email or a phone to check', path: ['email'] });

const oooInOrder = (v: { oooStartDate?: string | null; oooEndDate?: string | null }) => !v.oooStartDate || !v.oooEndDate || v.oooStartDate <= v.oooEndDate;
const oooMessage = { message: 'oooEndDate must not be before oooStartDate', path: ['oooEndDate'] };

const personFields = {
  name: z.string().trim().min(1, 'name must not be empty').max(200),
  email: emailSchema.nullable(),
  phone: phoneSchema.nullable(),
  role: roleSchema,
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

/**
 * A change of a person. Without customerId and placement (role, locations) it is someone editing
 * their own details; a new email or phone waits for confirmation from that address.
 */
export const personPatchSchema = z
  .object({ ...personFields, customerId: z.guid('customerId must be an id') })
  .partial()
  .strict()
  .refine(oooInOrder, oooMessage);

// ---- Answers

/** A person as one customer sees them (docs/product/sessions-and-tenancy.md people list). */
export const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  customerId: z.string(),
  role: roleSchema,
  /** At every location of the customer; `locationIds` is then empty. */
  allLocations: z.boolean(),
  locationIds: z.array(z.string()),
  oooStartDate: dateSchema.nullable(),
  oooEndDate: dateSchema.nullable(),
  /** Out of office today. */
  isOoo: z.boolean(),
  /** Set means archived. */
  deletedAt: isoTimestamp.nullable(),
  /**
   * The person also belongs to another customer, a brand owner or a vendor: their name, login
   * identifiers and out-of-office dates are theirs to change, not one customer's managers'.
   */
  sharedIdentity: z.boolean(),
});
export type Person = z.infer<typeof personSchema>;
export const personPageSchema = pageOf(personSchema);

/** A person, or someone's own details seen outside any customer (then customerId and role are null). */
export const personViewSchema = personSchema.extend({ customerId: z.string().nullable(), role: roleSchema.nullable() });
export type PersonView = z.infer<typeof personViewSchema>;

/** A confirmed move of a person's login email or phone, as their page shows it. */
export const identifierMoveSchema = z.object({
  kind: z.enum(IDENTIFIER_KINDS),
  oldValue: z.string().nullable(),
  newValue: z.string(),
  /** The name of whoever asked for the move. */
  by: z.string(),
  /** When it was confirmed. */
  at: isoTimestamp,
});
export type IdentifierMove = z.infer<typeof identifierMoveSchema>;

/** One person at one customer, with the history of their login (GET user-profiles/:id). */
/** An edit's answer: a new login email or phone waits for the person's confirmation. */
export const personEditAnswerSchema = personViewSchema.extend({ pendingIdentifierChanges: z.array(pendingIdentifierChangeSchema) });
export type PersonEditAnswer = z.infer<typeof personEditAnswerSchema>;

/** Archiving someone who also works elsewhere only removes them from this customer (`removedFromCustomer`). */
export const personArchiveAnswerSchema = personSchema.extend({ removedFromCustomer: z.literal(true).optional() });
export type PersonArchiveAnswer = z.infer<typeof personArchiveAnswerSchema>;

/** Whether each identifier asked about is free; null for the one not asked about. */
export const availabilitySchema = z.object({ emailAvailable: z.boolean().nullable(), phoneAvailable: z.boolean().nullable() });
export type Availability = z.infer<typeof availabilitySchema>;

/** A location's person (docs/product/sessions-and-tenancy.md contacts), out of office by the location's calendar day. */
export const locationContactSchema = personSchema.pick({
  id: true,
  name: true,
  email: true,
  phone: true,
  role: true,
  oooStartDate: true,
  oooEndDate: true,
  isOoo: true,
});
export type LocationContact = z.infer<typeof locationContactSchema>;
export const locationContactPageSchema = pageOf(locationContactSchema);
export type LocationContactPage = z.infer<typeof locationContactPageSchema>;

/** A user as the administrators' search lists them (docs/product/roles-and-permissions.md). */
export const userSummarySchema = personSchema
  .pick({ id: true, name: true, email: true, phone: true, deletedAt: true })
  .extend({ isAdmin: z.boolean(), isInternalStaff: z.boolean() });
export type UserSummary = z.infer<typeof userSummarySchema>;
export const userSummaryPageSchema = pageOf(userSummarySchema);

/** A favourite impersonation target of the signed-in administrator. */
export const favoriteEntrySchema = personSchema.pick({ name: true, email: true, phone: true }).extend({ userId: z.string(), addedAt: isoTimestamp });
export type FavoriteEntry = z.infer<typeof favoriteEntrySchema>;
export const favoriteEntryPageSchema = pageOf(favoriteEntrySchema);
