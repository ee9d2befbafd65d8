import { createMongoAbility, type ForcedSubject, type MongoAbility, type MongoQuery, type RawRuleOf } from '@casl/ability';

export const ACTIONS = ['manage', 'create', 'read', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * What the portal guards. Conditions name these fields (camelCase, as the API returns them):
 * Customer { id }; Location { id, customerId }; Request { customerId, locationId,
 * assignedToVendorId, assetBrandOwnerId }; Asset { customerId, locationId, brandOwnerId };
 * Task { customerId, locationId }; Escalation { customerId, locationId, brandOwnerId };
 * User { customerId } (a person as seen from one customer); Vendor { id }; BrandOwner { id };
 * Dashboard, Reporting { customerId | brandOwnerId }; Invoice { customerId }; Impersonation;
 * ContractedRate { customerId, vendorId }, VendorEightySix { customerId }, DirectoryVendor { customerId: the customer that adds
 * or added it } (docs/product/vendors.md); Attachment { the Request's fields,
 * requestStatus, createdByUserId } (a request's file, src/domain/attachments/attachment-rights.ts); PmSchedule
 * { customerId, locationId }, PmTemplate { customerId } (docs/product/maintenance-and-guides.md); Notification { userId: whose it is }
 * (docs/product/notifications.md).
 */
export const SUBJECTS = [
  'Customer',
  'Location',
  'Request',
  'Asset',
  'Task',
  'Escalation',
  'User',
  'Vendor',
  'BrandOwner',
  'Dashboard',
  'Reporting',
  'Invoice',
  'Impersonation',
  'ContractedRate',
  'Attachment',
  'VendorEightySix',
  'PmSchedule',
  'PmTemplate',
  'DirectoryVendor',
  'Notification',
] as const;
export type SubjectName = (typeof SUBJECTS)[number];

export type AppSubject = SubjectName | 'all' | ForcedSubject<SubjectName>;
export type AppAbility = MongoAbility<[Action, AppSubject], MongoQuery>;
/** A rule as the server sends it (docs/product/roles-and-permissions.md): action, subject, optional conditions. */
export type AppRule = RawRuleOf<AppAbility>;

export function createAbility(rules: readonly AppRule[]): AppAbility {
  return createMongoAbility<AppAbility>([...rules]);
}
