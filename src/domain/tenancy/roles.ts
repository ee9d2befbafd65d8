/**
 * The sixteen portal roles of docs/product/sessions-and-tenancy.md with their rank (lower is more powerful), the kinds of user
 * that may hold them and whether a customer may assign them (docs/product/roles-and-permissions.md).
 */
export const ROLE_NAMES = [
  'Location Staff',
  'Location Leader',
  'Area Leader',
  'Company Leader',
  'Finance',
  'Technician',
  'Technician Leader',
  'Brand Manager',
  'Brand Facilities Manager',
  'Brand Analyst',
  'Dispatcher',
  'Vendor Technician',
  'Billing',
  'Other',
  'Service Manager',
  'District Manager',
] as const;

export type RoleName = (typeof ROLE_NAMES)[number];
export type UserType = 'person' | 'vendor';

export interface RoleDefinition {
  name: RoleName;
  rank: number;
  userTypes: readonly UserType[];
  isAssignableByCustomer: boolean;
}

export const ROLES: readonly RoleDefinition[] = [
  { name: 'Company Leader', rank: 1, userTypes: ['person'], isAssignableByCustomer: true },
  { name: 'Technician Leader', rank: 1, userTypes: ['person'], isAssignableByCustomer: false },
  { name: 'Brand Manager', rank: 1, userTypes: ['person'], isAssignableByCustomer: false },
  { name: 'Finance', rank: 2, userTypes: ['person'], isAssignableByCustomer: true },
  { name: 'Service Manager', rank: 2, userTypes: ['person'], isAssignableByCustomer: true },
  { name: 'Brand Facilities Manager', rank: 2, userTypes: ['person'], isAssignableByCustomer: false },
  { name: 'Dispatcher', rank: 2, userTypes: ['vendor'], isAssignableByCustomer: false },
  { name: 'Technician', rank: 3, userTypes: ['person'], isAssignableByCustomer: false },
  { name: 'District Manager', rank: 3, userTypes: ['person'], isAssignableByCustomer: true },
  { name: 'Area Leader', rank: 3, userTypes: ['person'], isAssignableByCustomer: true },
  { name: 'Brand Analyst', rank: 3, userTypes: ['person'], isAssignableByCustomer: false },
  { name: 'Billing', rank: 3, userTypes: ['vendor'], isAssignableByCustomer: false },
  { name: 'Location Leader', rank: 4, userTypes: ['person'], isAssignableByCustomer: true },
  { name: 'Vendor Technician', rank: 4, userTypes: ['vendor'], isAssignableByCustomer: false },
  { name: 'Location Staff', rank: 5, userTypes: ['person'], isAssignableByCustomer: true },
  { name: 'Other', rank: 6, userTypes: ['person', 'vendor'], isAssignableByCustomer: true },
];

export const BRAND_OWNER_ROLES: readonly RoleName[] = ['Brand Analyst', 'Brand Manager', 'Brand Facilities Manager'];
export const INTERNAL_TECHNICIAN_ROLES: readonly RoleName[] = ['Technician', 'Technician Leader'];

const byName = new Map<string, RoleDefinition>(ROLES.map((r) => [r.name, r]));

export function roleDefinition(name: string): RoleDefinition | undefined {
  return byName.get(name);
}

export function isRoleName(value: string): value is RoleName {
  return byName.has(value);
}
