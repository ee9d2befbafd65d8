import { subject } from '@casl/ability';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ASSET_STATUSES, type AssetStatus } from '../../../domain/assets/asset-enums';
import {
  ASSET_CSV_COLUMNS,
  ASSET_CSV_REQUIRED,
  ASSET_IMPORT_LISTED_ROWS,
  ASSET_IMPORT_MAX_ROWS,
  ASSET_IMPORT_MESSAGES,
  CSV_NO,
  CSV_YES,
  type AssetCsvColumn,
  type AssetImportReport,
  type AssetImportRow,
} from '../../../domain/assets/asset-csv';
import { fromCsvField, parseCsv } from '../../../domain/format/csv';
import { LOCATION_SETUP_MESSAGES } from '../../../domain/locations/location-setup';
import type { Queryable, Transaction } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { assetTypes } from '../../db/schema/catalog';
import { brandOwners, locations } from '../../db/schema/tenancy';
import { badRequest, forbidden } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { recordAudit } from '../audit/audit.service';
import { lockUntilCommit } from '../../db/advisory-lock';

/** The asset columns an import writes, as one row of the file gives them. */
interface AssetValues {
  locationId: string;
  name: string;
  assetTypeId: string;
  modelNumber: string | null;
  serialNumber: string | null;
  status: AssetStatus;
  isInfrastructure: boolean;
  isEquipmentCertificationEligible: boolean;
  warrantyExpiresOn: string | null;
  installedOn: string | null;
  brandOwnerId: string | null;
}

/** Each AssetValues field, under the column that carries it (`location` and `store_number` both say locationId). */
const FIELD_COLUMNS: Record<keyof AssetValues, AssetCsvColumn> = {
  locationId: 'store_number',
  name: 'name',
  assetTypeId: 'type',
  modelNumber: 'model_number',
  serialNumber: 'serial_number',
  status: 'status',
  isInfrastructure: 'infrastructure',
  isEquipmentCertificationEligible: 'certification_eligible',
  warrantyExpiresOn: 'warranty_expires_on',
  installedOn: 'installed_on',
  brandOwnerId: 'brand',
};

type Change = { line: number; action: 'create' | 'update' | 'unchanged'; id: string; values: AssetValues; changes: string[] };
type Refusal = { line: number; action: 'refuse'; id: string | null; name: string; reason: string };
type Planned = Change | Refusal;
const isChange = (p: Planned): p is Change => p.action !== 'refuse';

/** Names looked up the way people type them: trimmed, any case. */
const key = (text: string) => text.trim().toLocaleLowerCase();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the customer's file may name: its locations, every asset type and brand, and the assets of the file's ids. */
async function lookups(db: Queryable, customerId: string, ids: string[]) {
  // One after another: a transaction's queries take turns on its one connection anyway.
  const places = await db
    .select({ id: locations.id, name: locations.name, storeNumber: locations.storeNumber, archivedAt: locations.archivedAt })
    .from(locations)
    .where(eq(locations.customerId, customerId));
  const types = await db.select({ id: assetTypes.id, name: assetTypes.name }).from(assetTypes);
  const brands = await db.select({ id: brandOwners.id, name: brandOwners.name }).from(brandOwners);
  const existing = ids.length
    ? await db
        .select({
          id: assets.id,
          locationId: assets.locationId,
          name: assets.name,
          assetTypeId: assets.assetTypeId,
          modelNumber: assets.modelNumber,
          serialNumber: assets.serialNumber,
          status: assets.status,
          isInfrastructure: assets.isInfrastructure,
          isEquipmentCertificationEligible: assets.isEquipmentCertificationEligible,
          warrantyExpiresOn: assets.warrantyExpiresOn,
          installedOn: assets.installedOn,
          brandOwnerId: assets.brandOwnerId,
        })
        .from(assets)
        .where(and(eq(assets.customerId, customerId), inArray(assets.id, ids)))
    : [];
  const byStore = new Map(places.filter((p) => p.storeNumber).map((p) => [key(p.storeNumber!), p]));
  const byName = new Map<string, (typeof places)[number] | 'ambiguous'>();
  for (const p of places) byName.set(key(p.name), byName.has(key(p.name)) ? 'ambiguous' : p);
  return {
    byStore,
    byName,
    types: new Map(types.map((t) => [key(t.name), t.id])),
    brands: new Map(brands.map((b) => [key(b.name), b.id])),
    existing: new Map<string, AssetValues & { id: string }>(existing.map((a) => [a.id, a])),
  };
}
type Lookups = Awaited<ReturnType<typeof lookups>>;

/** The header as columns, or a 400 that says which are unknown or missing. */
function columnsOf(header: string[]): Map<AssetCsvColumn, number> {
  const names = header.map((h) => key(h));
  const unknown = names.filter((n) => !(ASSET_CSV_COLUMNS as readonly string[]).includes(n));
  if (unknown.length) throw badRequest(ASSET_IMPORT_MESSAGES.unknownColumns(unknown));
  const missing = ASSET_CSV_REQUIRED.filter((c) => !names.includes(c));
  if (missing.length) throw badRequest(ASSET_IMPORT_MESSAGES.missingColumns(missing));
  if (!names.includes('store_number') && !names.includes('location')) throw badRequest(ASSET_IMPORT_MESSAGES.noPlaceColumn);
  return new Map(names.map((n, i) => [n as AssetCsvColumn, i]));
}

class RowProblem extends Error {}
const refuse = (reason: string): never => {
  throw new RowProblem(reason);
};

const text = (value: string | undefined, column: string, max: number): string | null => {
  const v = value?.trim() ?? '';
  if (v.length > max) refuse(`${column}: at most ${max} characters.`);
  return v || null;
};
const yesNo = (value: string | undefined, column: string): boolean => {
  const v = key(value ?? '');
  if (v === '' || v === CSV_NO || v === 'false' || v === '0') return false;
  if (v === CSV_YES || v === 'true' || v === '1') return true;
  return refuse(`${column}: write ${CSV_YES} or ${CSV_NO}, not “${value}”.`);
};
const day = (value: string | undefined, column: string): string | null => {
  const v = value?.trim() ?? '';
  if (!v) return null;
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
  return valid ? v : refuse(`${column}: write the date as YYYY-MM-DD, not “${value}”.`);
};

/** The location a row names, by store number, else by its exact name; undefined when it names none. */
function placeOf(cell: (c: AssetCsvColumn) => string | undefined, found: Lookups, currentId: string | undefined) {
  const store = cell('store_number')?.trim();
  const placeName = cell('location')?.trim();
  let place: { id: string; archivedAt: Date | null } | undefined;
  if (store) place = found.byStore.get(key(store)) ?? refuse(`store_number: no location of this customer has store number ${store}.`);
  else if (placeName) {
    const named = found.byName.get(key(placeName)) ?? refuse(`location: no location of this customer is called ${placeName}.`);
    place = named === 'ambiguous' ? refuse(`location: several locations are called ${placeName}; give the store_number.`) : named;
  }
  // Equipment already at an archived store may stay there; none is added or moved to one.
  if (place?.archivedAt && place.id !== currentId) refuse(LOCATION_SETUP_MESSAGES.archived);
  return place;
}

/** One row of the file as the asset it describes (the existing asset's values where a column is left out), or a RowProblem. */
function valuesOf(cell: (c: AssetCsvColumn) => string | undefined, found: Lookups, before: AssetValues | undefined): AssetValues {
  const given = (c: AssetCsvColumn) => cell(c) !== undefined;
  const locationId = placeOf(cell, found, before?.locationId)?.id ?? before?.locationId;
  if (!locationId) refuse('store_number: say where the asset is, by store number or location name.');
  const name = text(cell('name'), 'name', 200) ?? refuse('name: every asset needs a name.');
  const typeName = cell('type')?.trim() ?? '';
  const assetTypeId =
    found.types.get(key(typeName)) ?? refuse(typeName ? `type: there is no asset type called ${typeName}.` : 'type: every asset needs a type.');
  const statusText = cell('status')?.trim();
  const status = statusText
    ? (ASSET_STATUSES.find((s) => key(s) === key(statusText)) ?? refuse(`status: one of ${ASSET_STATUSES.join(', ')}, not “${statusText}”.`))
    : (before?.status ?? 'Live');
  const brandName = cell('brand')?.trim();
  const brandOwnerId = !given('brand')
    ? (before?.brandOwnerId ?? null)
    : brandName
      ? (found.brands.get(key(brandName)) ?? refuse(`brand: there is no brand called ${brandName}.`))
      : null;
  const keep = <T>(c: AssetCsvColumn, read: () => T, kept: T | undefined, fallback: T): T => (given(c) ? read() : (kept ?? fallback));
  return {
    locationId: locationId!,
    name,
    assetTypeId,
    modelNumber: keep('model_number', () => text(cell('model_number'), 'model_number', 100), before?.modelNumber, null),
    serialNumber: keep('serial_number', () => text(cell('serial_number'), 'serial_number', 100), before?.serialNumber, null),
    status,
    isInfrastructure: keep('infrastructure', () => yesNo(cell('infrastructure'), 'infrastructure'), before?.isInfrastructure, false),
    isEquipmentCertificationEligible: keep(
      'certification_eligible',
      () => yesNo(cell('certification_eligible'), 'certification_eligible'),
      before?.isEquipmentCertificationEligible,
      false,
    ),
    warrantyExpiresOn: keep('warranty_expires_on', () => day(cell('warranty_expires_on'), 'warranty_expires_on'), before?.warrantyExpiresOn, null),
    installedOn: keep('installed_on', () => day(cell('installed_on'), 'installed_on'), before?.installedOn, null),
    brandOwnerId,
  };
}

/** Each row of the file: what it would do, or why it is refused. */
function plan(actor: Actor, customerId: string, columns: Map<AssetCsvColumn, number>, rows: string[][], found: Lookups): Planned[] {
  const seen = new Map<string, number>();
  const mayAddAt = (locationId: string) => actor.ability.can('create', subject('Asset', { customerId, locationId }));
  return rows.map((row, index): Planned => {
    const line = index + 2;
    const cell = (c: AssetCsvColumn) => {
      const at = columns.get(c);
      return at === undefined ? undefined : fromCsvField(row[at] ?? '');
    };
    const givenId = cell('id')?.trim() || null;
    const name = cell('name')?.trim() ?? '';
    try {
      if (givenId && !UUID.test(givenId)) refuse('id: leave it empty for a new asset, or keep the id the export gave.');
      const before = givenId ? (found.existing.get(givenId.toLowerCase()) ?? refuse('id: no asset of this customer has this id.')) : undefined;
      if (givenId) {
        const earlier = seen.get(givenId.toLowerCase());
        if (earlier) refuse(`id: this asset is on line ${earlier} already.`);
        seen.set(givenId.toLowerCase(), line);
      }
      const values = valuesOf(cell, found, before);
      if (!before) {
        if (!mayAddAt(values.locationId)) refuse('You do not have permission to add an asset to this location.');
        return { line, action: 'create', id: randomUUID(), values, changes: [] };
      }
      if (!actor.ability.can('update', subject('Asset', { customerId, locationId: before.locationId })))
        refuse('You do not have permission to change this asset.');
      if (values.locationId !== before.locationId && !mayAddAt(values.locationId)) refuse('You do not have permission to move equipment to this location.');
      const changes = (Object.keys(FIELD_COLUMNS) as (keyof AssetValues)[]).filter((f) => values[f] !== before[f]).map((f) => FIELD_COLUMNS[f]);
      return { line, action: changes.length ? 'update' : 'unchanged', id: before.id, values, changes };
    } catch (error) {
      if (!(error instanceof RowProblem)) throw error;
      return { line, action: 'refuse', id: givenId, name, reason: error.message };
    }
  });
}

const BATCH = 1_000;

/** Writes the planned creates and updates, a thousand rows a statement, in the caller's transaction. */
async function apply(db: Queryable, customerId: string, planned: Planned[]): Promise<void> {
  const creates = planned.filter(isChange).filter((p) => p.action === 'create');
  const updates = planned.filter(isChange).filter((p) => p.action === 'update');
  for (let i = 0; i < creates.length; i += BATCH) {
    await db.insert(assets).values(creates.slice(i, i + BATCH).map((p) => ({ id: p.id, customerId, ...p.values })));
  }
  for (let i = 0; i < updates.length; i += BATCH) {
    const batch = JSON.stringify(updates.slice(i, i + BATCH).map((p) => ({ id: p.id, ...p.values })));
    await db.execute(sql`
      update ${assets} set
        location_id = v."locationId", name = v.name, asset_type_id = v."assetTypeId", model_number = v."modelNumber",
        serial_number = v."serialNumber", status = v.status, is_infrastructure = v."isInfrastructure",
        is_equipment_certification_eligible = v."isEquipmentCertificationEligible", warranty_expires_on = v."warrantyExpiresOn",
        installed_on = v."installedOn", brand_owner_id = v."brandOwnerId", updated_at = now()
      from jsonb_to_recordset(${batch}::jsonb) as v(
        id uuid, "locationId" uuid, name text, "assetTypeId" uuid, "modelNumber" text, "serialNumber" text, status text,
        "isInfrastructure" boolean, "isEquipmentCertificationEligible" boolean, "warrantyExpiresOn" date, "installedOn" date, "brandOwnerId" uuid)
      where ${assets.id} = v.id and ${assets.customerId} = ${customerId}`);
  }
}

/** The report of a plan: counts, and the rows that matter (refused first), up to ASSET_IMPORT_LISTED_ROWS. */
function reportOf(planned: Planned[], applied: boolean): AssetImportReport {
  const count = (action: Planned['action']) => planned.filter((p) => p.action === action).length;
  const refusals: AssetImportRow[] = planned
    .filter((p): p is Refusal => p.action === 'refuse')
    .map((p) => ({ line: p.line, action: 'refuse', assetId: p.id, name: p.name, reason: p.reason, changes: [] }));
  const changes: AssetImportRow[] = planned
    .filter(isChange)
    .filter((p) => p.action !== 'unchanged')
    .map((p) => ({ line: p.line, action: p.action === 'create' ? 'create' : 'update', assetId: p.id, name: p.values.name, reason: null, changes: p.changes }));
  const listed = [...refusals, ...changes];
  return {
    applied,
    counts: { created: count('create'), updated: count('update'), unchanged: count('unchanged'), refused: count('refuse') },
    rows: listed.slice(0, ASSET_IMPORT_LISTED_ROWS),
    truncated: listed.length > ASSET_IMPORT_LISTED_ROWS,
  };
}

/** Whether the caller may add or change equipment at all (403 otherwise); rights by location are checked row by row. */
export function assertMayImportAssets(actor: Actor): void {
  if (!actor.ability.can('create', 'Asset') && !actor.ability.can('update', 'Asset')) throw forbidden(ASSET_IMPORT_MESSAGES.forbidden);
}

/**
 * POST assets/import (after assertMayImportAssets): reads the CSV, plans every row, and (unless `dryRun`) applies the plan in the
 * caller's transaction, only when no row is refused: a bad row never half-applies the file.
 */
export async function importAssets(tx: Transaction, actor: Actor, customerId: string, csv: string, dryRun: boolean): Promise<AssetImportReport> {
  const parsed = parseCsv(csv);
  if (!parsed) throw badRequest(ASSET_IMPORT_MESSAGES.notCsv);
  const [header, ...rows] = parsed;
  if (!header || rows.length === 0) throw badRequest(ASSET_IMPORT_MESSAGES.empty);
  if (rows.length > ASSET_IMPORT_MAX_ROWS) throw badRequest(ASSET_IMPORT_MESSAGES.tooMany);
  const columns = columnsOf(header);
  const idAt = columns.get('id');
  const ids = idAt === undefined ? [] : [...new Set(rows.map((r) => (r[idAt] ?? '').trim().toLowerCase()).filter((id) => UUID.test(id)))];
  // One import at a time per customer: two files planned against the same assets would overwrite each other.
  await lockUntilCommit(tx, `assets.import:${customerId}`);
  const planned = plan(actor, customerId, columns, rows, await lookups(tx, customerId, ids));
  const refused = planned.some((p) => p.action === 'refuse');
  if (dryRun || refused) return reportOf(planned, false);
  await apply(tx, customerId, planned);
  const report = reportOf(planned, true);
  await recordAudit(tx, actor, { customerId, action: 'asset.import', subject: { type: 'Customer', id: customerId }, after: report.counts });
  return report;
}
