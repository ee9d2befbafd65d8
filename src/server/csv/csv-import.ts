import { normalizePhone } from '../../domain/auth/login-identifier';
import { CSV_IMPORT_LISTED_ROWS, CSV_NO, CSV_YES, fromCsvField, parseCsv } from '../../domain/format/csv';
import type { AuditAction } from '../../domain/audit/audit-api';
import type { CsvImportMessages, CsvImportReport, CsvImportRow } from '../../domain/format/csv-import';
import { lockUntilCommit } from '../db/advisory-lock';
import type { Queryable } from '../db/client';
import { badRequest, HttpError } from '../http-error';
import { recordAudit } from '../modules/audit/audit.service';
import type { Actor } from '../plugins/actor';

/**
 * The CSV import of assets, locations and people (docs/product/assets-and-locations.md#assets-in-bulk):
 * the file read (a 400 when it cannot be), each row planned (what it would add or change, or why it
 * is refused, with its line), the report, and the plan applied in the caller's transaction only when
 * no row is refused, so a bad row never half-applies a file. An area gives its columns, what one
 * row means (`planRows`) and how a plan is written (`runCsvImport`'s `apply`).
 */

export class RowProblem extends Error {}

/** Refuses the row being planned, saying why ("column: what is wrong"). */
export const refuse = (reason: string): never => {
  throw new RowProblem(reason);
};

/** Runs a rule the API's own calls check (an HttpError), refusing the row with its message instead. */
export function refuseOnError(check: () => void): void {
  try {
    check();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) refuse(error.message);
    throw error;
  }
}

/** Names looked up the way people type them: trimmed, any case. */
export const key = (text: string) => text.trim().toLocaleLowerCase();
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A text cell, trimmed; empty is null. */
export const text = (value: string | undefined, column: string, max: number): string | null => {
  const v = value?.trim() ?? '';
  if (v.length > max) refuse(`${column}: at most ${max} characters.`);
  return v || null;
};

/** A yes/no cell (true, false, 1 and 0 too); empty is no. */
export const yesNo = (value: string | undefined, column: string): boolean => {
  const v = key(value ?? '');
  if (v === '' || v === CSV_NO || v === 'false' || v === '0') return false;
  if (v === CSV_YES || v === 'true' || v === '1') return true;
  return refuse(`${column}: write ${CSV_YES} or ${CSV_NO}, not “${value}”.`);
};

/** A calendar day, YYYY-MM-DD; empty is null. */
export const day = (value: string | undefined, column: string): string | null => {
  const v = value?.trim() ?? '';
  if (!v) return null;
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
  return valid ? v : refuse(`${column}: write the date as YYYY-MM-DD, not “${value}”.`);
};

/** A phone number as spreadsheets keep one (without its +, with spaces or dashes), in international form; empty is null. */
export const phone = (value: string | undefined, column: string): string | null => {
  const v = value?.trim() ?? '';
  if (!v) return null;
  const e164 = normalizePhone(v);
  return e164 && /^\+[1-9]\d{9,14}$/.test(e164) ? e164 : refuse(`${column}: write the number in international form, such as +14155550101, not “${value}”.`);
};

/** One row's cell by column, as csvLine wrote it (fromCsvField); undefined for a column the file does not have. */
export type Cell<C extends string> = (column: C) => string | undefined;

/**
 * A row's column read from its cell (`read(value, column)`, as text, yesNo and day read), or where
 * the file leaves the column out the record's value as it is (`kept`), else `fallback` for a new one.
 * A cell that reads exactly as the record stores it keeps it, however an older write stored it (a
 * phone from before international form), so an exported row comes back unchanged.
 */
export const keeping =
  <C extends string>(cell: Cell<C>) =>
  <T>(column: C, read: (value: string, column: C) => T, kept: T | undefined, fallback: T): T => {
    const value = cell(column);
    if (value === undefined) return kept === undefined ? fallback : kept;
    return typeof kept === 'string' && value.trim() === kept ? kept : read(value, column);
  };

/** What an area's file holds: its columns, the ones it needs, how many rows at most, and its texts. */
export interface CsvShape<C extends string> {
  columns: readonly C[];
  required: readonly C[];
  maxRows: number;
  messages: CsvImportMessages;
}

export interface CsvFile<C extends string> {
  columns: Map<C, number>;
  rows: string[][];
  /** The well-formed ids of the `id` column, lower case, once each: the records the plan reads first. */
  ids: string[];
}

/** The file's header as columns and its rows, or a 400 that says what is wrong with it. */
export function readCsvFile<C extends string>(csv: string, shape: CsvShape<C>): CsvFile<C> {
  const parsed = parseCsv(csv);
  if (!parsed) throw badRequest(shape.messages.notCsv);
  const [header, ...rows] = parsed;
  if (!header || rows.length === 0) throw badRequest(shape.messages.empty);
  if (rows.length > shape.maxRows) throw badRequest(shape.messages.tooMany);
  const names = header.map(key);
  const unknown = names.filter((n) => !(shape.columns as readonly string[]).includes(n));
  if (unknown.length) throw badRequest(shape.messages.unknownColumns(unknown));
  const missing = shape.required.filter((c) => !names.includes(c));
  if (missing.length) throw badRequest(shape.messages.missingColumns([...missing]));
  const columns = new Map(names.map((n, i) => [n as C, i]));
  const idAt = columns.get('id' as C);
  const ids = idAt === undefined ? [] : [...new Set(rows.map((r) => (r[idAt] ?? '').trim().toLowerCase()).filter((id) => UUID.test(id)))];
  return { columns, rows, ids };
}

/** Every cell of one column, as read (fromCsvField); none when the file has no such column. */
export function cellsOf<C extends string>(file: CsvFile<C>, column: C): string[] {
  const at = file.columns.get(column);
  return at === undefined ? [] : file.rows.map((r) => fromCsvField(r[at] ?? ''));
}

/** A row that adds (`create`, with a new id), changes (`update`, with the columns it changes) or leaves a record as it is. */
export interface PlannedChange<V> {
  line: number;
  action: 'create' | 'update' | 'unchanged';
  id: string;
  name: string;
  values: V;
  changes: string[];
}
export interface PlannedRefusal {
  line: number;
  action: 'refuse';
  /** The id the row gave, if any. */
  id: string | null;
  name: string;
  reason: string;
}
export type Planned<V> = PlannedChange<V> | PlannedRefusal;
export const isChange = <V>(p: Planned<V>): p is PlannedChange<V> => p.action !== 'refuse';

/** What one row means once its record (by its id) is known: refuse() inside refuses it. */
export type RowPlanner<C extends string, B, V> = (cell: Cell<C>, before: B | undefined, line: number) => Omit<PlannedChange<V>, 'line'>;

/**
 * Each row of the file: what it would do, or why it is refused. A row with an `id` is about that
 * record of `existing` (by lower-case id), named once in the file; one without adds a record.
 */
export function planRows<C extends string, B, V>(
  file: CsvFile<C>,
  messages: CsvImportMessages,
  existing: ReadonlyMap<string, B>,
  planRow: RowPlanner<C, B, V>,
): Planned<V>[] {
  const seen = new Map<string, number>();
  return file.rows.map((row, index): Planned<V> => {
    const line = index + 2;
    const cell: Cell<C> = (c) => {
      const at = file.columns.get(c);
      return at === undefined ? undefined : fromCsvField(row[at] ?? '');
    };
    const givenId = cell('id' as C)?.trim() || null;
    const name = cell('name' as C)?.trim() ?? '';
    try {
      if (givenId && !UUID.test(givenId)) refuse(messages.badId);
      const before = givenId ? (existing.get(givenId.toLowerCase()) ?? refuse(messages.unknownId)) : undefined;
      if (givenId) {
        const earlier = seen.get(givenId.toLowerCase());
        if (earlier) refuse(messages.repeatedId(earlier));
        seen.set(givenId.toLowerCase(), line);
      }
      return { line, ...planRow(cell, before, line) };
    } catch (error) {
      if (!(error instanceof RowProblem)) throw error;
      return { line, action: 'refuse', id: givenId, name, reason: error.message };
    }
  });
}

/** Refuses the planned changes a check across rows finds against (a store number or an email twice), with its reason. */
export function refuseWhere<V>(planned: Planned<V>[], check: (p: PlannedChange<V>) => string | null): Planned<V>[] {
  return planned.map((p) => {
    const reason = isChange(p) ? check(p) : null;
    return reason ? { line: p.line, action: 'refuse', id: p.action === 'create' ? null : p.id, name: p.name, reason } : p;
  });
}

/** The columns whose field differs between a row's values and its record (lists compared as sets), in `columns`' order. */
export function changedColumns<V extends object>(values: V, before: V, columns: { readonly [F in keyof V]?: string }): string[] {
  const same = (a: unknown, b: unknown) => (Array.isArray(a) && Array.isArray(b) ? [...a].sort().join('\n') === [...b].sort().join('\n') : a === b);
  const fields = (Object.keys(columns) as (keyof V)[]).filter((f) => !same(values[f], before[f]));
  return [...new Set(fields.map((f) => columns[f]!))];
}

/** Runs `write` on the items a thousand (or `size`) at a time: one statement per batch. */
export async function inBatches<T>(items: readonly T[], write: (batch: T[]) => Promise<unknown>, size = 1_000): Promise<void> {
  for (let i = 0; i < items.length; i += size) await write(items.slice(i, i + size));
}

/** A report whose rows name their record `idKey` (assetId, locationId, userId). */
export type ImportReport<K extends string> = Omit<CsvImportReport, 'rows'> & { rows: (CsvImportRow & { [P in K]: string | null })[] };

/** The report of a plan: counts, and the rows that matter (refused first), up to CSV_IMPORT_LISTED_ROWS. */
export function importReport<V, K extends string>(planned: Planned<V>[], applied: boolean, idKey: K): ImportReport<K> {
  const count = (action: Planned<V>['action']) => planned.filter((p) => p.action === action).length;
  const row = (p: Planned<V>, action: CsvImportRow['action'], reason: string | null, changes: string[]) =>
    ({ line: p.line, action, [idKey]: p.id, name: p.name, reason, changes }) as CsvImportRow & { [P in K]: string | null };
  const refusals = planned.filter((p) => p.action === 'refuse').map((p) => row(p, 'refuse', p.reason, []));
  const changes = planned
    .filter(isChange)
    .filter((p) => p.action !== 'unchanged')
    .map((p) => row(p, p.action === 'create' ? 'create' : 'update', null, p.changes));
  const listed = [...refusals, ...changes];
  return {
    applied,
    counts: { created: count('create'), updated: count('update'), unchanged: count('unchanged'), refused: count('refuse') },
    rows: listed.slice(0, CSV_IMPORT_LISTED_ROWS),
    truncated: listed.length > CSV_IMPORT_LISTED_ROWS,
  };
}

/** The file and whom it is for, as an area's import route hands them over. */
export interface CsvImportRequest {
  actor: Actor;
  customerId: string;
  csv: string;
  dryRun: boolean;
}

/** What an area's import is: its file, its lock, how its report names a row's record, its audit record, how it plans and writes. */
export interface CsvImportRun<C extends string, V, K extends string> {
  shape: CsvShape<C>;
  /** The advisory lock that keeps to one import at a time per customer: two files planned against the same records would overwrite each other. */
  lock: string;
  idKey: K;
  /** What the audit trail records an applied import as (on the customer, with the counts). */
  audit: AuditAction;
  /** Reads what the file names and plans every row (after the lock). */
  plan: (file: CsvFile<C>) => Promise<Planned<V>[]>;
  /** Writes the rows that add or change something, in the caller's transaction. */
  apply: (changes: PlannedChange<V>[]) => Promise<void>;
}

/**
 * Reads the file (400s), plans it and, unless a dry run, applies the plan in the caller's
 * transaction: only when no row is refused (`applied: false` otherwise), so a bad row never
 * half-applies the file. An applied import is recorded in the audit trail.
 */
export async function runCsvImport<C extends string, V, K extends string>(
  tx: Queryable,
  request: CsvImportRequest,
  run: CsvImportRun<C, V, K>,
): Promise<ImportReport<K>> {
  const file = readCsvFile(request.csv, run.shape);
  await lockUntilCommit(tx, run.lock);
  const planned = await run.plan(file);
  if (request.dryRun || planned.some((p) => p.action === 'refuse')) return importReport(planned, false, run.idKey);
  await run.apply(planned.filter(isChange).filter((p) => p.action !== 'unchanged'));
  const report = importReport(planned, true, run.idKey);
  const { actor, customerId } = request;
  await recordAudit(tx, actor, { customerId, action: run.audit, subject: { type: 'Customer', id: customerId }, after: report.counts });
  return report;
}
