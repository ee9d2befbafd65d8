import { Badge, Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AssetImportReport } from '@domain/assets/asset-csv';
import { ASSET_CSV_COLUMNS } from '@domain/assets/asset-csv-columns';
import { AppDialog } from '@/components/app-dialog';
import { ErrorNotice } from '@/components/error-notice';
import { useSave } from '@/components/use-save';
import { DOWNLOAD_MESSAGES, saveFile } from '@/lib/save-file';
import { assetKeys } from './api/asset-keys';
import { ASSET_CSV_FAILURES, checkAssetsCsv, exportAssetsCsv, importAssetsCsv } from './api/asset-csv-calls';
import type { AssetListQuery } from './asset-list-search';

const ACTION_LABELS = { create: 'Add', update: 'Change', refuse: 'Refused' } as const;
const ACTION_PALETTES = { create: 'green', update: 'blue', refuse: 'red' } as const;

/** The report's counts in a line people read: "12 to add, 3 to change, 1 refused, 40 unchanged". */
function countsLine({ counts }: AssetImportReport, done: boolean): string {
  const parts = [
    counts.created && `${counts.created} ${done ? 'added' : 'to add'}`,
    counts.updated && `${counts.updated} ${done ? 'changed' : 'to change'}`,
    counts.refused && `${counts.refused} refused`,
    counts.unchanged && `${counts.unchanged} unchanged`,
  ].filter(Boolean);
  return parts.join(', ') || 'Nothing to do';
}

/**
 * Assets in bulk (docs/product/assets-and-locations.md#assets-in-bulk): download the list's assets
 * as CSV, change them in a spreadsheet (or add rows without an id), and bring the file back. The
 * file is checked first, row by row; it is imported only when no row is refused, all at once.
 */
export function AssetCsvDialog({ query, mayImport, onClose }: { query: AssetListQuery; mayImport: boolean; onClose: () => void }) {
  const [file, setFile] = useState<{ text: string; key: string }>();
  const [report, setReport] = useState<AssetImportReport>();
  const queryClient = useQueryClient();
  const save = useSave();

  const download = async () => {
    const name = `assets-${new Date().toISOString().slice(0, 10)}.csv`;
    const blob = await save.run(() => exportAssetsCsv(query), ASSET_CSV_FAILURES.export, DOWNLOAD_MESSAGES.saved(name));
    if (blob) saveFile(blob, name);
  };
  const choose = async (chosen: File | undefined) => {
    setReport(undefined);
    if (!chosen) return setFile(undefined);
    const next = { text: await chosen.text(), key: crypto.randomUUID() };
    setFile(next);
    const checked = await save.run(() => checkAssetsCsv(next.text), ASSET_CSV_FAILURES.import, '');
    if (checked) setReport(checked);
  };
  const importFile = async () => {
    if (!file) return;
    const done = await save.run(
      () => importAssetsCsv(file.text, file.key),
      ASSET_CSV_FAILURES.import,
      (r) => (r.applied ? `Imported: ${countsLine(r, true)}.` : ''),
    );
    if (!done) return;
    setReport(done);
    if (done.applied) void queryClient.invalidateQueries({ queryKey: assetKeys.lists });
  };
  const changes = report ? report.counts.created + report.counts.updated : 0;

  return (
    <AppDialog
      title="Assets as a spreadsheet"
      onClose={onClose}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      footer={
        report?.applied ? (
          <Button colorPalette="brand" onClick={onClose}>
            Done
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
            {mayImport && (
              <Button
                colorPalette="brand"
                disabled={!report || report.counts.refused > 0 || changes === 0}
                loading={save.busy}
                onClick={() => void importFile()}
              >
                {changes ? `Import ${changes} ${changes === 1 ? 'change' : 'changes'}` : 'Import'}
              </Button>
            )}
          </>
        )
      }
    >
      <Stack gap="5">
        <Stack gap="2">
          <Text fontWeight="semibold">Download</Text>
          <Text fontSize="sm" color="fg.muted">
            Every asset the list&apos;s filters show, one row each, with the columns {ASSET_CSV_COLUMNS.join(', ')}.
          </Text>
          <Button alignSelf="start" variant="outline" onClick={() => void download()} disabled={save.busy}>
            Download CSV
          </Button>
        </Stack>
        {mayImport && (
          <Stack gap="2" borderTopWidth="1px" pt="4">
            <Text fontWeight="semibold">Import</Text>
            <Text fontSize="sm" color="fg.muted">
              Change cells of a downloaded file, or add rows with an empty id for new equipment (store_number, name and type at least). The file is checked
              first; nothing is imported while a row is refused.
            </Text>
            <Input
              type="file"
              accept=".csv,text/csv"
              aria-label="CSV file to import"
              p="1"
              h="auto"
              disabled={save.busy}
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </Stack>
        )}
        {save.error && <ErrorNotice message={save.error} />}
        {report && <ImportReport report={report} />}
      </Stack>
    </AppDialog>
  );
}

function ImportReport({ report }: { report: AssetImportReport }) {
  return (
    <Stack gap="3" data-testid="import-report">
      <Text fontWeight="medium">
        {report.applied ? 'Imported' : 'Checked'}: {countsLine(report, report.applied)}.
      </Text>
      {report.counts.refused > 0 && <Text color="fg.error">Fix the refused rows and choose the file again: nothing is imported while one is refused.</Text>}
      {report.rows.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md" maxH="80">
          <Table.Root size="sm" stickyHeader>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Line</Table.ColumnHeader>
                <Table.ColumnHeader>Asset</Table.ColumnHeader>
                <Table.ColumnHeader>What</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {report.rows.map((row) => (
                <Table.Row key={row.line}>
                  <Table.Cell>{row.line}</Table.Cell>
                  <Table.Cell>{row.name || '—'}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="2" wrap="wrap">
                      <Badge colorPalette={ACTION_PALETTES[row.action]}>{ACTION_LABELS[row.action]}</Badge>
                      <Text fontSize="sm">{row.reason ?? row.changes.join(', ')}</Text>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {report.truncated && <Text fontSize="sm">Only the first {report.rows.length} rows that matter are listed.</Text>}
    </Stack>
  );
}
