import { useQueryClient } from '@tanstack/react-query';
import { LOCATION_CSV_COLUMNS } from '@domain/locations/location-csv-columns';
import { CsvDialog } from '@/components/csv-dialog';
import { locationKeys } from './api/location-queries';
import { exportLocationsCsv, LOCATION_CSV_FAILURES, sendLocationsCsv, type LocationCsvFilters } from './api/location-csv-calls';

/**
 * Locations in bulk (docs/product/assets-and-locations.md#locations-in-bulk): download the
 * customer's locations of the list's filters as CSV, change them in a spreadsheet (or add rows
 * without an id), and bring the file back (Company Leaders and administrators).
 */
export function LocationCsvDialog(props: { customerId: string; filters: LocationCsvFilters; mayImport: boolean; onClose: () => void }) {
  const { customerId, filters } = props;
  const queryClient = useQueryClient();
  return (
    <CsvDialog
      title="Locations as a spreadsheet"
      downloadText="Every location the list's search and Show choice find"
      columns={LOCATION_CSV_COLUMNS}
      importText="Change cells of a downloaded file, or add rows with an empty id for new locations (name and time_zone at least, such as America/Chicago). Archive or restore one with archived yes or no."
      fileName="locations"
      rowLabel="Location"
      failures={LOCATION_CSV_FAILURES}
      exportCsv={() => exportLocationsCsv(customerId, filters)}
      checkCsv={(csv) => sendLocationsCsv(customerId, csv)}
      importCsv={(csv, key) => sendLocationsCsv(customerId, csv, key)}
      mayImport={props.mayImport}
      onImported={() => void queryClient.invalidateQueries({ queryKey: locationKeys.lists })}
      onClose={props.onClose}
    />
  );
}
