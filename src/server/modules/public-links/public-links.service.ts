import { and, count, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import {
  ESCALATION_LINK_PURPOSES,
  INVALID_LINK_MESSAGE,
  PUBLIC_LINK_TTL_MS,
  SINGLE_USE_PURPOSES,
  publicLinkPath,
  type VendorResponse,
  type PublicLinkPurpose,
} from '../../../domain/public-links/public-links-api';
import type { Queryable } from '../../db/client';
import { requestAttachments, storedFiles } from '../../db/schema/attachments';
import { escalations } from '../../db/schema/escalations';
import { publicLinks } from '../../db/schema/public-links';
import { requests } from '../../db/schema/requests';
import { HttpError } from '../../http-error';
import { hashSecret, newOpaqueToken } from '../../opaque-token';

export interface NewPublicLink {
  purpose: PublicLinkPurpose;
  customerId: string;
  requestId?: string | null;
  vendorId?: string | null;
  locationId?: string | null;
  /** Escalation links: the escalation they act on. */
  escalationId?: string | null;
  /** How long it lives; the purpose's PUBLIC_LINK_TTL_MS unless given. */
  ttlMs?: number;
  /** Makes `url` absolute; without it `url` is the page's path and query. */
  publicUrl?: string;
  /** Dispatch and quote links: the answer the page starts on. */
  vendorResponse?: VendorResponse;
  /** Who hands it out from the portal (intake links). */
  createdByUserId?: string;
}

export interface IssuedLink {
  id: string;
  token: string;
  url: string;
  expiresAt: Date;
}

/**
 * Issues a link (docs/product/public-links.md): a random 256-bit token, of which only the SHA-256 is
 * stored, bound to its purpose, customer and request (or location, for intake). A plain function any
 * module (or a later job) calls inside its own transaction.
 */
export async function issuePublicLink(db: Queryable, link: NewPublicLink): Promise<IssuedLink> {
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + (link.ttlMs ?? PUBLIC_LINK_TTL_MS[link.purpose]));
  const [row] = await db
    .insert(publicLinks)
    .values({
      tokenHash: hashSecret(token),
      purpose: link.purpose,
      customerId: link.customerId,
      requestId: link.requestId ?? null,
      vendorId: link.vendorId ?? null,
      locationId: link.locationId ?? null,
      escalationId: link.escalationId ?? null,
      createdByUserId: link.createdByUserId ?? null,
      singleUse: SINGLE_USE_PURPOSES.includes(link.purpose),
      expiresAt,
    })
    .returning({ id: publicLinks.id });
  const path = publicLinkPath(link.purpose, token, link.requestId ?? null, {
    vendorResponse: link.vendorResponse,
    escalationId: link.escalationId ?? undefined,
  });
  return { id: row!.id, token, url: link.publicUrl ? `${link.publicUrl.replace(/\/+$/, '')}${path}` : path, expiresAt };
}

export type UsableLink = typeof publicLinks.$inferSelect;

/** The one refusal for every link that cannot be used: the page shows /invalid-link, and nothing says why. */
export const invalidLink = () => new HttpError(404, INVALID_LINK_MESSAGE);

export interface LinkPresented {
  token: string;
  /** The purposes the page or call takes (a dispatch answer takes dispatch and SSO dispatch). */
  purposes: readonly PublicLinkPurpose[];
  /** The request the page names; must be the link's. */
  requestId?: string;
  /** The escalation the manufacturer-CSAT page names; must be the link's. */
  escalationId?: string;
}

/**
 * The link behind a token, if it may be used now: known, of one of the purposes, not expired, not
 * revoked, not spent, for the request named (links of a request need one named); a follow-up link ends with its
 * request, an EEP updates link with its escalation (resolved). Anything else is `invalidLink()`.
 */
export async function findUsableLink(db: Queryable, presented: LinkPresented): Promise<UsableLink> {
  const [link] = await db
    .select()
    .from(publicLinks)
    .where(and(eq(publicLinks.tokenHash, hashSecret(presented.token)), gt(publicLinks.expiresAt, new Date()), isNull(publicLinks.revokedAt)));
  if (!link || !presented.purposes.includes(link.purpose)) throw invalidLink();
  if (link.singleUse && link.usedAt) throw invalidLink();
  if (ESCALATION_LINK_PURPOSES.includes(link.purpose)) {
    // Escalation links name no request: the CSAT page names its escalation, the updates page only the token.
    if (link.purpose === 'eep-manufacturer-csat' && link.escalationId !== presented.escalationId) throw invalidLink();
    if (link.purpose === 'eep-updates') {
      const [escalation] = await db.select({ status: escalations.status }).from(escalations).where(eq(escalations.id, link.escalationId!));
      if (!escalation || escalation.status === 'Resolved') throw invalidLink();
    }
    return link;
  }
  if ((link.requestId ?? undefined) !== presented.requestId) throw invalidLink();
  if (link.purpose === 'follow-up' && link.requestId) {
    const [request] = await db.select({ status: requests.requestStatus }).from(requests).where(eq(requests.id, link.requestId));
    if (request?.status !== 'Request Open') throw invalidLink();
  }
  return link;
}

/**
 * Spends a single-use link in one conditional update, so two answers sent at once cannot both
 * count; a link of many uses records its latest use. Call inside the answer's transaction.
 */
export async function spendLink(db: Queryable, link: UsableLink): Promise<void> {
  const spent = await db
    .update(publicLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(publicLinks.id, link.id), link.singleUse ? isNull(publicLinks.usedAt) : undefined))
    .returning({ id: publicLinks.id });
  if (!spent.length) throw invalidLink();
}

/** What one quote or follow-up link may upload in all: enough for a quote and its photos, not a disk's worth. */
export const LINK_UPLOAD_LIMITS = { files: 20, bytes: 100 * 1024 * 1024 } as const;

/** Refuses another upload through a link once the files uploaded through it (no user, since it was made) reach the limits. */
export async function assertLinkUploadRoom(db: Queryable, link: UsableLink): Promise<void> {
  const [used] = await db
    .select({ files: count(), bytes: sql<number>`coalesce(sum(${storedFiles.size}), 0)::float8` })
    .from(requestAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, requestAttachments.fileId))
    .where(
      and(eq(requestAttachments.requestId, link.requestId!), isNull(requestAttachments.createdByUserId), gte(requestAttachments.createdAt, link.createdAt)),
    );
  if (used!.files >= LINK_UPLOAD_LIMITS.files || used!.bytes >= LINK_UPLOAD_LIMITS.bytes) {
    throw new HttpError(413, `This link has had all the files it may take (${LINK_UPLOAD_LIMITS.files} files, ${LINK_UPLOAD_LIMITS.bytes / 1024 / 1024} MB).`);
  }
}
