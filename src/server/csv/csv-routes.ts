import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { fileAnswer } from '../../domain/api/contract';
import { apiPath } from '../../domain/api/paths';
import { csvImportQuerySchema, type CsvImportMessages } from '../../domain/format/csv-import';
import type { Database, Transaction } from '../db/client';
import { badRequest } from '../http-error';
import type { ServerModule } from '../modules/module';
import { requireActor, type Actor } from '../plugins/actor';
import { withIdempotency } from '../plugins/idempotency';
import { chosenCustomerId } from '../modules/customers/customers.service';
import type { CsvImportRequest } from './csv-import';

type ModuleApp = Parameters<ServerModule>[0];

/** What an import's service is given: the file, for whom, and the request (for messages sent once it commits). */
export interface CsvImportCall extends CsvImportRequest {
  request: FastifyRequest;
}

/** An area's CSV export and import (docs/product/assets-and-locations.md#assets-in-bulk). */
export interface CsvRoutes<Q extends z.ZodType> {
  /** GET: every record of the query's filters, as CSV. */
  exportPath: string;
  exportQuery: Q;
  /** What the file holds, for the OpenAPI document. */
  exportDescription: string;
  /** The downloaded file's name before its date: `assets` → assets-2026-12-07.csv. */
  fileName: string;
  exportCsv: (actor: Actor, query: z.output<Q>) => Promise<Readable> | Readable;
  /** POST text/csv, query csvImportQuerySchema. */
  importPath: string;
  maxBytes: number;
  /** The import's answer schema (its report with opId), which Fastify serializes through. */
  answer: z.ZodType;
  messages: CsvImportMessages;
  /** 403 for a caller who may import none of these at all, before the file is read. */
  assertMayImport: (actor: Actor) => void;
  /** Plans the file and applies it (unless a dry run) in the write's transaction. */
  importCsv: (tx: Transaction, call: CsvImportCall) => Promise<object>;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Registers an area's CSV export and import in its routes plugin: the export streamed as an
 * attachment, the import's body the CSV file as it is (text/csv is taken in this plugin only), a
 * dry run unless `dryRun=false`, the real run in one idempotent transaction for the customer named
 * (else the current one).
 */
export function registerCsvRoutes<Q extends z.ZodType>(app: ModuleApp, db: Database, spec: CsvRoutes<Q>) {
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: spec.maxBytes }, (_request, body, done) => done(null, body));

  app.get(
    apiPath(spec.exportPath),
    { schema: { querystring: spec.exportQuery, response: { 200: fileAnswer('text/csv', spec.exportDescription) } } },
    async (request, reply) => {
      const csv = await spec.exportCsv(requireActor(request), request.query as z.output<Q>);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${spec.fileName}-${today()}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    apiPath(spec.importPath),
    { bodyLimit: spec.maxBytes, schema: { querystring: csvImportQuerySchema, response: { 200: spec.answer } } },
    async (request, reply) => {
      const actor = requireActor(request);
      spec.assertMayImport(actor);
      if (typeof request.body !== 'string') throw badRequest(spec.messages.empty);
      const csv = request.body;
      const customerId = chosenCustomerId(actor, request.query.customerId, spec.messages.noCustomer);
      const { dryRun } = request.query;
      return withIdempotency(db, request, reply, async (tx) => ({ status: 200, body: await spec.importCsv(tx, { actor, customerId, csv, dryRun, request }) }));
    },
  );
}
