import { Readable } from 'node:stream';
import { asc } from 'drizzle-orm';
import { ASSET_CSV_COLUMNS, CSV_NO, CSV_YES, type AssetCsvColumn } from '../../../domain/assets/asset-csv';
import type { AssetSummaryQuery } from '../../../domain/assets/asset-filters';
import { csvLine, type CsvValue } from '../../../domain/format/csv';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { locations } from '../../db/schema/tenancy';
import type { TenantScope } from '../../db/tenant-scope';
import { selectSummaries, summaryConditions } from './asset-summaries.service';

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

/** One asset as a row of ASSET_CSV_COLUMNS: what POST assets/import reads back unchanged. */
function csvRow(a: SummaryRow): string {
  const cells: Record<AssetCsvColumn, CsvValue> = {
    id: a.id,
    store_number: a.storeNumber,
    location: a.locationName,
    name: a.name,
    type: a.assetTypeName,
    model_number: a.modelNumber,
    serial_number: a.serialNumber,
    status: a.status,
    infrastructure: a.isInfrastructure ? CSV_YES : CSV_NO,
    certification_eligible: a.isEquipmentCertificationEligible ? CSV_YES : CSV_NO,
    warranty_expires_on: a.warrantyExpiresOn,
    installed_on: a.installedOn,
    brand: a.brandOwnerName,
  };
  return csvLine(ASSET_CSV_COLUMNS.map((c) => cells[c]));
}

const BATCH = 2_000;

/**
 * GET assets/export.csv: every asset of the list's filters (not a page of them), by store and name,
 * as CSV streamed a batch at a time as it is read.
 */
export function assetCsv(db: Queryable, scope: TenantScope, q: AssetSummaryQuery): Readable {
  const where = summaryConditions(scope, q);
  async function* lines() {
    yield csvLine(ASSET_CSV_COLUMNS);
    for (let offset = 0; ; offset += BATCH) {
      const rows = await selectSummaries(db)
        .where(where)
        .orderBy(asc(locations.storeNumber), asc(locations.name), asc(assets.name), asc(assets.id))
        .limit(BATCH)
        .offset(offset);
      if (rows.length) yield rows.map(csvRow).join('');
      if (rows.length < BATCH) return;
    }
  }
  return Readable.from(lines());
}
