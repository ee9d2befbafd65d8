import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { HandedOutLink, HandedOutLinkPage, handedOutLinkQuerySchema } from '../../../domain/public-links/handed-out-links-api';
import { LINK_HANDOUT_MESSAGES } from '../../../domain/public-links/link-handouts-api';
import type { Queryable } from '../../db/client';
import { countedRow, pageWithTotal } from '../../db/capped-count';
import { publicLinks } from '../../db/schema/public-links';
import { locations } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import { visibleTo, type TenantScope } from '../../db/tenant-scope';
import { forbidden, notFound } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { editableLocationsScope } from '../locations/locations.service';
import { recordAudit } from '../audit/audit.service';
import { joinedRef } from '../../db/joined-ref';

/**
 * The intake links handed out (docs/product/public-links.md#handing-out-links): listed and revoked
 * by those who may change their location, as they were made. A revoked link is refused as an
 * expired one (`findUsableLink`).
 */

const creator = alias(users, 'link_creator');
const revoker = alias(users, 'link_revoker');

const columns = {
  id: publicLinks.id,
  locationId: locations.id,
  locationName: locations.name,
  storeNumber: locations.storeNumber,
  createdAt: publicLinks.createdAt,
  expiresAt: publicLinks.expiresAt,
  usedAt: publicLinks.usedAt,
  revokedAt: publicLinks.revokedAt,
  creatorId: creator.id,
  creatorName: creator.name,
  revokerId: revoker.id,
  revokerName: revoker.name,
};

function selectLinks(db: Queryable) {
  return db
    .select(columns)
    .from(publicLinks)
    .innerJoin(locations, eq(locations.id, publicLinks.locationId))
    .leftJoin(creator, eq(creator.id, publicLinks.createdByUserId))
    .leftJoin(revoker, eq(revoker.id, publicLinks.revokedByUserId));
}

type LinkRow = Awaited<ReturnType<typeof selectLinks>>[number];

function linkView(row: LinkRow, now = new Date()): HandedOutLink {
  return {
    id: row.id,
    location: { id: row.locationId, name: row.locationName, storeNumber: row.storeNumber },
    state: row.revokedAt ? 'Revoked' : row.expiresAt <= now ? 'Expired' : 'Active',
    createdAt: row.createdAt.toISOString(),
    createdBy: joinedRef(row.creatorId, row.creatorName),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.usedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedBy: joinedRef(row.revokerId, row.revokerName),
  };
}

/** The intake links of the locations the caller may change: 403 for anyone who may change none. */
function intakeLinksOf(actor: Actor): { scope: TenantScope; where: SQL } {
  const scope = editableLocationsScope(actor);
  if (!scope.all && scope.customerIds.length === 0) throw forbidden(LINK_HANDOUT_MESSAGES.notManager);
  return {
    scope,
    where: and(eq(publicLinks.purpose, 'request-intake'), visibleTo(scope, { customerId: publicLinks.customerId, locationId: publicLinks.locationId }))!,
  };
}

/** GET public-links?purpose=intake: newest first, active, expired and revoked alike. */
export async function listHandedOutLinks(db: Queryable, actor: Actor, query: z.output<typeof handedOutLinkQuerySchema>): Promise<HandedOutLinkPage> {
  const mine = intakeLinksOf(actor);
  const where = and(mine.where, query.locationId ? eq(publicLinks.locationId, query.locationId) : undefined);
  const page = await pageWithTotal(db, {
    name: 'intake-links',
    scope: mine.scope,
    filter: query,
    rows: (limit) => selectLinks(db).where(where).orderBy(desc(publicLinks.createdAt), desc(publicLinks.id)).limit(limit).offset(query.offset),
    countRows: () => db.select(countedRow).from(publicLinks).where(where).$dynamic(),
  });
  const now = new Date();
  return { items: page.rows.map((r) => linkView(r, now)), total: page.total, totalCapped: page.totalCapped, limit: query.limit, offset: query.offset };
}

/** POST public-links/{id}/revoke: the link stops working now; revoking it again changes nothing. Another's link is not found. */
export async function revokeHandedOutLink(db: Queryable, actor: Actor, id: string): Promise<HandedOutLink> {
  const mine = intakeLinksOf(actor);
  const find = async () => (await selectLinks(db).where(and(eq(publicLinks.id, id), mine.where)))[0];
  const link = await find();
  if (!link) throw notFound('Intake link');
  const revoked = await db
    .update(publicLinks)
    .set({ revokedAt: new Date(), revokedByUserId: actor.user.id })
    .where(and(eq(publicLinks.id, id), eq(publicLinks.purpose, 'request-intake'), isNull(publicLinks.revokedAt)))
    .returning({ customerId: publicLinks.customerId, revokedAt: publicLinks.revokedAt });
  if (revoked[0]) {
    await recordAudit(db, actor, {
      customerId: revoked[0].customerId,
      action: 'intakeLink.revoke',
      subject: { type: 'PublicLink', id },
      before: { location: link.locationName, revokedAt: null },
      after: { location: link.locationName, revokedAt: revoked[0].revokedAt!.toISOString() },
    });
  }
  return linkView((await find())!);
}
