import { z } from 'zod';
import { createAbility, type AppAbility, type AppRule } from '@domain/permissions/ability';
import { appRulesSchema, PERMISSION_PATHS, permissionConfigsSchema } from '@domain/permissions/permissions-api';
import { USER_PATHS } from '@domain/users/users-api';
import { api } from '../lib/api-client';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { startSessionTracking } from '../analytics/session-tracking';
import { setReportedUser } from '../error-reporting/error-reporting';
import { CURRENT_CUSTOMER_ERROR, currentCustomer, forgetCurrentCustomer, isCurrentCustomerFresh, type CurrentCustomer } from './current-customer';
import { userInfoSchema, type UserInfo } from './user-info';
import { CONFIGS_ERROR, RULES_ERROR, SessionLoadError, USER_INFO_ERROR } from './session-errors';
import { onForgetSession } from './session-forgetting';

/** The signed-in user as every screen sees them: info, CASL ability and current customer. */
export interface Session {
  user: UserInfo;
  rules: AppRule[];
  ability: AppAbility;
  /** The selected or only customer in customer mode; null otherwise. */
  customer: CurrentCustomer | null;
  /** Customers on the fixed PM insights list (docs/product/roles-and-permissions.md), from the permission configs. */
  pmInsightsCustomerIds: string[];
  /**
   * docs/product/messages.md texts of the loads that failed without stopping the session (the
   * current customer, the permission configs); the shell shows them.
   */
  loadErrors: string[];
}

/** The rules: a list, or a list under `rules`. */
const rulesAnswer = z.union([appRulesSchema, z.object({ rules: appRulesSchema }).transform((a) => a.rules)]);
const configsAnswer = permissionConfigsSchema.pick({ pmInsightsCustomerIds: true });

/** In customer mode with a customer to read; outside it the customer is always null. */
const hasCustomer = (user: UserInfo): boolean => user.mode === 'customer' && user.customerSettings.length > 0;

/** The current customer's read, settled either way (a failure is a load error, not the session's end). */
const readCustomer = () =>
  currentCustomer().then(
    (customer) => ({ ok: true as const, customer }),
    () => ({ ok: false as const, customer: null }),
  );

async function load(): Promise<Session> {
  const loadErrors: string[] = [];
  // Asked at once with the rest when this device's last session had a customer: on a weak connection
  // every call in sequence would wait out its own network budget. A user without one (a vendor's, a
  // brand's) is not asked, so no read answers 404 by design; a first start waits for the user.
  const earlyCustomerRead = localStorage.getItem(STORAGE_KEYS.customerExpected) === '1' ? readCustomer() : null;
  const [user, rules, configs] = await Promise.all([
    api(USER_PATHS.self).then(
      (body) => userInfoSchema.parse(body),
      (error: unknown) => {
        throw new SessionLoadError(USER_INFO_ERROR, { cause: error });
      },
    ),
    api(PERMISSION_PATHS.rulesSelf).then(
      // The rules are the server's (built by the same domain module); the ability checks them.
      (body) => rulesAnswer.parse(body),
      (error: unknown) => {
        throw new SessionLoadError(RULES_ERROR, { cause: error });
      },
    ),
    // Configs only feed PM insights; without them that one report is hidden and the shell says why.
    api(PERMISSION_PATHS.configs)
      .then((body) => configsAnswer.parse(body))
      .catch(() => {
        loadErrors.push(CONFIGS_ERROR);
        return { pmInsightsCustomerIds: [] };
      }),
  ]);
  let customer: CurrentCustomer | null = null;
  localStorage.setItem(STORAGE_KEYS.customerExpected, hasCustomer(user) ? '1' : '0');
  if (hasCustomer(user)) {
    const read = await (earlyCustomerRead ?? readCustomer());
    if (!read.ok) loadErrors.push(CURRENT_CUSTOMER_ERROR);
    customer = read.customer;
  }
  startSessionTracking(user);
  setReportedUser({ id: user.id, impersonatedBy: user.impersonation?.realUser.id ?? null });
  return { user, rules, ability: createAbility(rules), customer, pmInsightsCustomerIds: configs.pmInsightsCustomerIds, loadErrors };
}

let session: Promise<Session> | null = null;

/**
 * The session with the customer read again once its 60 seconds are over (docs/product/sessions-and-tenancy.md
 * caches): the route guards use its flags. A failed read keeps the session as it was.
 */
async function withFreshCustomer(loaded: Session): Promise<Session> {
  if (!hasCustomer(loaded.user) || isCurrentCustomerFresh()) return loaded;
  return currentCustomer().then(
    (customer) => {
      const refreshed = { ...loaded, customer, loadErrors: loaded.loadErrors.filter((e) => e !== CURRENT_CUSTOMER_ERROR) };
      session = Promise.resolve(refreshed);
      return refreshed;
    },
    () => loaded,
  );
}

/**
 * Loads the user and their rules once per session (a page load: every change of mode, selection
 * or impersonation reloads the app, docs/product/sessions-and-tenancy.md), and the customer again
 * when its cache is over. A failed load is not kept, so a retry asks again.
 */
export function loadSession(): Promise<Session> {
  session ??= load().catch((error: unknown) => {
    session = null;
    throw error;
  });
  return session.then(withFreshCustomer);
}

/** Forgets the loaded session and customer (logout, login page: through session-forgetting.ts). */
export function forgetSession(): void {
  session = null;
  forgetCurrentCustomer();
  setReportedUser(null);
}
onForgetSession(forgetSession);
