import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { AutomationPage } from '@domain/guidance/guidance-api';
import { formatDateTime } from '@domain/format/date-format';
import { ErrorNotice } from '@/components/error-notice';
import { TitledCard } from '@/components/titled-card';
import type { ApiRead } from '@/lib/api-query';

const AUTOMATION_COLOURS = { Scheduled: 'blue', Sent: 'purple', Answered: 'green', 'Timed Out': 'orange', Completed: 'green', Cancelled: 'gray' } as const;

/** The dispatch automations scheduled for the request (docs/product/README.md#api automations). */
export function AutomationsCard({ automations }: { automations: ApiRead<AutomationPage> }) {
  const items = automations.data?.items ?? [];
  return (
    <TitledCard title="Automations" bodyGap="2">
      {automations.error && <ErrorNotice message={automations.error.message} onRetry={() => void automations.refetch()} />}
      {items.map((a) => (
        // The status stays on the right of every row; a long description wraps beside it.
        <HStack key={a.id} justify="space-between" align="flex-start" gap="3">
          <Stack gap="0" flex="1" minW="0">
            <Text fontSize="sm">{a.description}</Text>
            <Text fontSize="xs" color="fg.muted">
              {formatDateTime(a.scheduledAt)}
            </Text>
          </Stack>
          <Badge colorPalette={AUTOMATION_COLOURS[a.status]} flexShrink="0">
            {a.status}
          </Badge>
        </HStack>
      ))}
      {items.length === 0 && !automations.error && <Text color="fg.muted">No automations for this request.</Text>}
    </TitledCard>
  );
}
