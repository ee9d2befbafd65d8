import { z } from 'zod';
import { ROLE_NAMES, type UserType } from '../tenancy/roles';
import { ACTIONS, SUBJECTS } from './ability';
import { ROUTE_PERMISSIONS } from './route-permissions';

/** The permission calls of docs/product/README.md#api (under API_PREFIX). */
export const PERMISSION_PATHS = {
  /** GET → AppRule[]: the caller's CASL rules (docs/product/roles-and-permissions.md), built by ./build-rules. */
  rulesSelf: '/permissions/rules/self',
  /** GET → RolesMap: every role with its rank and who may hold and assign it. */
  roles: '/permissions/roles',
  /** GET → PermissionConfigs. The spec names it with the trailing slash; `configsBare` answers the same. */
  configs: '/permissions/',
  configsBare: '/permissions',
} as const;

const actionSchema = z.enum(ACTIONS);
const subjectSchema = z.enum([...SUBJECTS, 'all']);
const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item)]);

/** A CASL rule as the server sends it (docs/product/roles-and-permissions.md; `AppRule`). Conditions are MongoDB queries on the subject's fields. */
export const appRuleSchema = z.object({
  action: oneOrMany(actionSchema),
  subject: oneOrMany(subjectSchema),
  /** Only these fields of the subject (e.g. what a vendor may change on a request). */
  fields: oneOrMany(z.string()).optional(),
  conditions: z.record(z.string(), z.unknown()).optional(),
  inverted: z.boolean().optional(),
  reason: z.string().optional(),
});
export const appRulesSchema = z.array(appRuleSchema);

const USER_TYPES = ['person', 'vendor'] as const satisfies readonly UserType[];

/** Answer of PERMISSION_PATHS.roles: each role by name. */
export const rolesMapSchema = z.record(
  z.enum(ROLE_NAMES),
  z.object({
    /** Lower is more powerful. */
    rank: z.number().int(),
    userTypes: z.array(z.enum(USER_TYPES)),
    isAssignableByCustomer: z.boolean(),
  }),
);
export type RolesMap = z.infer<typeof rolesMapSchema>;

/** Answer of PERMISSION_PATHS.configs: what each role may do and which screens the caller may open. */
export const permissionConfigsSchema = z.object({
  roles: z.array(
    z.object({
      role: z.enum(ROLE_NAMES),
      rank: z.number().int(),
      /** The role's rules without their tenant conditions. */
      capabilities: z.array(z.object({ action: actionSchema, subject: subjectSchema })),
    }),
  ),
  /** Each guarded screen path, its route permission and whether the caller has it. */
  routes: z.array(z.object({ path: z.string(), permission: z.enum(ROUTE_PERMISSIONS), allowed: z.boolean() })),
  dashboardVisible: z.boolean(),
  /** The customers on the fixed PM insights list (docs/product/roles-and-permissions.md) that the caller sees. */
  pmInsightsCustomerIds: z.array(z.string()),
});
export type PermissionConfigs = z.infer<typeof permissionConfigsSchema>;
