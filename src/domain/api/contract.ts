import { z } from 'zod';

/**
 * Building blocks of every area's contract (`src/domain/<area>/*-api.ts`): what goes over the wire,
 * as zod schemas the server declares on its routes (it serializes through them, so nothing outside
 * the schema leaves) and the client takes its types from. The OpenAPI document at /openapi.json is
 * generated from the same schemas.
 */

/** A point in time on the wire: an ISO 8601 string with its offset (`2026-11-23T09:30:00.000Z`). */
export const isoTimestamp = z.iso.datetime({ offset: true });

/** An id and a display name, the shape every reference to another record takes. */
export const namedRefSchema = z.object({ id: z.string(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

/** One page of a list: the items and the total across all pages (every list is paged). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });

/**
 * One page of a long list whose total is counted only up to a cap (1,000, or the page shown when it
 * lies further): past it `total` is a lower bound and `totalCapped` is true ("1,000+").
 */
export const cappedPageOf = <T extends z.ZodType>(item: T) => pageOf(item).extend({ totalCapped: z.boolean() });

/**
 * Every write answer carries `opId`: the Idempotency-Key it was sent with, or null. The client's
 * outbox matches an answer to the entry it replayed by it.
 */
export const opIdField = { opId: z.string().nullable() };

/** An error answer: the message the client shows as is. */
export const errorAnswerSchema = z.object({ statusCode: z.number().int(), error: z.string().optional(), message: z.string() });

/**
 * The response entry of a route that answers a file (PDF, image, CSV) rather than JSON: the body is
 * sent as is (Fastify serializes only objects), the entry documents its media type.
 */
export const fileAnswer = (mediaType: string, description: string) => ({
  description,
  // Any: the handler sends a Buffer or a stream, which Fastify passes through without serializing.
  content: { [mediaType]: { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
});

/** The response entry of a route that answers with a redirect: no body, the Location header holds the address. */
export const redirectAnswer = (description: string) => z.null().meta({ description });
