import type { MongoQuery } from '@casl/ability';
import type { CustomerStatus } from '../tenancy/customer';
import { INTERNAL_TECHNICIAN_ROLES, type RoleName } from '../tenancy/roles';
import { VENDOR_REQUEST_FIELDS } from '../requests/request-fields';
import { BRAND_READ_PARTS, VENDOR_READ_PARTS } from '../requests/request-read-parts';
import type { AppRule } from './ability';
import { isGeneralManagerOrAbove, isLevelTwoOrUp, roleRank } from './role-rank';

export interface CustomerMembershipContext {
  customerId: string;
  status: CustomerStatus;
  isSelfService: boolean;
  role: RoleName;
  allLocations: boolean;
  /** The assigned locations; ignored when allLocations is set. */
  locationIds: readonly string[];
}

export interface RuleContext {
  /** The user the rules are for (a vendor's own files name them). */
  userId: string;
  isAdmin: boolean;
  isInternalStaff: boolean;
  customers: readonly CustomerMembershipContext[];
  brandOwners: readonly { brandOwnerId: string; role: RoleName }[];
  vendors: readonly { vendorId: string; role: RoleName }[];
}

/** The most powerful rank that may change the customer record itself (Company Leader). */
const CUSTOMER_EDITOR_RANK = 1;

function customerRules(m: CustomerMembershipContext): AppRule[] {
  const rank = roleRank(m.role);
  const inScope: MongoQuery = m.allLocations ? { customerId: m.customerId } : { customerId: m.customerId, locationId: { $in: [...m.locationIds] } };
  const locations: MongoQuery = m.allLocations ? { customerId: m.customerId } : { customerId: m.customerId, id: { $in: [...m.locationIds] } };
  const ofCustomer: MongoQuery = { customerId: m.customerId };
  const manager = isGeneralManagerOrAbove(rank);
  const internalTechnician = INTERNAL_TECHNICIAN_ROLES.includes(m.role);

  const rules: AppRule[] = [
    { action: 'read', subject: 'Customer', conditions: { id: m.customerId } },
    { action: 'read', subject: 'Location', conditions: locations },
    { action: ['read', 'create', 'update'], subject: 'Request', conditions: inScope },
    { action: ['read', 'update'], subject: 'Asset', conditions: inScope },
    { action: ['read', 'create', 'update'], subject: 'Task', conditions: inScope },
    { action: 'read', subject: 'PmSchedule', conditions: inScope },
    { action: 'read', subject: 'PmTemplate', conditions: ofCustomer },
    // Also on a closed request: invoices arrive late.
    { action: ['update', 'delete'], subject: 'Attachment', conditions: inScope },
    { action: 'read', subject: ['User', 'Reporting'], conditions: ofCustomer },
  ];
  if (rank <= CUSTOMER_EDITOR_RANK && m.allLocations) {
    rules.push({ action: 'update', subject: 'Customer', conditions: { id: m.customerId } });
    // Adding a location, archiving one and changing what it is (name, number, zone, group) shape the chain.
    rules.push({ action: ['create', 'delete'], subject: 'Location', conditions: ofCustomer });
  }
  if (manager) {
    rules.push({ action: 'update', subject: 'Location', conditions: locations });
    rules.push({ action: ['create', 'update', 'delete'], subject: 'User', conditions: ofCustomer });
    // Location staff report problems on equipment; adding equipment is for managers (docs/product/messages.md#validation message).
    rules.push({ action: 'create', subject: 'Asset', conditions: inScope });
    // Planning maintenance: schedules at their locations, the customer's templates (docs/product/maintenance-and-guides.md).
    rules.push({ action: ['create', 'update'], subject: 'PmSchedule', conditions: inScope });
    rules.push({ action: ['create', 'update'], subject: 'PmTemplate', conditions: ofCustomer });
    // Adding a vendor to the directory, and keeping the ones the customer added (docs/product/vendors.md#directory-vendors).
    rules.push({ action: ['create', 'update'], subject: 'DirectoryVendor', conditions: ofCustomer });
  }
  if (!m.isSelfService) {
    // Escalations (EEP) are a full-service feature.
    rules.push({ action: ['read', 'create'], subject: 'Escalation', conditions: inScope });
    if (manager || internalTechnician) rules.push({ action: 'read', subject: 'Dashboard', conditions: ofCustomer });
  }
  if (isLevelTwoOrUp(rank)) {
    rules.push({ action: 'read', subject: 'Invoice', conditions: ofCustomer });
    // Contracted rates are commercial terms: level two and up set them (docs/product/vendors.md).
    rules.push({ action: ['create', 'delete'], subject: 'ContractedRate', conditions: ofCustomer });
    // Dropping a vendor for good, or taking it back, is a commercial decision of the same ranks.
    rules.push({ action: ['create', 'delete'], subject: 'VendorEightySix', conditions: ofCustomer });
  }
  rules.push({ action: 'read', subject: 'ContractedRate', conditions: ofCustomer });
  return rules;
}

/**
 * The CASL rules of one user (docs/product/roles-and-permissions.md), built from their memberships. Administrators may do
 * everything; other internal staff read everything; churned customers give no access.
 */
export function buildRules(context: RuleContext): AppRule[] {
  if (context.isAdmin) return [{ action: 'manage', subject: 'all' }];
  // Everyone reads and marks their own notifications, and only theirs (docs/product/notifications.md).
  const rules: AppRule[] = [{ action: ['read', 'update'], subject: 'Notification', conditions: { userId: context.userId } }];
  if (context.isInternalStaff) rules.push({ action: 'read', subject: 'all' });

  for (const m of context.customers) {
    if (m.status !== 'Churned') rules.push(...customerRules(m));
  }
  for (const b of context.brandOwners) {
    const mine = { brandOwnerId: b.brandOwnerId };
    rules.push(
      { action: 'read', subject: 'BrandOwner', conditions: { id: b.brandOwnerId } },
      { action: 'read', subject: ['Asset', 'Escalation', 'Reporting'], conditions: mine },
      { action: 'update', subject: 'Escalation', conditions: mine },
      { action: 'read', subject: 'Request', fields: [...BRAND_READ_PARTS], conditions: { assetBrandOwnerId: b.brandOwnerId } },
    );
    if (roleRank(b.role) <= CUSTOMER_EDITOR_RANK) rules.push({ action: 'update', subject: 'BrandOwner', conditions: { id: b.brandOwnerId } });
  }
  for (const v of context.vendors) {
    rules.push(
      { action: 'read', subject: 'Vendor', conditions: { id: v.vendorId } },
      { action: 'read', subject: 'ContractedRate', conditions: { vendorId: v.vendorId } },
      // The visit's work; the customer's own records (communications, follow-ups…) stay the customer's.
      { action: 'read', subject: 'Request', fields: [...VENDOR_READ_PARTS], conditions: { assignedToVendorId: v.vendorId } },
      // Only the vendor's own visit; the customer's decisions stay the customer's.
      { action: 'update', subject: 'Request', fields: [...VENDOR_REQUEST_FIELDS], conditions: { assignedToVendorId: v.vendorId } },
      // The files it uploaded itself, while the request is open; the customer's files stay the customer's.
      {
        action: ['update', 'delete'],
        subject: 'Attachment',
        conditions: { assignedToVendorId: v.vendorId, createdByUserId: context.userId, requestStatus: { $ne: 'Request Closed' } },
      },
    );
    if (isLevelTwoOrUp(roleRank(v.role))) rules.push({ action: 'update', subject: 'Vendor', conditions: { id: v.vendorId } });
  }
  return rules;
}
