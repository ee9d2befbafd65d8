/**
 * Idempotent writes (docs/adr/0003-offline-first-outbox.md): a replayed write is applied once.
 *
 * Every write handler wraps its effect in `withIdempotency`:
 *
 *   app.post(path, { schema }, (request, reply) =>
 *     withIdempotency(db, request, reply, async (tx) => {
 *       const view = await createThing(tx, ...);      // every query of the effect on `tx`
 *       return { status: 201, body: view };
 *     }),
 *   );
 *
 * - The effect runs in one transaction. Its answer gets `opId`: the `Idempotency-Key` header the
 *   request carried, or null (the outbox counts a 2xx as delivered only when the body echoes it).
 * - With the header, the key is claimed for the signed-in user in the same transaction (insert
 *   ... on conflict do nothing on the (user, key) primary key) and the answer stored with it.
 *   A repeat returns the stored status and body (header `idempotent-replayed: true`) without
 *   running the effect; the same key with another method, path or body is refused with 422.
 *   Two concurrent requests with one key: PostgreSQL makes the second insert wait for the first
 *   transaction, then the second reads the stored answer; PGlite runs transactions one at a time.
 * - A failing effect (an HttpError or anything else) rolls back the claim too, so a retry runs again.
 * - Messages the effect queues (`sendAfterCommit`, e.g. a vendor's dispatch link) go once it is
 *   committed; a replay sends nothing again.
 * - Keys are kept IDEMPOTENCY_KEY_DAYS days; `purgeIdempotencyKeys`, a scheduled job (jobs/purges.ts),
 *   deletes older ones.
 * - Creates should still be upserts by their client id, so a replay after the key expired is safe.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { HEADERS } from '../../domain/api/headers';
import type { Database, Transaction } from '../db/client';
import { idempotencyKeys } from '../db/schema/idempotency';
import { badRequest, HttpError } from '../http-error';
import { deliveryFor, sendingAfterCommit } from '../mail/after-commit';
import { requireAuth } from './authentication';

export const IDEMPOTENCY_KEY_DAYS = 30;
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface WriteResult<T> {
  status: number;
  body: T;
}

export type WithOpId<T> = T & { opId: string | null };

/** The Idempotency-Key header, checked; undefined when absent. */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[HEADERS.idempotencyKey];
  if (raw === undefined) return undefined;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !KEY_PATTERN.test(value)) throw badRequest('Idempotency-Key must be 1 to 255 visible characters (a UUID is best).');
  return value;
}

/** JSON with object keys sorted, so the same body hashes the same whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const bodyHash = (body: unknown) =>
  createHash('sha256')
    .update(canonicalJson(body ?? null))
    .digest('hex');

export async function withIdempotency<T extends object>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  effect: (tx: Transaction) => Promise<WriteResult<T>>,
): Promise<WithOpId<T>> {
  const key = idempotencyKey(request);
  if (key === undefined) {
    const result = await sendingAfterCommit(deliveryFor(request), () => db.transaction(effect));
    reply.status(result.status);
    return { ...result.body, opId: null };
  }

  const { userId } = requireAuth(request);
  const method = request.method;
  const path = request.url;
  const hash = bodyHash(request.body);
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

  const outcome = await sendingAfterCommit(deliveryFor(request), () =>
    db.transaction(async (tx) => {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ userId, key, method, path, bodyHash: hash, statusCode: 0, responseBody: {} })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) {
        const [stored] = await tx.select().from(idempotencyKeys).where(mine);
        // Purged between the conflict and the read: the client simply retries.
        if (!stored) throw new HttpError(409, 'This operation is being processed. Please retry.');
        if (stored.method !== method || stored.path !== path || stored.bodyHash !== hash) {
          throw new HttpError(422, 'This Idempotency-Key was already used for a different request. Send a new key for a new operation.');
        }
        return { replayed: true, status: stored.statusCode, body: stored.responseBody as WithOpId<T> };
      }
      const result = await effect(tx);
      const body: WithOpId<T> = { ...result.body, opId: key };
      // Stored as the client will read it (dates as ISO strings), so a replay answers the same JSON.
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: result.status, responseBody: JSON.parse(JSON.stringify(body)) as object })
        .where(mine);
      return { replayed: false, status: result.status, body };
    }),
  );
  if (outcome.replayed) reply.header(REPLAYED_HEADER, 'true');
  reply.status(outcome.status);
  return outcome.body;
}

/** Deletes keys older than the retention; returns how many. */
export async function purgeIdempotencyKeys(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff)).returning({ key: idempotencyKeys.key });
  return deleted.length;
}
