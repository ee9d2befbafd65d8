import { Badge, Box, Button, Checkbox, Field, HStack, Stack, Text, Textarea, Timeline } from '@chakra-ui/react';
import { TitledCard } from '@/components/titled-card';
import { useState } from 'react';
import { runQueued, useSave } from '@/components/use-save';
import { formatDateTime } from '@domain/format/date-format';
import { AUTHORED_ACTIVITY_TYPES } from '@domain/requests/activity-types';
import type { ActivityView, TaggableUser } from '@domain/requests/request-views';
import { usePendingWrites } from '@/offline/use-outbox';
import { activitiesQuery, taggableUsersQuery } from './api/request-queries';
import { ErrorNotice } from '@/components/error-notice';
import { insertMention, mentionCandidates, mentionedIds, mentionQuery } from './mentions';
import { REQUEST_MESSAGES } from './request-messages';
import { queueActivity, queueActivityDelete, queueActivityEdit, queueNote } from './api/request-writes';
import { PendingMark } from '@/components/sync/pending-mark';
import { useQuery } from '@tanstack/react-query';
import { SELF_SERVICE_PATHS } from '@domain/requests/request-paths';

export interface ActivitySectionProps {
  requestId: string;
  selfService: boolean;
  /** Self-service requests come with their activities. */
  activities?: ActivityView[];
  /** A request filed on this device that the server does not have yet: nothing to read, notes wait for it. */
  filedHere?: boolean;
}

/**
 * The request's timeline (docs/product/requests.md activity) with what people wrote: notes with @mentions and
 * "action required" on full-service requests, activities (add, edit, delete) on self-service ones.
 * Writes are queued (they work offline) and marked "waiting to sync" until the server has them.
 */
export function ActivitySection({ requestId, selfService, activities, filedHere = false }: ActivitySectionProps) {
  const fetched = useQuery({ ...activitiesQuery(requestId), enabled: !selfService && !filedHere });
  const items = selfService ? (activities ?? []) : (fetched.data?.items ?? []);
  const pendingNotes = usePendingWrites({ kind: 'request.note', urlPrefix: `/requests/${requestId}/` });
  const pendingActivities = usePendingWrites({ kind: ['activity.create', 'activity.update', 'activity.delete'], urlPrefix: SELF_SERVICE_PATHS.activities });
  const mine = pendingActivities.filter((e) => e.kind !== 'activity.create' || (e.body as { requestId?: string }).requestId === requestId);
  const pendingFor = (activityId: string) => mine.find((e) => e.entityId === activityId);

  return (
    <TitledCard title={selfService ? 'Activity' : 'Activity and notes'}>
      {fetched.error && !filedHere && <ErrorNotice message={fetched.error.message} onRetry={() => void fetched.refetch()} />}
      <Composer requestId={requestId} selfService={selfService} />
      <Timeline.Root size="sm" variant="subtle">
        {items.map((a) => (
          <ActivityItem key={a.id} activity={a} selfService={selfService} pending={pendingFor(a.id)?.kind} />
        ))}
        {(selfService ? mine.filter((e) => e.kind === 'activity.create') : pendingNotes).map((e) => {
          const body = e.body as { description?: string; text?: string; actionRequired?: boolean };
          return (
            <Timeline.Item key={e.opId}>
              <Timeline.Connector>
                <Timeline.Separator />
                <Timeline.Indicator />
              </Timeline.Connector>
              <Timeline.Content>
                <Timeline.Title>
                  <Text>{selfService ? 'Activity' : 'Note'}</Text>
                  <PendingMark entry={e} />
                </Timeline.Title>
                <Text whiteSpace="pre-wrap">{body.description ?? body.text}</Text>
              </Timeline.Content>
            </Timeline.Item>
          );
        })}
      </Timeline.Root>
      {items.length === 0 && !(fetched.isPending && !selfService) && <Text color="fg.muted">Nothing has happened on this request yet.</Text>}
    </TitledCard>
  );
}

function ActivityItem({ activity: a, selfService, pending }: { activity: ActivityView; selfService: boolean; pending?: string }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(a.description);
  const save = useSave();
  const error = save.error;
  const editable = selfService && AUTHORED_ACTIVITY_TYPES.includes(a.activityType);
  const act = async (action: () => Promise<unknown>) => {
    if ((await runQueued(save, () => action().then(() => true), REQUEST_MESSAGES.addActivity)) !== undefined) setEditing(false);
  };
  return (
    <Timeline.Item opacity={pending === 'activity.delete' ? 0.5 : 1}>
      <Timeline.Connector>
        <Timeline.Separator />
        <Timeline.Indicator bg={a.actionRequired ? 'orange.solid' : undefined} />
      </Timeline.Connector>
      <Timeline.Content>
        <Timeline.Title>
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium">{a.activityType}</Text>
            {a.actionRequired && <Badge colorPalette="orange">Action required</Badge>}
            {pending && <Badge colorPalette="yellow">{pending === 'activity.delete' ? 'Deleting, waiting to sync' : 'Waiting to sync'}</Badge>}
          </HStack>
        </Timeline.Title>
        <Timeline.Description>
          {formatDateTime(a.createdAt)}
          {a.createdBy ? ` · ${a.createdBy.name}` : ''}
          {a.task ? ` · ${a.task.title}${a.task.completedAt ? ' (done)' : ''}` : ''}
        </Timeline.Description>
        {editing ? (
          <Stack gap="2">
            <Textarea aria-label="Activity" value={text} onChange={(e) => setText(e.target.value)} />
            <HStack>
              <Button size="xs" colorPalette="brand" disabled={!text.trim()} onClick={() => void act(() => queueActivityEdit(a.id, text.trim()))}>
                Save
              </Button>
              <Button size="xs" variant="ghost" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        ) : (
          a.description && <Text whiteSpace="pre-wrap">{a.description}</Text>
        )}
        {a.mentions.length > 0 && (
          <Text fontSize="sm" color="fg.muted">
            Mentioned: {a.mentions.map((m) => m.name).join(', ')}
          </Text>
        )}
        {error && <Text color="fg.error">{error}</Text>}
        {editable && !editing && pending !== 'activity.delete' && (
          <HStack gap="1">
            <Button size="2xs" variant="ghost" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button size="2xs" variant="ghost" colorPalette="red" onClick={() => void act(() => queueActivityDelete(a.id))}>
              Delete
            </Button>
          </HStack>
        )}
      </Timeline.Content>
    </Timeline.Item>
  );
}

function Composer({ requestId, selfService }: { requestId: string; selfService: boolean }) {
  const [text, setText] = useState('');
  const [actionRequired, setActionRequired] = useState(false);
  const [chosen, setChosen] = useState<TaggableUser[]>([]);
  const save = useSave();
  const error = save.error;
  const query = selfService ? null : mentionQuery(text);
  const taggable = useQuery({ ...taggableUsersQuery(requestId), enabled: query !== null });
  const candidates = query !== null && taggable.data ? mentionCandidates(taggable.data.items, query) : [];

  const submit = async () => {
    const queued = await runQueued(
      save,
      () =>
        selfService ? queueActivity(requestId, text.trim()) : queueNote(requestId, { text: text.trim(), actionRequired, mentions: mentionedIds(text, chosen) }),
      selfService ? REQUEST_MESSAGES.addActivity : REQUEST_MESSAGES.saveFailed,
    );
    if (queued === undefined) return;
    setText('');
    setActionRequired(false);
    setChosen([]);
  };

  return (
    <Stack
      as="form"
      gap="2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field.Root>
        <Field.Label>{selfService ? 'Add an activity' : 'Add a note'}</Field.Label>
        <Textarea
          value={text}
          maxLength={5000}
          rows={2}
          onChange={(e) => setText(e.target.value)}
          placeholder={selfService ? 'What was done or found' : 'Write a note; type @ to mention someone'}
        />
        {!selfService && <Field.HelperText>Type @ and a name to mention someone; they are notified.</Field.HelperText>}
      </Field.Root>
      {candidates.length > 0 && (
        <Box borderWidth="1px" rounded="md" role="listbox" aria-label="People to mention">
          {candidates.map((u) => (
            <Button
              key={u.id}
              role="option"
              variant="ghost"
              size="sm"
              w="full"
              justifyContent="flex-start"
              // A long email wraps inside the list (a button keeps its text on one line).
              h="auto"
              minH="9"
              py="1.5"
              whiteSpace="normal"
              textAlign="start"
              flexWrap="wrap"
              columnGap="2"
              rowGap="0"
              onClick={() => {
                setText((t) => insertMention(t, u));
                setChosen((c) => [...c, u]);
              }}
            >
              {u.name}
              <Text as="span" color="fg.muted" fontSize="xs" overflowWrap="anywhere" minW="0">
                {u.kind === 'vendor' ? 'Vendor' : u.email}
              </Text>
            </Button>
          ))}
        </Box>
      )}
      <HStack justify="space-between" wrap="wrap" gap="2">
        {!selfService ? (
          <Checkbox.Root checked={actionRequired} onCheckedChange={(d) => setActionRequired(d.checked === true)} size="sm">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Action required</Checkbox.Label>
          </Checkbox.Root>
        ) : (
          <span />
        )}
        <Button type="submit" size="sm" colorPalette="brand" disabled={!text.trim()}>
          {selfService ? 'Add activity' : 'Add note'}
        </Button>
      </HStack>
      {error && <Text color="fg.error">{error}</Text>}
    </Stack>
  );
}
