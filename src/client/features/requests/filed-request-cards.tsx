import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '@domain/format/date-format';
import { PriorityBadge } from '@/components/request-badges';
import { PendingMark } from '@/components/sync/pending-mark';
import { usePendingWrites } from '@/offline/use-outbox';
import { filedRequest } from './filed-request';

/**
 * The requests filed on this device that the server does not have yet (filed offline, or just
 * now), above the list and marked waiting to sync: each opens what was filed. They join the
 * list itself once delivered.
 */
export function FiledRequestCards() {
  const filed = usePendingWrites({ kind: 'request.create' }).map(filedRequest);
  if (filed.length === 0) return null;
  return (
    <Stack gap="2" as="section" aria-labelledby="filed-requests">
      <Heading as="h2" size="sm" id="filed-requests">
        Filed on this device
      </Heading>
      {filed.map((r) => (
        <Link key={r.id} to="/requests/$id" params={{ id: r.id }} style={{ display: 'block' }}>
          <Card.Root variant="outline" size="sm" borderColor="orange.muted" _hover={{ shadow: 'md' }} data-testid="filed-request">
            <Card.Body gap="2">
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Text fontSize="sm" color="fg.muted">
                  New · {r.requestType}
                </Text>
                <HStack gap="1">
                  <PriorityBadge priority={r.priority} />
                  <PendingMark entry={r.entry} />
                </HStack>
              </HStack>
              <Text fontWeight="semibold" lineClamp={2}>
                {r.title}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                Filed {formatDateTime(r.reportedAt)}
              </Text>
            </Card.Body>
          </Card.Root>
        </Link>
      ))}
    </Stack>
  );
}
