import { Button, Card, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { formatDateTime, formatDay } from '@domain/format/date-format';
import { formatUsd } from '@domain/format/money-format';
import { TASK_MESSAGES } from '@domain/tasks/task-constants';
import type { TaskDetail } from '@domain/tasks/task-api';
import { ErrorNotice } from '@/components/error-notice';
import { runQueued, SaveStatus, useSave } from '@/components/use-save';
import { PendingMark } from '@/components/sync/pending-mark';
import { usePendingWrites } from '@/offline/use-outbox';
import { taskKeys } from './api/task-keys';
import { taskQuery, taskSavingsQuery } from './api/task-queries';
import { reopenTask } from './api/task-calls';
import { queueTaskCompletion } from './api/task-writes';
import { TaskStateBadge, TaskTypeBadge } from './task-badges';

// Sharing (recipients, message) loads when the dialog first opens.
const ShareDialog = lazy(() => import('./share-dialog').then(({ ShareDialog }) => ({ default: ShareDialog })));
const TaskFormDialog = lazy(() => import('./task-form-dialog').then(({ TaskFormDialog }) => ({ default: TaskFormDialog })));

/**
 * One task (docs/product/tasks.md#detail): what to do, where, its request and the guides of its
 * equipment, what it saves, complete (queued, works offline), share and edit (open tasks only), reopen (complete ones).
 */
export function TaskDetailView({ taskId, canUpdate }: { taskId: string; canUpdate: (task: TaskDetail) => boolean }) {
  const task = useQuery(taskQuery(taskId));
  const savings = useQuery(taskSavingsQuery(taskId));
  const queryClient = useQueryClient();
  const pending = usePendingWrites({ kind: 'task.complete', entityId: taskId });
  const queued = pending[0];
  const save = useSave();
  const [sharing, setSharing] = useState(false);
  const [editing, setEditing] = useState(false);

  // Once the server has the completion (whichever tab sent it), read the task and the lists again.
  const hadPending = useRef(false);
  useEffect(() => {
    if (queued) hadPending.current = true;
    else if (hadPending.current) {
      hadPending.current = false;
      void queryClient.invalidateQueries({ queryKey: taskKeys.one(taskId) });
      void queryClient.invalidateQueries({ queryKey: taskKeys.lists });
    }
  }, [queued, queryClient, taskId]);

  if (task.error) return <ErrorNotice message={task.error.message} onRetry={() => void task.refetch()} />;
  if (!task.data) return null;
  const t = task.data;
  const open = t.completedAt === null && !queued;
  const mayUpdate = canUpdate(t);
  const complete = () => void runQueued(save, () => queueTaskCompletion(t.id), TASK_MESSAGES.complete);
  const reopen = async () => {
    if (!(await save.run(() => reopenTask(t.id), TASK_MESSAGES.reopen, 'Task reopened.'))) return;
    void queryClient.invalidateQueries({ queryKey: taskKeys.one(t.id) });
    void queryClient.invalidateQueries({ queryKey: taskKeys.lists });
  };

  return (
    <Stack gap="4">
      <Card.Root variant="outline">
        <Card.Body gap="4">
          <Stack gap="2">
            <HStack gap="2" wrap="wrap">
              <TaskTypeBadge type={t.taskType} />
              {queued ? <PendingMark entry={queued} /> : <TaskStateBadge completedAt={t.completedAt} dueAt={t.dueAt} />}
            </HStack>
            <Heading size="lg" as="h2">
              {t.title}
            </Heading>
            {t.description && <Text>{t.description}</Text>}
          </Stack>
          <DataList.Root orientation="horizontal" size="sm">
            <Item label="Location">{t.location.name}</Item>
            <Item label="Due">{t.dueAt ? formatDateTime(t.dueAt) : 'No due date'}</Item>
            <Item label="Assigned to">{t.assignedTo?.name ?? 'No one yet'}</Item>
            <Item label="Score">{String(t.score)}</Item>
            {t.createdBy && <Item label="Created by">{t.createdBy.name}</Item>}
            {t.asset && <Item label="Equipment">{t.asset.name}</Item>}
            {t.completedAt && (
              <Item label="Completed">
                {formatDay(t.completedAt)}
                {t.completedBy ? ` by ${t.completedBy.name}` : ''}
              </Item>
            )}
            {savings.data && (
              <Item label="Savings">
                {formatUsd(savings.data.projectedSavingsUsd)} {savings.data.realized ? 'saved' : 'projected'}
              </Item>
            )}
          </DataList.Root>
          {savings.data && (
            <Text fontSize="sm" color="fg.muted">
              {savings.data.basis}
            </Text>
          )}
          <SaveStatus save={save} />
          <HStack gap="2" wrap="wrap">
            {mayUpdate && open && (
              <Button colorPalette="brand" onClick={complete}>
                Complete task
              </Button>
            )}
            {mayUpdate && open && (
              <Button variant="outline" onClick={() => setSharing(true)}>
                Share
              </Button>
            )}
            {mayUpdate && open && (
              <Button variant="outline" onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
            {mayUpdate && t.completedAt && !queued && (
              <Button variant="outline" loading={save.busy} onClick={() => void reopen()}>
                Reopen
              </Button>
            )}
          </HStack>
        </Card.Body>
      </Card.Root>
      {t.request && (
        <Card.Root variant="outline" size="sm">
          <Card.Body gap="2">
            <Text fontWeight="semibold">
              Request #{t.request.number}
              {t.request.ticketName ? ` · ${t.request.ticketName}` : ''}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t.request.requestType} · {t.request.requestStatus}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Button asChild size="sm" variant="outline">
                <Link to="/requests/$id" params={{ id: t.request.id }}>
                  Open the request
                </Link>
              </Button>
              {t.assetHasGuide && t.asset && (
                <Button asChild size="sm" variant="outline">
                  <Link to="/tasks/$id/request/$requestId/guides" params={{ id: t.id, requestId: t.request.id }} search={{ assetId: t.asset.id }}>
                    Troubleshooting guides
                  </Link>
                </Button>
              )}
            </HStack>
          </Card.Body>
        </Card.Root>
      )}
      {sharing && (
        <Suspense fallback={null}>
          <ShareDialog taskId={t.id} open={sharing} onClose={() => setSharing(false)} />
        </Suspense>
      )}
      {editing && (
        <Suspense fallback={null}>
          <TaskFormDialog mode="edit" task={t} open={editing} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Stack>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
