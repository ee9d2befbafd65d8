import { useQueryClient } from '@tanstack/react-query';
import { PEOPLE_CSV_COLUMNS } from '@domain/users/people-csv-columns';
import { CsvDialog } from '@/components/csv-dialog';
import { userKeys } from './api/users-queries';
import { exportPeopleCsv, PEOPLE_CSV_FAILURES, sendPeopleCsv } from './api/people-csv-calls';

/**
 * People in bulk (docs/product/sessions-and-tenancy.md#people-in-bulk): download the customer's
 * people of the list's search as CSV, change them in a spreadsheet (or add rows without an id:
 * each new person is invited), and bring the file back.
 */
export function PeopleCsvDialog(props: { customerId: string; filters: { search: string; includeArchived: boolean }; onClose: () => void }) {
  const { customerId } = props;
  const queryClient = useQueryClient();
  return (
    <CsvDialog
      title="People as a spreadsheet"
      downloadText="Everyone the list's search and Show archived find"
      columns={PEOPLE_CSV_COLUMNS}
      importText="Change cells of a downloaded file, or add rows with an empty id for new people (name, email or phone, role, and all_locations yes or locations such as HG-101; HG-102): each is sent an invitation once the file is imported. A new login email or phone counts once its owner confirms it."
      fileName="people"
      rowLabel="Person"
      failures={PEOPLE_CSV_FAILURES}
      exportCsv={() => exportPeopleCsv(customerId, props.filters)}
      checkCsv={(csv) => sendPeopleCsv(customerId, csv)}
      importCsv={(csv, key) => sendPeopleCsv(customerId, csv, key)}
      mayImport
      onImported={() => void queryClient.invalidateQueries({ queryKey: userKeys.people(customerId) })}
      onClose={props.onClose}
    />
  );
}
