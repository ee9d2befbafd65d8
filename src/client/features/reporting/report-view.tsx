import { Box, Button, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { ErrorNotice } from '@/components/error-notice';
import { formatDateTime } from '@domain/format/date-format';
import { useKeptData } from '@/components/use-kept-data';
import type { ApiRead } from '@/lib/api-query';
import { isQuietReportError } from './report-errors';
import { csvOf, type ReportColumn } from './report-table';
import { DOWNLOAD_MESSAGES, saveCsv } from '@/lib/save-file';
import { showSnackbar } from '@/components/snackbar/snackbar';

/**
 * A report's read on the page (docs/product/reporting.md#errors): a skeleton until its first answer;
 * figures of an earlier filter dimmed while the new ones load. A 'Network Error' or a 400 is not
 * shown as an error (docs/product/messages.md): the last figures stay, marked with their age. Any
 * other failure shows its message with a retry, above the last figures when there are some.
 */
export function ReportView<T>({ read, children }: { read: ApiRead<T>; children: (data: T) => ReactNode }) {
  const stamped = useMemo(() => (read.data === undefined ? undefined : { data: read.data, at: read.dataUpdatedAt }), [read.data, read.dataUpdatedAt]);
  const kept = useKeptData({ ...read, data: stamped });
  const quiet = read.error !== null && isQuietReportError(read.error);
  const earlier = read.data === undefined || read.isPlaceholderData;
  return (
    <Stack gap="4" aria-busy={read.isFetching}>
      {read.error && !quiet && <ErrorNotice message={read.error.message} onRetry={() => void read.refetch()} />}
      {read.error && quiet && (
        <HStack role="status" data-testid="report-not-current" gap="2" bg="orange.subtle" color="orange.fg" rounded="md" px="3" py="2" wrap="wrap">
          <Text textStyle="sm" flex="1" minW="0">
            {kept
              ? `Not current: the server could not be reached. Showing the figures loaded ${formatDateTime(new Date(kept.at))}${read.data === undefined ? ', for the filter before' : ''}.`
              : 'The server could not be reached: no figures yet.'}
          </Text>
          <Button size="xs" variant="outline" onClick={() => void read.refetch()}>
            Try again
          </Button>
        </HStack>
      )}
      {kept ? (
        <Box opacity={earlier ? 0.6 : 1} transition="opacity 0.2s">
          {children(kept.data)}
        </Box>
      ) : (
        read.isPending && !read.error && <Skeleton height="64" rounded="md" />
      )}
    </Stack>
  );
}

/** "Download CSV" of a table as the page shows it, built here from its rows (at once, so no busy state); the snackbar says it is saved. */
export function DownloadCsvButton<T>({ columns, rows, fileName }: { columns: readonly ReportColumn<T>[]; rows: readonly T[]; fileName: string }) {
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={rows.length === 0}
      onClick={() => {
        saveCsv(csvOf(columns, rows), fileName);
        showSnackbar('success', DOWNLOAD_MESSAGES.saved(fileName));
      }}
    >
      Download CSV
    </Button>
  );
}

/** A report's table: it scrolls sideways inside its card on a narrow screen, never the page. */
export function ReportTable<T>({
  columns,
  rows,
  rowKey,
  label,
  empty = 'Nothing in this period.',
}: {
  columns: readonly ReportColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  label: string;
  empty?: string;
}) {
  if (rows.length === 0)
    return (
      <Text textStyle="sm" color="fg.muted">
        {empty}
      </Text>
    );
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone (and a screen reader names it).
    <Table.ScrollArea borderWidth="1px" rounded="md" maxW="full" tabIndex={0} role="region" aria-label={label}>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.header} textAlign={c.numeric ? 'end' : undefined} whiteSpace="nowrap">
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r, i) => (
            <Table.Row key={rowKey(r, i)}>
              {columns.map((c) => (
                <Table.Cell key={c.header} textAlign={c.numeric ? 'end' : undefined} whiteSpace={c.numeric ? 'nowrap' : undefined}>
                  {c.cell(r)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
