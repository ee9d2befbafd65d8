import { Badge } from '@chakra-ui/react';
import type { RequestPriority, RequestStatus } from '@domain/requests/request-enums';

const PRIORITY_COLOURS: Record<RequestPriority, string> = { Low: 'gray', Medium: 'blue', High: 'orange', Emergency: 'red' };

export function PriorityBadge({ priority }: { priority: RequestPriority }) {
  return (
    <Badge colorPalette={PRIORITY_COLOURS[priority]} variant={priority === 'Emergency' ? 'solid' : 'subtle'}>
      {priority}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: RequestStatus }) {
  return (
    <Badge colorPalette={status === 'Request Open' ? 'green' : 'gray'} variant="outline">
      {status === 'Request Open' ? 'Open' : 'Closed'}
    </Badge>
  );
}
