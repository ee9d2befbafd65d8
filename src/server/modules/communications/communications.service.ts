import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { COMMUNICATION_PAGE_SIZE, type CommunicationEntry, type CommunicationKind, type CommunicationLog } from '../../../domain/requests/communications';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { communications } from '../../db/schema/communications';
import { requests } from '../../db/schema/requests';
import { notFound } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { assertMayRead, requestVisibleTo } from '../requests/request-access';

const entryColumns = {
  id: communications.id,
  requestId: communications.requestId,
  kind: communications.kind,
  direction: communications.direction,
  from: communications.fromAddress,
  to: communications.toAddress,
  subject: communications.subject,
  body: communications.body,
  transcript: communications.transcript,
  durationSeconds: communications.durationSeconds,
  status: communications.status,
  createdAt: communications.createdAt,
};

/** A row as answered: the date as an ISO string. */
const toEntry = ({ createdAt, ...row }: { createdAt: Date } & Omit<CommunicationEntry, 'createdAt'>): CommunicationEntry => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

/** Kinds a telephonyType filter matches: a call includes conference calls. */
const kindsFor = (type: CommunicationKind): CommunicationKind[] => (type === 'call' ? ['call', 'conference'] : [type]);

/** One page of a request's communications, oldest first (docs/product/constants.md); the caller has checked the request. */
export async function communicationLog(
  db: Queryable,
  query: { requestId: string; telephonyType?: CommunicationKind; page: number },
): Promise<CommunicationLog> {
  const conditions: SQL[] = [eq(communications.requestId, query.requestId)];
  if (query.telephonyType) conditions.push(inArray(communications.kind, kindsFor(query.telephonyType)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(entryColumns)
      .from(communications)
      .where(where)
      .orderBy(asc(communications.createdAt), asc(communications.id))
      .limit(COMMUNICATION_PAGE_SIZE)
      .offset((query.page - 1) * COMMUNICATION_PAGE_SIZE),
    db.select({ n: count() }).from(communications).where(where),
  ]);
  return { items: rows.map(toEntry), total: total?.n ?? 0, page: query.page, pageSize: COMMUNICATION_PAGE_SIZE };
}

/** One entry of the given kinds on a request the caller sees; 404 otherwise. */
export async function communicationEntry(
  db: Queryable,
  actor: Actor,
  id: string,
  kinds: readonly CommunicationKind[],
  what: string,
): Promise<CommunicationEntry> {
  const [found] = await db
    .select({
      entry: entryColumns,
      request: {
        customerId: requests.customerId,
        locationId: requests.locationId,
        assignedToVendorId: requests.assignedToVendorId,
        assetBrandOwnerId: assets.brandOwnerId,
      },
    })
    .from(communications)
    .innerJoin(requests, eq(requests.id, communications.requestId))
    .leftJoin(assets, eq(assets.id, requests.assetId))
    .where(and(eq(communications.id, id), inArray(communications.kind, [...kinds]), requestVisibleTo(actor.scope)));
  if (!found) throw notFound(what);
  assertMayRead(actor, found.request, 'communications');
  return toEntry(found.entry);
}
