import type { Readable } from 'node:stream';
import { asc } from 'drizzle-orm';
import { ASSET_CSV_COLUMNS, type AssetCsvColumn } from '../../../domain/assets/asset-csv';
import type { AssetSummaryQuery } from '../../../domain/assets/asset-filters';
import { csvYesNo, type CsvValue } from '../../../domain/format/csv';
import { csvStream } from '../../csv/csv-export';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { locations } from '../../db/schema/tenancy';
import type { TenantScope } from '../../db/tenant-scope';
import { selectSummaries, summaryConditions } from './asset-summaries.service';

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

/** One asset as a row of ASSET_CSV_COLUMNS: what POST assets/import reads back unchanged. */
function csvRow(a: SummaryRow): CsvValue[] {
  const cells: Record<AssetCsvColumn, CsvValue> = {
    id: a.id,
    store_number: a.storeNumber,
    location: a.locationName,
    name: a.name,
    type: a.assetTypeName,
    model_number: a.modelNumber,
    serial_number: a.serialNumber,
    status: a.status,
    infrastructure: csvYesNo(a.isInfrastructure),
    certification_eligible: csvYesNo(a.isEquipmentCertificationEligible),
    warranty_expires_on: a.warrantyExpiresOn,
    installed_on: a.installedOn,
    brand: a.brandOwnerName,
  };
  return ASSET_CSV_COLUMNS.map((c) => cells[c]);
}

/** GET assets/export.csv: every asset of the list's filters (not a page of them), by store and name, streamed as it is read. */
export function assetCsv(db: Queryable, scope: TenantScope, q: AssetSummaryQuery): Readable {
  const where = summaryConditions(scope, q);
  return csvStream(
    ASSET_CSV_COLUMNS,
    (offset, limit) =>
      selectSummaries(db).where(where).orderBy(asc(locations.storeNumber), asc(locations.name), asc(assets.name), asc(assets.id)).limit(limit).offset(offset),
    csvRow,
  );
}
