import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, loginCodes, loginLinks, refreshTokens } from '../../../src/server/db/schema/auth';
import { invitations } from '../../../src/server/db/schema/invitations';
import { purgeSignInSecrets } from '../../../src/server/modules/auth/sign-in-purge';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

describe('purging sign-in secrets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('deletes what can no longer sign anyone in, a day after it expired or was used, and nothing else', async () => {
    const db = t.database.db;
    const userId = DEMO.users.locationStaff.id;
    const id = () => randomUUID();
    const codes = { expiredLongAgo: id(), expiredAnHourAgo: id(), live: id() };
    await db.insert(loginCodes).values([
      { id: codes.expiredLongAgo, userId, channel: 'email', codeHash: 'h', expiresAt: ago(2 * DAY) },
      { id: codes.expiredAnHourAgo, userId, channel: 'email', codeHash: 'h', expiresAt: ago(HOUR), usedAt: ago(HOUR) },
      { id: codes.live, userId, channel: 'sms', codeHash: 'h', expiresAt: ahead(10 * 60_000) },
    ]);
    const links = { expired: id(), usedLongAgo: id(), usedJustNow: id(), live: id(), invitationAccepted: id(), invitationExpired: id() };
    await db.insert(loginLinks).values([
      { id: links.expired, userId, kind: 'magic', tokenHash: id(), expiresAt: ago(2 * DAY) },
      // An invitation's link is its record (accepted, expired): kept for as long as the invitation.
      { id: links.invitationAccepted, userId, kind: 'magic', tokenHash: id(), expiresAt: ago(5 * DAY), usedAt: ago(9 * DAY) },
      { id: links.invitationExpired, userId, kind: 'magic', tokenHash: id(), expiresAt: ago(5 * DAY) },
      { id: links.usedLongAgo, userId, kind: 'legacy', tokenHash: id(), expiresAt: ahead(60 * DAY), usedAt: ago(2 * DAY) },
      { id: links.usedJustNow, userId, kind: 'legacy', tokenHash: id(), expiresAt: ahead(60 * DAY), usedAt: ago(HOUR) },
      { id: links.live, userId, kind: 'legacy', tokenHash: id(), expiresAt: ahead(60 * DAY) },
    ]);
    await db.insert(invitations).values(
      [links.invitationAccepted, links.invitationExpired].map((loginLinkId) => ({
        userId,
        customerId: DEMO.customers.enterprise.id,
        loginLinkId,
        channel: 'email' as const,
        sentTo: 'location.staff@demo.example',
      })),
    );
    // Sessions: one whose tokens all expired, one still refreshed (an old token expired, a used one
    // still valid: presenting it again must still revoke the session), one revoked but with a token
    // not yet expired, and one created a moment ago with no token yet.
    const sessions = { dead: id(), refreshed: id(), revoked: id(), starting: id() };
    await db.insert(authSessions).values([
      { id: sessions.dead, userId, method: 'otp-email', createdAt: ago(40 * DAY) },
      { id: sessions.refreshed, userId, method: 'otp-email', createdAt: ago(40 * DAY) },
      { id: sessions.revoked, userId, method: 'otp-email', createdAt: ago(3 * DAY), revokedAt: ago(2 * DAY), revokedReason: 'logout' },
      { id: sessions.starting, userId, method: 'otp-email' },
    ]);
    const tokens = { deadOne: id(), refreshedOld: id(), refreshedUsed: id(), refreshedCurrent: id(), revoked: id() };
    await db.insert(refreshTokens).values([
      { id: tokens.deadOne, sessionId: sessions.dead, tokenHash: id(), expiresAt: ago(10 * DAY), usedAt: null },
      { id: tokens.refreshedOld, sessionId: sessions.refreshed, tokenHash: id(), expiresAt: ago(2 * DAY), usedAt: ago(32 * DAY) },
      { id: tokens.refreshedUsed, sessionId: sessions.refreshed, tokenHash: id(), expiresAt: ahead(29 * DAY), usedAt: ago(DAY) },
      { id: tokens.refreshedCurrent, sessionId: sessions.refreshed, tokenHash: id(), expiresAt: ahead(30 * DAY) },
      { id: tokens.revoked, sessionId: sessions.revoked, tokenHash: id(), expiresAt: ahead(27 * DAY) },
    ]);

    const purged = await purgeSignInSecrets(db);
    expect(purged.loginCodes).toBeGreaterThanOrEqual(1);
    expect(purged.sessions).toBeGreaterThanOrEqual(1);

    const names = (ids: Record<string, string>, rows: { id: string }[]) =>
      Object.keys(ids)
        .filter((name) => rows.some((row) => row.id === ids[name]))
        .sort();
    const kept = {
      codes: await db
        .select({ id: loginCodes.id })
        .from(loginCodes)
        .where(inArray(loginCodes.id, Object.values(codes))),
      links: await db
        .select({ id: loginLinks.id })
        .from(loginLinks)
        .where(inArray(loginLinks.id, Object.values(links))),
      tokens: await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(inArray(refreshTokens.id, Object.values(tokens))),
      sessions: await db
        .select({ id: authSessions.id })
        .from(authSessions)
        .where(inArray(authSessions.id, Object.values(sessions))),
    };
    expect(names(codes, kept.codes)).toEqual(['expiredAnHourAgo', 'live']);
    expect(names(links, kept.links)).toEqual(['invitationAccepted', 'invitationExpired', 'live', 'usedJustNow']);
    expect(names(tokens, kept.tokens)).toEqual(['refreshedCurrent', 'refreshedUsed', 'revoked']);
    expect(names(sessions, kept.sessions)).toEqual(['refreshed', 'revoked', 'starting']);
  });
});
