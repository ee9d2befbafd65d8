import { subject } from '@casl/ability';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ASSET_STATUSES, type AssetStatus } from '../../../domain/assets/asset-enums';
import {
  ASSET_CSV_COLUMNS,
  ASSET_CSV_REQUIRED,
  ASSET_IMPORT_MAX_ROWS,
  ASSET_IMPORT_MESSAGES,
  type AssetCsvColumn,
  type AssetImportReport,
} from '../../../domain/assets/asset-csv';
import { LOCATION_SETUP_MESSAGES } from '../../../domain/locations/location-setup';
import type { Queryable, Transaction } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { assetTypes } from '../../db/schema/catalog';
import { brandOwners } from '../../db/schema/tenancy';
import { badRequest, forbidden } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { locationNames } from '../locations/location-names.service';
import {
  changedColumns,
  day,
  inBatches,
  keeping,
  key,
  planRows,
  refuse,
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

/** What the customer's file may name: its locations, every asset type and brand, and the assets of the file's ids. */
async function lookups(db: Queryable, customerId: string, ids: string[]) {
  // One after another: a transaction's queries take turns on its one connection anyway.
  const places = await locationNames(db, customerId);
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
  return {
    ...places,
    types: new Map(types.map((t) => [key(t.name), t.id])),
    brands: new Map(brands.map((b) => [key(b.name), b.id])),
    existing: new Map<string, AssetValues & { id: string }>(existing.map((a) => [a.id, a])),
  };
}
type Lookups = Awaited<ReturnType<typeof lookups>>;

/** The location a row names, by store number, else by its exact name; undefined when it names none. */
function placeOf(cell: Cell<AssetCsvColumn>, found: Lookups, currentId: string | undefined) {
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
function valuesOf(cell: Cell<AssetCsvColumn>, found: Lookups, before: AssetValues | undefined): AssetValues {
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
  const keep = keeping(cell);
  return {
    locationId: locationId!,
    name,
    assetTypeId,
    modelNumber: keep('model_number', (v, c) => text(v, c, 100), before?.modelNumber, null),
    serialNumber: keep('serial_number', (v, c) => text(v, c, 100), before?.serialNumber, null),
    status,
    isInfrastructure: keep('infrastructure', yesNo, before?.isInfrastructure, false),
    isEquipmentCertificationEligible: keep('certification_eligible', yesNo, before?.isEquipmentCertificationEligible, false),
    warrantyExpiresOn: keep('warranty_expires_on', day, before?.warrantyExpiresOn, null),
    installedOn: keep('installed_on', day, before?.installedOn, null),
    brandOwnerId,
  };
}

/** Each row of the file: what it would do, or why it is refused. */
function plan(actor: Actor, customerId: string, file: CsvFile<AssetCsvColumn>, found: Lookups): Planned<AssetValues>[] {
  const mayAddAt = (locationId: string) => actor.ability.can('create', subject('Asset', { customerId, locationId }));
  return planRows(file, ASSET_IMPORT_MESSAGES, found.existing, (cell, before) => {
    const values = valuesOf(cell, found, before);
    if (!before) {
      if (!mayAddAt(values.locationId)) refuse('You do not have permission to add an asset to this location.');
      return { action: 'create', id: randomUUID(), name: values.name, values, changes: [] };
    }
    if (!actor.ability.can('update', subject('Asset', { customerId, locationId: before.locationId })))
      refuse('You do not have permission to change this asset.');
    if (values.locationId !== before.locationId && !mayAddAt(values.locationId)) refuse('You do not have permission to move equipment to this location.');
    const changes = changedColumns(values, before, FIELD_COLUMNS);
    return { action: changes.length ? 'update' : 'unchanged', id: before.id, name: values.name, values, changes };
  });
}

/** Writes the planned creates and updates, a thousand rows a statement, in the caller's transaction. */
async function apply(db: Queryable, customerId: string, planned: PlannedChange<AssetValues>[]): Promise<void> {
  await inBatches(
    planned.filter((p) => p.action === 'create'),
    (batch) => db.insert(assets).values(batch.map((p) => ({ id: p.id, customerId, ...p.values }))),
  );
  await inBatches(
    planned.filter((p) => p.action === 'update'),
    (batch) =>
      db.execute(sql`
      update ${assets} set
        location_id = v."locationId", name = v.name, asset_type_id = v."assetTypeId", model_number = v."modelNumber",
        serial_number = v."serialNumber", status = v.status, is_infrastructure = v."isInfrastructure",
        is_equipment_certification_eligible = v."isEquipmentCertificationEligible", warranty_expires_on = v."warrantyExpiresOn",
        installed_on = v."installedOn", brand_owner_id = v."brandOwnerId", updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(batch.map((p) => ({ id: p.id, ...p.values })))}::jsonb) as v(
        id uuid, "locationId" uuid, name text, "assetTypeId" uuid, "modelNumber" text, "serialNumber" text, status text,
        "isInfrastructure" boolean, "isEquipmentCertificationEligible" boolean, "warrantyExpiresOn" date, "installedOn" date, "brandOwnerId" uuid)
      where ${assets.id} = v.id and ${assets.customerId} = ${customerId}`),
  );
}

/** Whether the caller may add or change equipment at all (403 otherwise); rights by location are checked row by row. */
export function assertMayImportAssets(actor: Actor): void {
  if (!actor.ability.can('create', 'Asset') && !actor.ability.can('update', 'Asset')) throw forbidden(ASSET_IMPORT_MESSAGES.forbidden);
}

/** The asset file: its columns, the ones it needs, how many rows at most, its texts. */
const ASSET_CSV: CsvShape<AssetCsvColumn> = {
  columns: ASSET_CSV_COLUMNS,
  required: ASSET_CSV_REQUIRED,
  maxRows: ASSET_IMPORT_MAX_ROWS,
  messages: ASSET_IMPORT_MESSAGES,
};

/**
 * POST assets/import (after assertMayImportAssets): reads the CSV, plans every row, and (unless a dry run) applies the plan in the
 * caller's transaction, only when no row is refused: a bad row never half-applies the file.
 */
export function importAssets(tx: Transaction, request: CsvImportRequest): Promise<AssetImportReport> {
  const { actor, customerId } = request;
  return runCsvImport(tx, request, {
    shape: ASSET_CSV,
    lock: `assets.import:${customerId}`,
    idKey: 'assetId',
    audit: 'asset.import',
    plan: async (file) => {
      if (!file.columns.has('store_number') && !file.columns.has('location')) throw badRequest(ASSET_IMPORT_MESSAGES.noPlaceColumn);
      return plan(actor, customerId, file, await lookups(tx, customerId, file.ids));
    },
    apply: (changes) => apply(tx, customerId, changes),
  });
}
