import { Badge, Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { CsvImportReport } from '@domain/format/csv-import';
import { DOWNLOAD_MESSAGES, saveFile } from '@/lib/save-file';
import { AppDialog } from './app-dialog';
import { ErrorNotice } from './error-notice';
import { useSave } from './use-save';

const ACTION_LABELS = { create: 'Add', update: 'Change', refuse: 'Refused' } as const;
const ACTION_PALETTES = { create: 'green', update: 'blue', refuse: 'red' } as const;

/** The report's counts in a line people read: "12 to add, 3 to change, 1 refused, 40 unchanged". */
function countsLine({ counts }: CsvImportReport, done: boolean): string {
  const parts = [
    counts.created && `${counts.created} ${done ? 'added' : 'to add'}`,
    counts.updated && `${counts.updated} ${done ? 'changed' : 'to change'}`,
    counts.refused && `${counts.refused} refused`,
    counts.unchanged && `${counts.unchanged} unchanged`,
  ].filter(Boolean);
  return parts.join(', ') || 'Nothing to do';
}

export interface CsvDialogProps {
  title: string;
  /** What the download holds, before ", one row each, with the columns …". */
  downloadText: string;
  columns: readonly string[];
  /** How to change the file and add rows, before what the check does. */
  importText: string;
  /** The downloaded file's name before its date: `assets` → assets-2026-12-07.csv. */
  fileName: string;
  /** The report table's heading for what a row is: Asset, Location, Person. */
  rowLabel: string;
  failures: { export: string; import: string };
  exportCsv: () => Promise<Blob>;
  /** What each row would do, nothing applied. */
  checkCsv: (csv: string) => Promise<CsvImportReport>;
  /** Applies the file; `key` is one per chosen file, so a retry applies once. */
  importCsv: (csv: string, key: string) => Promise<CsvImportReport>;
  /** Whether the caller may import at all (else the dialog only downloads). */
  mayImport: boolean;
  /** Once a file is imported: read what it changed again. */
  onImported: () => void;
  onClose: () => void;
}

/**
 * A list in bulk (docs/product/assets-and-locations.md#assets-in-bulk): download the list's records
 * as CSV, change them in a spreadsheet (or add rows without an id), and bring the file back. The
 * file is checked first, row by row; it is imported only when no row is refused, all at once.
 */
export function CsvDialog(props: CsvDialogProps) {
  const { title, mayImport, failures, onClose } = props;
  const [file, setFile] = useState<{ text: string; key: string }>();
  const [report, setReport] = useState<CsvImportReport>();
  const save = useSave();

  const download = async () => {
    const name = `${props.fileName}-${new Date().toISOString().slice(0, 10)}.csv`;
    const blob = await save.run(props.exportCsv, failures.export, DOWNLOAD_MESSAGES.saved(name));
    if (blob) saveFile(blob, name);
  };
  const choose = async (chosen: File | undefined) => {
    setReport(undefined);
    if (!chosen) return setFile(undefined);
    const next = { text: await chosen.text(), key: crypto.randomUUID() };
    setFile(next);
    const checked = await save.run(() => props.checkCsv(next.text), failures.import, '');
    if (checked) setReport(checked);
  };
  const importFile = async () => {
    if (!file) return;
    const done = await save.run(
      () => props.importCsv(file.text, file.key),
      failures.import,
      (r) => (r.applied ? `Imported: ${countsLine(r, true)}.` : ''),
    );
    if (!done) return;
    setReport(done);
    if (done.applied) props.onImported();
  };
  const changes = report ? report.counts.created + report.counts.updated : 0;

  return (
    <AppDialog
      title={title}
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
            {props.downloadText}, one row each, with the columns {props.columns.join(', ')}.
          </Text>
          <Button alignSelf="start" variant="outline" onClick={() => void download()} disabled={save.busy}>
            Download CSV
          </Button>
        </Stack>
        {mayImport && (
          <Stack gap="2" borderTopWidth="1px" pt="4">
            <Text fontWeight="semibold">Import</Text>
            <Text fontSize="sm" color="fg.muted">
              {props.importText} The file is checked first; nothing is imported while a row is refused.
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
        {report && <ImportReport report={report} rowLabel={props.rowLabel} />}
      </Stack>
    </AppDialog>
  );
}

function ImportReport({ report, rowLabel }: { report: CsvImportReport; rowLabel: string }) {
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
                <Table.ColumnHeader>{rowLabel}</Table.ColumnHeader>
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
