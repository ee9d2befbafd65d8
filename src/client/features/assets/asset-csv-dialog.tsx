import { useQueryClient } from '@tanstack/react-query';
import { ASSET_CSV_COLUMNS } from '@domain/assets/asset-csv-columns';
import { CsvDialog } from '@/components/csv-dialog';
import { assetKeys } from './api/asset-keys';
import { ASSET_CSV_FAILURES, checkAssetsCsv, exportAssetsCsv, importAssetsCsv } from './api/asset-csv-calls';
import type { AssetListQuery } from './asset-list-search';

/**
 * Assets in bulk (docs/product/assets-and-locations.md#assets-in-bulk): download the list's assets
 * as CSV, change them in a spreadsheet (or add rows without an id), and bring the file back.
 */
export function AssetCsvDialog({ query, mayImport, onClose }: { query: AssetListQuery; mayImport: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  return (
    <CsvDialog
      title="Assets as a spreadsheet"
      downloadText="Every asset the list's filters show"
      columns={ASSET_CSV_COLUMNS}
      importText="Change cells of a downloaded file, or add rows with an empty id for new equipment (store_number, name and type at least)."
      fileName="assets"
      rowLabel="Asset"
      failures={ASSET_CSV_FAILURES}
      exportCsv={() => exportAssetsCsv(query)}
      checkCsv={checkAssetsCsv}
      importCsv={importAssetsCsv}
      mayImport={mayImport}
      onImported={() => void queryClient.invalidateQueries({ queryKey: assetKeys.lists })}
      onClose={onClose}
    />
  );
}
