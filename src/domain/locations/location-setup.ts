import { z } from 'zod';
import { locationFields } from './location-api';

/**
 * POST locations: a new location of a customer (Company Leaders of it, administrators). Name and time
 * zone are needed; the rest may follow with PATCH locations/{id}.
 */
export const locationCreateSchema = z
  .object(locationFields)
  .partial()
  .required({ name: true, timezone: true })
  .extend({
    /** The customer the location is for; defaults to the caller's current customer. */
    customerId: z.guid('customerId must be a customer id').optional(),
    pmEnabled: locationFields.pmEnabled.default(false),
  })
  .strict();
export type LocationCreate = z.input<typeof locationCreateSchema>;

/** docs/product/messages.md texts of location set-up. */
export const LOCATION_SETUP_MESSAGES = {
  noCustomer: 'customerId: you belong to several customers; name the one to add the location to.',
  forbiddenCreate: 'Only Company Leaders and administrators may add locations.',
  forbiddenStructure: 'Only Company Leaders and administrators may change a location’s name, store number, time zone or group.',
  forbiddenArchive: 'Only Company Leaders and administrators may archive or restore locations.',
  storeNumberTaken: 'Another location of this customer already has this store number.',
  groupNotOfCustomer: 'locationGroupId: no such location group at this customer.',
  archived: 'This location is archived: restore it before filing requests or adding equipment there.',
  alreadyArchived: 'This location is already archived.',
  notArchived: 'This location is not archived.',
} as const;
