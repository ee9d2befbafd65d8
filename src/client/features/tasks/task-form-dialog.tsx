import { Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MANUAL_TASK_PRIORITIES, MANUAL_TASK_SCORES, MANUAL_TASK_TYPES, TASK_BY_HAND_MESSAGES, type ManualTaskPriority } from '@domain/tasks/task-by-hand';
import type { TaskDetail, TaskWriteResult } from '@domain/tasks/task-api';
import { AppDialog } from '@/components/app-dialog';
import { ErrorNotice } from '@/components/error-notice';
import { optionsOf, SelectField, type SelectOption } from '@/components/select-field';
import { useSave } from '@/components/use-save';
import { fromLocalInput, toLocalInput } from '@/lib/datetime-input';
import { locationContactsQuery } from '@/features/requests/api/picker-queries';
import { createTask, editTask } from './api/task-calls';
import { taskKeys } from './api/task-keys';

type TaskFormProps = { open: boolean; onClose: () => void } & (
  { mode: 'create'; locations: readonly SelectOption[]; onCreated: (task: TaskWriteResult) => void } | { mode: 'edit'; task: TaskDetail }
);

const priorityOf = (score: number) => MANUAL_TASK_PRIORITIES.find((p) => MANUAL_TASK_SCORES[p] === score) ?? '';

/**
 * Make a task by hand, or change one (docs/product/tasks.md#by-hand): what, where, who, by when and
 * how important. The portal's own tasks (PM, certifications) change hands and dates only.
 */
export function TaskFormDialog(props: TaskFormProps) {
  const task = props.mode === 'edit' ? props.task : null;
  const rewordable = !task || (MANUAL_TASK_TYPES as readonly string[]).includes(task.taskType);
  const [title, setTitle] = useState(task?.title ?? '');
  const [description, setDescription] = useState(task?.description ?? '');
  const [locationId, setLocationId] = useState(task?.location.id ?? (props.mode === 'create' && props.locations.length === 1 ? props.locations[0]!.value : ''));
  const [assigneeId, setAssigneeId] = useState(task?.assignedTo?.id ?? '');
  const [due, setDue] = useState(toLocalInput(task?.dueAt));
  const [priority, setPriority] = useState<ManualTaskPriority | ''>(task ? priorityOf(task.score) : 'Normal');
  const people = useQuery({ ...locationContactsQuery(locationId), enabled: props.open && locationId !== '' });
  const queryClient = useQueryClient();
  const save = useSave();

  const assignees: SelectOption[] = (people.data?.items ?? []).map((p) => ({ value: p.id, label: p.role ? `${p.name} · ${p.role}` : p.name }));
  // The current assignee stays choosable while the location's people load (or if they have left it).
  if (task?.assignedTo && !assignees.some((a) => a.value === task.assignedTo!.id))
    assignees.unshift({ value: task.assignedTo.id, label: task.assignedTo.name });

  const submit = async () => {
    const common = { assignedToUserId: assigneeId || null, dueAt: fromLocalInput(due) };
    const wording = rewordable ? { title, description, ...(priority ? { priority } : {}) } : {};
    const saved =
      props.mode === 'create'
        ? await save.run(() => createTask({ ...wording, title, locationId, ...common }), TASK_BY_HAND_MESSAGES.create, 'Task created.')
        : await save.run(() => editTask(props.task.id, { ...wording, ...common }), TASK_BY_HAND_MESSAGES.edit, 'Task updated.');
    if (!saved) return;
    void queryClient.invalidateQueries({ queryKey: taskKeys.lists });
    if (props.mode === 'create') props.onCreated(saved);
    else {
      void queryClient.invalidateQueries({ queryKey: taskKeys.one(saved.id) });
      props.onClose();
    }
  };

  return (
    <AppDialog
      title={props.mode === 'create' ? 'New task' : 'Edit task'}
      open={props.open}
      onClose={props.onClose}
      size={{ base: 'full', md: 'md' }}
      scrollBehavior="inside"
      footer={
        <>
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button colorPalette="brand" loading={save.busy} disabled={!title.trim() || !locationId} onClick={() => void submit()}>
            {props.mode === 'create' ? 'Create task' : 'Save'}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {rewordable && (
          <>
            <Field.Root required>
              <Field.Label>
                What needs doing <Field.RequiredIndicator />
              </Field.Label>
              <Input value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Details (optional)</Field.Label>
              <Textarea value={description} maxLength={4000} rows={3} onChange={(e) => setDescription(e.target.value)} />
            </Field.Root>
          </>
        )}
        {props.mode === 'create' && (
          <SelectField
            label="Location"
            required
            value={locationId}
            empty="Choose a location"
            options={props.locations}
            onChange={(v) => {
              setLocationId(v);
              setAssigneeId('');
            }}
          />
        )}
        <SelectField
          label="Assigned to"
          value={assigneeId}
          empty={locationId ? 'No one yet' : 'Choose a location first'}
          disabled={!locationId}
          options={assignees}
          onChange={setAssigneeId}
        />
        {people.error && <ErrorNotice size="sm" message={people.error.message} onRetry={() => void people.refetch()} />}
        <Field.Root>
          <Field.Label>Due (optional)</Field.Label>
          <Input type="datetime-local" value={due} onChange={(e) => setDue(e.target.value)} />
        </Field.Root>
        {rewordable && (
          <SelectField label="Priority" value={priority} options={optionsOf(MANUAL_TASK_PRIORITIES)} onChange={(v) => setPriority(v as ManualTaskPriority)} />
        )}
        {save.error && <ErrorNotice size="sm" message={save.error} />}
      </Stack>
    </AppDialog>
  );
}
