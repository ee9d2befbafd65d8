import { Badge } from '@chakra-ui/react';
import type { TaskType } from '@domain/tasks/task-api';

const TYPE_PALETTE: Record<TaskType, string> = {
  Preventative: 'teal',
  'Equipment Certification': 'purple',
  'Follow-up': 'blue',
  General: 'gray',
};

export function TaskTypeBadge({ type }: { type: TaskType }) {
  return (
    <Badge colorPalette={TYPE_PALETTE[type]} variant="subtle">
      {type}
    </Badge>
  );
}

export function TaskStateBadge({ completedAt, dueAt, now = new Date() }: { completedAt: string | null; dueAt: string | null; now?: Date }) {
  if (completedAt) return <Badge colorPalette="green">Complete</Badge>;
  if (dueAt && new Date(dueAt) < now) return <Badge colorPalette="red">Overdue</Badge>;
  return <Badge colorPalette="orange">Open</Badge>;
}
