import { Alert, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@domain/format/date-format';
import { PriorityBadge } from '@/components/request-badges';
import { PendingMark } from '@/components/sync/pending-mark';
import type { OutboxEntry } from '@/offline/outbox-entry';
import { filedRequest } from './filed-request';

/**
 * The head of a request filed on this device that the server does not have yet
 * (docs/product/requests.md#filed-offline): what was filed, and when. The request page puts the
 * visit, notes and photos under it; they queue behind the request and reach the server after it.
 */
export function FiledRequestView({ entry }: { entry: OutboxEntry }) {
  const r = filedRequest(entry);
  return (
    <Stack gap="4" data-testid="filed-request-view">
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          <Text color="fg.muted">New · {r.requestType}</Text>
          <PriorityBadge priority={r.priority} />
          <PendingMark entry={entry} />
        </HStack>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {r.title}
        </Heading>
        {r.title !== r.description && r.description && (
          <Text color="fg.muted" whiteSpace="pre-wrap">
            {r.description}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          Filed {formatDateTime(r.reportedAt)}
        </Text>
      </Stack>
      {entry.status !== 'rejected' && (
        <Alert.Root status="info" rounded="md">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Filed on this device</Alert.Title>
            <Alert.Description>
              It reaches the server, with the time you filed it, as soon as there is a connection; its number and vendor show then. Check-ins, notes and photos
              added now follow it.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
