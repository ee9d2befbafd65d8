import { Button, chakra, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { TitledCard } from '@/components/titled-card';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '@domain/format/date-format';
import { COMMUNICATION_KINDS, COMMUNICATION_PAGE_SIZE, type CommunicationEntry, type CommunicationKind } from '@domain/requests/communications';
import { communicationLogQuery, communicationQuery } from './api/communication-queries';
import { ErrorNotice } from '@/components/error-notice';
import { optionsOf, SelectField } from '@/components/select-field';
import { AppDialog } from '@/components/app-dialog';

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
    <TitledCard
      title="Communications"
      bodyGap="3"
      action={
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
      }
    >
      {error && <ErrorNotice message={error} />}
      {!log && !error && <Skeleton height="16" rounded="md" />}
      {log && log.items.length === 0 && <Text color="fg.muted">No communications yet.</Text>}
      {log && log.items.length > 0 && (
        // A list rather than a table: it fits a phone, and each entry is a button that opens the whole message.
        <Stack as="ul" gap="0" listStyleType="none" divideY="1px">
          {log.items.map((c) => (
            <li key={c.id}>
              <chakra.button
                type="button"
                w="full"
                textAlign="start"
                py="2"
                px="1"
                cursor="pointer"
                rounded="sm"
                _hover={{ bg: 'bg.muted' }}
                focusVisibleRing="inside"
                onClick={() => setOpened(c)}
              >
                <HStack justify="space-between" gap="2" fontSize="sm">
                  <Text fontWeight="medium" textTransform="capitalize">
                    {c.kind} {c.direction === 'inbound' ? 'from' : 'to'}
                  </Text>
                  <Text color="fg.muted" whiteSpace="nowrap">
                    {formatDateTime(c.createdAt)}
                  </Text>
                </HStack>
                <Text fontSize="sm" wordBreak="break-word">
                  {c.direction === 'inbound' ? c.from : c.to}
                </Text>
                {c.subject && (
                  <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                    {c.subject}
                  </Text>
                )}
              </chakra.button>
            </li>
          ))}
        </Stack>
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
      {opened && <CommunicationDialog requestId={requestId} entry={opened} onClose={() => setOpened(null)} />}
    </TitledCard>
  );
}

function CommunicationDialog({ requestId, entry, onClose }: { requestId: string; entry: CommunicationEntry; onClose: () => void }) {
  const full = useQuery(communicationQuery(requestId, entry));
  const c = full.data ?? entry;
  return (
    <AppDialog
      title={
        <Text as="span" textTransform="capitalize">
          {c.subject ?? `${c.kind} ${c.direction}`}
        </Text>
      }
      onClose={onClose}
      size={{ base: 'full', md: 'lg' }}
      footer={
        <Button variant="outline" onClick={onClose}>
          Done
        </Button>
      }
    >
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
    </AppDialog>
  );
}
