import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_PREFIX } from '../../domain/api/paths';
import { COOKIES } from '../../domain/api/cookies';
import { HEADERS } from '../../domain/api/headers';
import { createAbility, type AppAbility, type AppRule } from '../../domain/permissions/ability';
import { buildRules } from '../../domain/permissions/build-rules';
import type { Database } from '../db/client';
import { impersonationAudit } from '../db/schema/authorization';
import { badRequest, forbidden, HttpError, notFound } from '../http-error';
import { loadSessionUser, type SessionUser } from '../modules/auth/session-check';
import { MembershipCache } from '../modules/permissions/membership-cache';
import type { UserMemberships } from '../modules/permissions/memberships.service';
import { requireAuth } from './authentication';
import { scopeFromMemberships, UNRESTRICTED_SCOPE, type TenantScope } from '../db/tenant-scope';

/** A request as the audit trail keeps it: the path without its query string (it can hold personal data). */
export interface AuditedRequest {
  method: string;
  path: string;
  requestId: string;
}

export function auditedRequest(request: FastifyRequest): AuditedRequest {
  return { method: request.method, path: request.url.split('?')[0]!, requestId: request.id };
}

/** The acting or the signed-in user (administrators count as internal staff). */
export type ActorUser = SessionUser;

export type UserMode = 'customer' | 'brandOwner';

/** Who the caller acts as, and in what scope: resolved once per API request, after authentication. */
export interface Actor {
  /** The user the request acts as: the impersonated user while an administrator impersonates. */
  user: ActorUser;
  /** The signed-in user. */
  realUser: ActorUser;
  impersonating: boolean;
  /** All of the acting user's memberships (churned customers left out). */
  memberships: UserMemberships;
  mode: UserMode;
  /** Set when the caller picked one (and may have it); null means "all of mine". */
  selectedCustomerId: string | null;
  selectedBrandOwnerId: string | null;
  scope: TenantScope;
  rules: AppRule[];
  ability: AppAbility;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

const idSchema = z.guid();

/** A header wins over its cookie, as the client sends both (docs/product/README.md#api headers, §9 cookies). */
function readId(request: FastifyRequest, header: string, cookie: string, what: string): string | null {
  const headerValue = request.headers[header];
  const raw = (Array.isArray(headerValue) ? headerValue[0] : headerValue) || request.cookies[cookie] || '';
  if (!raw) return null;
  const parsed = idSchema.safeParse(raw);
  if (!parsed.success) throw badRequest(`${what} must be an id.`);
  return parsed.data;
}

/**
 * Mode and selection, honoured only among the user's own memberships: a foreign or churned
 * customer, or a brand owner the user does not belong to, is refused. Administrators may pick
 * any customer or brand owner.
 */
function resolveSelection(request: FastifyRequest, user: ActorUser, memberships: UserMemberships) {
  const selectedCustomerId = readId(request, HEADERS.selectedCustomerId, COOKIES.selectedCustomerId, 'The selected customer');
  const selectedBrandOwnerId = readId(request, HEADERS.selectedBrandOwnerId, COOKIES.selectedBrandOwnerId, 'The selected brand owner');
  const wantsBrandOwnerMode = request.cookies[COOKIES.brandOwnerMode] === 'true';
  const isBrandOwnerOnly = memberships.customers.length === 0 && memberships.brandOwners.length > 0;
  const mode: UserMode = (wantsBrandOwnerMode && (memberships.brandOwners.length > 0 || user.isAdmin)) || isBrandOwnerOnly ? 'brandOwner' : 'customer';

  if (mode === 'customer') {
    if (selectedCustomerId && !user.isAdmin && !memberships.customers.some((c) => c.customerId === selectedCustomerId)) {
      throw forbidden('You do not have access to that customer.');
    }
    return { mode, selectedCustomerId, selectedBrandOwnerId: null };
  }
  if (selectedBrandOwnerId && !user.isAdmin && !memberships.brandOwners.some((b) => b.brandOwnerId === selectedBrandOwnerId)) {
    throw forbidden('You do not have access to that brand owner.');
  }
  return { mode, selectedCustomerId: null, selectedBrandOwnerId };
}

export async function resolveActor(db: Database, membershipCache: MembershipCache, request: FastifyRequest, realUser: SessionUser): Promise<Actor> {
  const impersonateId = readId(request, HEADERS.impersonateUserId, COOKIES.impersonateUserId, 'The impersonated user');
  let user = realUser;
  if (impersonateId && impersonateId !== realUser.id) {
    if (!realUser.isAdmin) throw forbidden('Only administrators may impersonate users.');
    const target = await loadSessionUser(db, impersonateId);
    if (!target) throw notFound('User');
    user = target;
  }
  const impersonating = user.id !== realUser.id;

  const memberships = await membershipCache.get(user.id, user.accessVersion);
  const selection = resolveSelection(request, user, memberships);
  const customers =
    selection.mode === 'brandOwner' ? [] : memberships.customers.filter((c) => !selection.selectedCustomerId || c.customerId === selection.selectedCustomerId);
  const brandOwners =
    selection.mode === 'customer'
      ? []
      : memberships.brandOwners.filter((b) => !selection.selectedBrandOwnerId || b.brandOwnerId === selection.selectedBrandOwnerId);

  const rules = buildRules({
    userId: user.id,
    isAdmin: user.isAdmin,
    isInternalStaff: user.isInternalStaff,
    customers,
    brandOwners,
    vendors: memberships.vendors,
  });
  const scope = user.isInternalStaff
    ? UNRESTRICTED_SCOPE
    : scopeFromMemberships({ customers, brandOwnerIds: brandOwners.map((b) => b.brandOwnerId), vendorIds: memberships.vendors.map((v) => v.vendorId) });

  if (impersonating) {
    await db.insert(impersonationAudit).values({ adminUserId: realUser.id, impersonatedUserId: user.id, ...auditedRequest(request) });
  }
  return { user, realUser, impersonating, memberships, ...selection, scope, rules, ability: createAbility(rules) };
}

/**
 * After authentication, resolves the acting user for every signed-in API request, so impersonation
 * is audited even on calls that fail later. Register before the API routes.
 */
export function registerActor(app: FastifyInstance, db: Database): void {
  const membershipCache = new MembershipCache(db);
  app.decorateRequest('actor', null);
  app.addHook('preHandler', async (request) => {
    if (!request.auth || !request.url.startsWith(`${API_PREFIX}/`)) return;
    request.actor = await resolveActor(db, membershipCache, request, request.auth.user);
  });
}

/** The acting user of an API route; 401 when nobody is signed in. */
export function requireActor(request: FastifyRequest): Actor {
  requireAuth(request);
  if (!request.actor) throw new HttpError(401, 'Please log in to continue.');
  return request.actor;
}

/** Administrator-only routes: the signed-in user (not an impersonated one) must be an administrator. */
export function requireAdmin(request: FastifyRequest): Actor {
  const actor = requireActor(request);
  if (!actor.realUser.isAdmin) throw forbidden('Only administrators may do that.');
  return actor;
}
