import { z } from 'zod';
import { CUSTOMER_STATUSES } from './customer';

export const LOCATION_GROUP_NAME_MAX = 100;

/** One location group of the full list a patch sends: an `id` keeps (and maybe renames) a group, none adds one. */
export const locationGroupEntrySchema = z.object({
  id: z.guid('locationGroups: id must be an id').optional(),
  name: z.string().trim().min(1, 'locationGroups: a group needs a name').max(LOCATION_GROUP_NAME_MAX),
});
export type LocationGroupEntry = z.infer<typeof locationGroupEntrySchema>;

/**
 * PATCH customers/{id}: only the fields sent change. `locationGroups` is the customer's whole list
 * (groups left out are removed and their locations ungrouped); `accountManagerUserId` null clears it.
 */
export const customerPatchSchema = z
  .object({
    name: z.string().trim().min(1, 'name must not be empty').max(200),
    status: z.enum(CUSTOMER_STATUSES),
    isSelfService: z.boolean(),
    selfServiceIncludesFullPm: z.boolean(),
    enterprise: z.boolean(),
    partnershipProduct: z.string().trim().min(1).max(100).nullable(),
    canAccessInvoiceReporting: z.boolean(),
    canAccessInsightsReporting: z.boolean(),
    accountManagerUserId: z.guid('accountManagerUserId must be an id').nullable(),
    locationGroups: z.array(locationGroupEntrySchema).max(500, 'locationGroups: at most 500 groups'),
  })
  .partial()
  .strict();
export type CustomerPatch = z.infer<typeof customerPatchSchema>;

/** docs/product/messages.md texts of a refused customer patch. */
export const CUSTOMER_PATCH_MESSAGES = {
  duplicateGroup: 'A location group with this name already exists.',
  accountManager: "The account manager must be one of the portal's internal staff.",
} as const;

/** The first name used twice, ignoring case (names are compared as people read them). */
export function duplicateGroupName(groups: readonly LocationGroupEntry[]): string | undefined {
  const seen = new Set<string>();
  for (const { name } of groups) {
    const key = name.trim().toLocaleLowerCase();
    if (seen.has(key)) return name.trim();
    seen.add(key);
  }
  return undefined;
}
