import { Badge } from '@chakra-ui/react';
import type { EscalationStatus } from '@domain/escalations/escalations-api';

const STATUS_COLOURS: Record<EscalationStatus, string> = {
  Open: 'orange',
  'Manufacturer Responded': 'blue',
  'Resolution Proposed': 'purple',
  Resolved: 'green',
};

export function EscalationStatusBadge({ status }: { status: EscalationStatus }) {
  return (
    <Badge colorPalette={STATUS_COLOURS[status]} variant="subtle">
      {status}
    </Badge>
  );
}
