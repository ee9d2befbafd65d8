import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, eq, sql } from 'drizzle-orm';
import { csvYesNo, type CsvValue } from '../../../domain/format/csv';
import { isTimeZone } from '../../../domain/format/time-zone';
import { LOCATION_IMPORT_MESSAGES, type LocationCsvQuery, type LocationImportReport } from '../../../domain/locations/location-csv';
import { LOCATION_CSV_COLUMNS, LOCATION_CSV_REQUIRED, LOCATION_IMPORT_MAX_ROWS, type LocationCsvColumn } from '../../../domain/locations/location-csv-columns';
import { csvStream } from '../../csv/csv-export';
import {
  changedColumns,
  inBatches,
  isChange,
  keeping,
  key,
  phone,
  planRows,
  refuse,
  refuseWhere,
  runCsvImport,
  text,
  yesNo,
  type Cell,
  type CsvFile,
  type CsvImportRequest,
  type CsvShape,
  type Planned,
  type PlannedChange,
} from '../../csv/csv-import';
import { lockUntilCommit } from '../../db/advisory-lock';
import type { Queryable, Transaction } from '../../db/client';
import { locationGroups, locations } from '../../db/schema/tenancy';
import type { TenantScope } from '../../db/tenant-scope';
import { forbidden } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { locationFilters, locationVisibleTo, mayManageLocations } from './locations.service';

/** A location's fields as a row of the file gives them (its group by id, archived as a flag). */
interface LocationValues {
  storeNumber: string | null;
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  timezone: string;
  locationGroupId: string | null;
  pmEnabled: boolean;
  phone: string | null;
  siteContactName: string | null;
  siteContactPhone: string | null;
  accessNotes: string | null;
  archived: boolean;
}

/** Each LocationValues field, under the column that carries it. */
const FIELD_COLUMNS: Record<keyof LocationValues, LocationCsvColumn> = {
  storeNumber: 'store_number',
  name: 'name',
  address: 'address',
  city: 'city',
  state: 'state',
  postalCode: 'postal_code',
  timezone: 'time_zone',
  locationGroupId: 'group',
  pmEnabled: 'pm_enabled',
  phone: 'phone',
  siteContactName: 'site_contact_name',
  siteContactPhone: 'site_contact_phone',
  accessNotes: 'access_notes',
  archived: 'archived',
};

/** Locations with every field of the file, their group's name beside its id. */
const selectLocations = (db: Queryable) =>
  db
    .select({
      id: locations.id,
      storeNumber: locations.storeNumber,
      name: locations.name,
      address: locations.address,
      city: locations.city,
      state: locations.state,
      postalCode: locations.postalCode,
      timezone: locations.timezone,
      locationGroupId: locations.locationGroupId,
      groupName: locationGroups.name,
      pmEnabled: locations.pmEnabled,
      phone: locations.phone,
      siteContactName: locations.siteContactName,
      siteContactPhone: locations.siteContactPhone,
      accessNotes: locations.accessNotes,
      archivedAt: locations.archivedAt,
    })
    .from(locations)
    .leftJoin(locationGroups, eq(locationGroups.id, locations.locationGroupId));
type StoredLocation = Awaited<ReturnType<typeof selectLocations>>[number];

/** One location as a row of LOCATION_CSV_COLUMNS: what POST locations/import reads back unchanged. */
function csvRow(l: StoredLocation): CsvValue[] {
  const cells: Record<LocationCsvColumn, CsvValue> = {
    id: l.id,
    store_number: l.storeNumber,
    name: l.name,
    address: l.address,
    city: l.city,
    state: l.state,
    postal_code: l.postalCode,
    time_zone: l.timezone,
    group: l.groupName,
    pm_enabled: csvYesNo(l.pmEnabled),
    phone: l.phone,
    site_contact_name: l.siteContactName,
    site_contact_phone: l.siteContactPhone,
    access_notes: l.accessNotes,
    archived: csvYesNo(l.archivedAt !== null),
  };
  return LOCATION_CSV_COLUMNS.map((c) => cells[c]);
}

/** GET locations/export.csv: every location of the customer the caller sees, of the list's filters, by store number and name. */
export function locationCsv(db: Queryable, scope: TenantScope, customerId: string, q: LocationCsvQuery): Readable {
  const where = and(eq(locations.customerId, customerId), locationVisibleTo(scope), locationFilters(q));
  return csvStream(
    LOCATION_CSV_COLUMNS,
    (offset, limit) => selectLocations(db).where(where).orderBy(asc(locations.storeNumber), asc(locations.name), asc(locations.id)).limit(limit).offset(offset),
    csvRow,
  );
}

/** The customer's locations (what the file's ids name, and whose store numbers it must not repeat) and groups. */
async function lookups(db: Queryable, customerId: string) {
  const stored = await selectLocations(db).where(eq(locations.customerId, customerId));
  const groups = await db.select({ id: locationGroups.id, name: locationGroups.name }).from(locationGroups).where(eq(locationGroups.customerId, customerId));
  return {
    existing: new Map<string, LocationValues & { id: string }>(
      stored.map(({ groupName: _group, archivedAt, ...l }) => [l.id, { ...l, archived: archivedAt !== null }]),
    ),
    groups: new Map(groups.map((g) => [key(g.name), g.id])),
  };
}
type Lookups = Awaited<ReturnType<typeof lookups>>;

/** An IANA time zone (America/Chicago); empty is null. */
function timeZone(value: string): string | null {
  const v = value.trim();
  return !v || isTimeZone(v) ? v || null : refuse(`time_zone: “${v}” is not a time zone; write one such as America/Chicago.`);
}

/** One row of the file as the location it describes (the location's values where a column is left out), or a RowProblem. */
function valuesOf(cell: Cell<LocationCsvColumn>, found: Lookups, before: LocationValues | undefined): LocationValues {
  const keep = keeping(cell);
  const group = (v: string) => (v.trim() ? (found.groups.get(key(v)) ?? refuse(`group: this customer has no location group called ${v.trim()}.`)) : null);
  const archived = keep('archived', yesNo, before?.archived, false);
  if (archived && !before) refuse('archived: a new location starts in use; archive it once it is added.');
  return {
    storeNumber: keep('store_number', (v, c) => text(v, c, 50), before?.storeNumber, null),
    name: text(cell('name'), 'name', 200) ?? refuse('name: every location needs a name.'),
    address: keep('address', (v, c) => text(v, c, 200), before?.address, null),
    city: keep('city', (v, c) => text(v, c, 100), before?.city, null),
    state: keep('state', (v, c) => text(v, c, 50), before?.state, null),
    postalCode: keep('postal_code', (v, c) => text(v, c, 20), before?.postalCode, null),
    timezone: keep('time_zone', timeZone, before?.timezone, null) ?? refuse('time_zone: every location needs a time zone, such as America/Chicago.'),
    locationGroupId: keep('group', group, before?.locationGroupId, null),
    pmEnabled: keep('pm_enabled', yesNo, before?.pmEnabled, false),
    phone: keep('phone', phone, before?.phone, null),
    siteContactName: keep('site_contact_name', (v, c) => text(v, c, 100), before?.siteContactName, null),
    siteContactPhone: keep('site_contact_phone', phone, before?.siteContactPhone, null),
    accessNotes: keep('access_notes', (v, c) => text(v, c, 1000), before?.accessNotes, null),
    archived,
  };
}

/**
 * A store number a row gives that another location would hold too once the file is applied: one
 * not in the file, or another row (store numbers swapped between rows are fine). Only rows that
 * add a location or change its store number are refused for it.
 */
function storeNumberClash(planned: Planned<LocationValues>[], existing: Lookups['existing']) {
  const changes = planned.filter(isChange);
  const inFile = new Set(changes.map((p) => p.id));
  const holders = new Map<string, { id: string; name: string; line?: number }[]>();
  const hold = (storeNumber: string | null, holder: { id: string; name: string; line?: number }) => {
    if (storeNumber) holders.set(key(storeNumber), [...(holders.get(key(storeNumber)) ?? []), holder]);
  };
  for (const l of existing.values()) if (!inFile.has(l.id)) hold(l.storeNumber, l);
  for (const p of changes) hold(p.values.storeNumber, { id: p.id, name: p.values.name, line: p.line });
  return (p: PlannedChange<LocationValues>): string | null => {
    const storeNumber = p.values.storeNumber;
    if (!storeNumber || (p.action !== 'create' && !p.changes.includes('store_number'))) return null;
    const other = holders.get(key(storeNumber))!.find((h) => h.id !== p.id);
    if (!other) return null;
    return other.line
      ? `store_number: line ${other.line} has store number ${storeNumber} too.`
      : `store_number: ${other.name} has store number ${storeNumber} already.`;
  };
}

/** Each row of the file: what it would do, or why it is refused. */
function plan(file: CsvFile<LocationCsvColumn>, found: Lookups): Planned<LocationValues>[] {
  const planned = planRows(file, LOCATION_IMPORT_MESSAGES, found.existing, (cell, before) => {
    const values = valuesOf(cell, found, before);
    if (!before) return { action: 'create', id: randomUUID(), name: values.name, values, changes: [] };
    const changes = changedColumns(values, before, FIELD_COLUMNS);
    return { action: changes.length ? 'update' : 'unchanged', id: before.id, name: values.name, values, changes };
  });
  return refuseWhere(planned, storeNumberClash(planned, found.existing));
}

/** Writes the planned locations, a thousand a statement; archiving records who and when, as POST locations/{id}/archive does. */
async function apply(db: Queryable, actor: Actor, customerId: string, planned: PlannedChange<LocationValues>[]): Promise<void> {
  await inBatches(
    planned.filter((p) => p.action === 'create'),
    (batch) => db.insert(locations).values(batch.map(({ id, values: { archived: _new, ...fields } }) => ({ id, customerId, ...fields }))),
  );
  await inBatches(
    planned.filter((p) => p.action === 'update'),
    (batch) =>
      db.execute(sql`
      update ${locations} set
        store_number = v."storeNumber", name = v.name, address = v.address, city = v.city, state = v.state, postal_code = v."postalCode",
        timezone = v.timezone, location_group_id = v."locationGroupId", pm_enabled = v."pmEnabled", phone = v.phone,
        site_contact_name = v."siteContactName", site_contact_phone = v."siteContactPhone", access_notes = v."accessNotes",
        archived_at = case when v.archived then coalesce(${locations.archivedAt}, now()) end,
        archived_by_user_id = case when not v.archived then null when ${locations.archivedAt} is null then ${actor.realUser.id}::uuid else ${locations.archivedByUserId} end
      from jsonb_to_recordset(${JSON.stringify(batch.map((p) => ({ id: p.id, ...p.values })))}::jsonb) as v(
        id uuid, "storeNumber" text, name text, address text, city text, state text, "postalCode" text, timezone text, "locationGroupId" uuid,
        "pmEnabled" boolean, phone text, "siteContactName" text, "siteContactPhone" text, "accessNotes" text, archived boolean)
      where ${locations.id} = v.id and ${locations.customerId} = ${customerId}`),
  );
}

/** Whether the caller may add locations anywhere (403 otherwise); the customer's own right is checked with it. */
export function assertMayImportLocations(actor: Actor): void {
  if (!actor.ability.can('create', 'Location')) throw forbidden(LOCATION_IMPORT_MESSAGES.forbidden);
}

/** The location file: its columns, the ones it needs, how many rows at most, its texts. */
const LOCATION_CSV: CsvShape<LocationCsvColumn> = {
  columns: LOCATION_CSV_COLUMNS,
  required: LOCATION_CSV_REQUIRED,
  maxRows: LOCATION_IMPORT_MAX_ROWS,
  messages: LOCATION_IMPORT_MESSAGES,
};

/**
 * POST locations/import: Company Leaders of the customer and administrators. Reads the CSV, plans
 * every row, and (unless a dry run) applies the plan in the caller's transaction, only when no row
 * is refused. Store numbers are checked under the same lock as POST locations takes.
 */
export function importLocations(tx: Transaction, request: CsvImportRequest): Promise<LocationImportReport> {
  const { actor, customerId } = request;
  if (!mayManageLocations(actor, customerId)) throw forbidden(LOCATION_IMPORT_MESSAGES.forbidden);
  return runCsvImport(tx, request, {
    shape: LOCATION_CSV,
    lock: `locations.import:${customerId}`,
    idKey: 'locationId',
    audit: 'location.import',
    plan: async (file) => {
      await lockUntilCommit(tx, `locations.store-number:${customerId}`);
      return plan(file, await lookups(tx, customerId));
    },
    apply: (changes) => apply(tx, actor, customerId, changes),
  });
}
