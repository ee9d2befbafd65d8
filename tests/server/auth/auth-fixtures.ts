import { randomBytes } from 'node:crypto';
import { users } from '../../../src/server/db/schema/users';
import type { App } from '../../../src/server/app';
import { AUTH_PREFIX } from '../../../src/domain/api/paths';
import { COOKIES } from '../../../src/domain/api/cookies';

export interface TestUser {
  id: string;
  email: string;
  phone: string;
}

/** A fresh user of its own (unique email and phone), so tests do not depend on the demo seed. */
export async function createUser(app: App, overrides: { deletedAt?: Date } = {}): Promise<TestUser> {
  const tag = randomBytes(4).toString('hex');
  const phone = `+1555${String(parseInt(tag, 16) % 10_000_000).padStart(7, '0')}`;
  const [row] = await app.database.db
    .insert(users)
    .values({ name: `Auth Test ${tag}`, email: `auth.${tag}@test.example`, phone, deletedAt: overrides.deletedAt ?? null })
    .returning({ id: users.id, email: users.email, phone: users.phone });
  return { id: row!.id, email: row!.email!, phone: row!.phone! };
}

export const authUrl = (path: string) => `${AUTH_PREFIX}${path}`;

/** A cookie from an inject response's set-cookie headers. */
export function cookieFrom(res: { cookies: Array<{ name: string; value: string; [k: string]: unknown }> }, name: string) {
  return res.cookies.find((c) => c.name === name);
}

export const sessionCookies = (res: Parameters<typeof cookieFrom>[0]) => ({
  access: cookieFrom(res, COOKIES.accessToken),
  refresh: cookieFrom(res, COOKIES.refreshToken),
});
