import type { UserInfo } from '@domain/users/user-info';

/** GET user-profiles/self: the session's user, as the server's contract describes it. */
export { userInfoSchema, type UserInfo } from '@domain/users/user-info';

export const roleNamesOf = (user: UserInfo) => user.sspRoles.map((r) => r.sspRole);

/** The signed-in administrator may use the admin tools, also while impersonating someone. */
export const isRealUserAdmin = (user: UserInfo) => user.isAdmin || user.impersonation !== null;
