import { HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { PastEtaView } from '@domain/dashboard/dashboard-api';
import { formatDateTime } from '@domain/format/date-format';
import { PriorityBadge } from '@/components/request-badges';
import type { ApiRead } from '@/lib/api-query';
import { DashboardCard } from './dashboard-card';
import { HeadlineFigure } from './figure-tile';
import { locationLabel } from '@/components/location-label';

/** Open requests whose ETA has passed (GET dashboard/pastEta): how many, and the longest overdue, each opening its request. */
export function PastEtaCard({ pastEta }: { pastEta: ApiRead<PastEtaView> }) {
  return (
    <DashboardCard title="Past their ETA" read={pastEta}>
      {(v) => (
        <Stack gap="3">
          <HeadlineFigure label="Open, the vendor late" value={v.total.toLocaleString('en-US')} tone={v.total ? 'orange.fg' : undefined} />
          {v.items.length > 0 && (
            <Stack as="ul" gap="0" listStyleType="none" divideY="1px">
              {v.items.map((r) => (
                <li key={r.id}>
                  <Link to="/requests/$id" params={{ id: r.id }}>
                    <Stack gap="0.5" py="2" px="1" _hover={{ bg: 'bg.muted' }} rounded="sm">
                      <HStack gap="2" justify="space-between">
                        <Text fontWeight="medium" truncate>
                          #{r.number} · {r.title}
                        </Text>
                        <PriorityBadge priority={r.requestPriority} />
                      </HStack>
                      <Text textStyle="xs" color="fg.muted">
                        {locationLabel(r.location)} · ETA {formatDateTime(r.eta)}
                      </Text>
                    </Stack>
                  </Link>
                </li>
              ))}
            </Stack>
          )}
          {v.total > v.items.length && (
            <Text textStyle="xs" color="fg.muted">
              The {v.items.length} longest overdue of {v.total.toLocaleString('en-US')}.
            </Text>
          )}
        </Stack>
      )}
    </DashboardCard>
  );
}
