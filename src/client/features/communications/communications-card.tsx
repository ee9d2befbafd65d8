import { Button, Card, Dialog, Heading, HStack, Portal, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../domain/format/date-format';
import { COMMUNICATION_KINDS, COMMUNICATION_PAGE_SIZE, type CommunicationEntry, type CommunicationKind } from '../../../domain/requests/communications';
import { communicationLogQuery, communicationQuery } from './api/communication-queries';
import { ErrorNotice } from '../../components/error-notice';
import { optionsOf, SelectField } from '../../components/select-field';

/**
 * Emails, calls, pushes and chats about the request (docs/product/README.md#api, docs/product/constants.md: 10 a page, oldest first, from page
 * 1). A load replaced by a newer one is cancelled and its failure ignored.
 */
export function CommunicationsCard({ requestId }: { requestId: string }) {
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<CommunicationKind | ''>('');
  const [opened, setOpened] = useState<CommunicationEntry | null>(null);
  const logQuery = useQuery({ ...communicationLogQuery(requestId, page, kind || undefined), placeholderData: keepPreviousData });
  const log = logQuery.data;
  const error = logQuery.error?.message;

  const pages = log ? Math.max(1, Math.ceil(log.total / COMMUNICATION_PAGE_SIZE)) : 1;
  return (
    <Card.Root variant="elevated" shadow="xs">
      <Card.Header pb="0">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md">
            Communications
          </Heading>
          <Stack w="40">
            <SelectField
              size="sm"
              label="Kind"
              value={kind}
              empty="All kinds"
              options={optionsOf(COMMUNICATION_KINDS)}
              onChange={(v) => {
                setKind(v as CommunicationKind | '');
                setPage(1);
              }}
            />
          </Stack>
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        {error && <ErrorNotice message={error} />}
        {!log && !error && <Skeleton height="16" rounded="md" />}
        {log && log.items.length === 0 && <Text color="fg.muted">No communications yet.</Text>}
        {log && log.items.length > 0 && (
          <Table.ScrollArea>
            <Table.Root size="sm" interactive>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>When</Table.ColumnHeader>
                  <Table.ColumnHeader>Kind</Table.ColumnHeader>
                  <Table.ColumnHeader>From / to</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">Subject</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {log.items.map((c) => (
                  <Table.Row key={c.id} cursor="pointer" onClick={() => setOpened(c)}>
                    <Table.Cell whiteSpace="nowrap">{formatDateTime(c.createdAt)}</Table.Cell>
                    <Table.Cell textTransform="capitalize">{c.kind}</Table.Cell>
                    <Table.Cell>
                      <Text lineClamp={1}>{c.direction === 'inbound' ? c.from : c.to}</Text>
                    </Table.Cell>
                    <Table.Cell hideBelow="md">
                      <Button variant="plain" size="xs" p="0" h="auto" onClick={() => setOpened(c)}>
                        {c.subject ?? 'Open'}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
        {log && log.total > COMMUNICATION_PAGE_SIZE && (
          <HStack justify="space-between">
            <Text fontSize="sm" color="fg.muted">
              Page {page} of {pages}
            </Text>
            <HStack>
              <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </Button>
              <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Next
              </Button>
            </HStack>
          </HStack>
        )}
      </Card.Body>
      {opened && <CommunicationDialog requestId={requestId} entry={opened} onClose={() => setOpened(null)} />}
    </Card.Root>
  );
}

function CommunicationDialog({ requestId, entry, onClose }: { requestId: string; entry: CommunicationEntry; onClose: () => void }) {
  const full = useQuery(communicationQuery(requestId, entry));
  const c = full.data ?? entry;
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} size={{ base: 'full', md: 'lg' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title textTransform="capitalize">{c.subject ?? `${c.kind} ${c.direction}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                {full.error && <ErrorNotice message={full.error.message} />}
                <Text fontSize="sm" color="fg.muted">
                  {formatDateTime(c.createdAt)} · from {c.from} to {c.to} · {c.status}
                  {c.durationSeconds !== null ? ` · ${Math.round(c.durationSeconds / 60)} min` : ''}
                </Text>
                {c.body && <Text whiteSpace="pre-wrap">{c.body}</Text>}
                {c.transcript && (
                  <Text whiteSpace="pre-wrap" fontSize="sm" bg="bg.muted" p="2" rounded="md">
                    {c.transcript}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
