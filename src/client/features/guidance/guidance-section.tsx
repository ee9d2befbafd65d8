import { Alert, Badge, Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { TitledCard } from '@/components/titled-card';
import { useState } from 'react';
import type { AutomationPage, FollowUpKind, FollowUpPage, FollowUpView, PromptKind, PromptList } from '@domain/guidance/guidance-api';
import { formatDateTime } from '@domain/format/date-format';
import { saveFollowUp } from './api/guidance-calls';
import { fromLocalInput } from '@/lib/datetime-input';
import { ErrorNotice } from '@/components/error-notice';
import { SAVE_MESSAGES } from '@/lib/save-messages';
import type { ApiRead } from '@/lib/api-query';
import { useRefreshRequest } from '../requests/api/use-refresh-request';
import { SaveStatus, useSave } from '@/components/use-save';

/** What the user should do next on the request, most urgent first (docs/product/README.md#api prompts). */
/** The button each prompt carries: what to do, said as an action. */
export const PROMPT_ACTIONS: Record<PromptKind, string> = {
  'assign-vendor': 'Choose a vendor',
  'set-eta': 'Set the ETA',
  'follow-up-due': 'See the follow-ups',
  'complete-checklist': 'Go to the checklist',
  'close-request': 'Complete the request',
  'generate-next': 'Schedule the next visit',
};

/** The prompts the user may act on (`mayAct`: a vendor does not get the customer's), most urgent first. */
export function PromptsPanel({
  prompts,
  onAct,
  mayAct,
}: {
  prompts: ApiRead<PromptList>;
  onAct: (kind: PromptKind) => void;
  mayAct: (kind: PromptKind) => boolean;
}) {
  const items = (prompts.data?.items ?? []).filter((p) => mayAct(p.kind)).sort((a, b) => a.priority - b.priority);
  if (prompts.error) return <ErrorNotice message={prompts.error.message} onRetry={() => void prompts.refetch()} />;
  if (items.length === 0) return null;
  return (
    <Stack gap="2" data-testid="prompts">
      {items.map((p) => (
        <Alert.Root key={p.kind} status="info" rounded="md">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{p.title}</Alert.Title>
            <Alert.Description>{p.message}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" colorPalette="blue" alignSelf="center" onClick={() => onAct(p.kind)}>
            {PROMPT_ACTIONS[p.kind]}
          </Button>
        </Alert.Root>
      ))}
    </Stack>
  );
}

/** The element id of the follow-ups card (a prompt's action scrolls to it). */
export const FOLLOW_UPS_ANCHOR = 'follow-ups';

/** Follow-ups the user set on the request, and adding one (docs/product/README.md#api follow-up). */
export function FollowUpsCard({
  requestId,
  followUps,
  kind = 'general',
  title = 'Follow-ups',
  readOnly = false,
}: {
  requestId: string;
  followUps: ApiRead<FollowUpPage>;
  kind?: FollowUpKind;
  title?: string;
  /** Follow-ups are the customer's: a dispatched vendor reads them only. */
  readOnly?: boolean;
}) {
  const save = useSave();
  const refresh = useRefreshRequest(requestId);
  const [dueAt, setDueAt] = useState('');
  const [note, setNote] = useState('');
  const items = (followUps.data?.items ?? []).filter((f) => kind === 'general' || f.kind === kind);
  const add = async () => {
    const due = fromLocalInput(dueAt);
    if (!due || !note.trim()) return;
    if (
      await save.run(
        () => saveFollowUp(requestId, { id: crypto.randomUUID(), kind, dueAt: due, note: note.trim(), completed: false }),
        SAVE_MESSAGES.saveFailed,
      )
    ) {
      setDueAt('');
      setNote('');
      refresh();
    }
  };
  const complete = async (f: FollowUpView) => {
    if (await save.run(() => saveFollowUp(requestId, { id: f.id, kind: f.kind, dueAt: f.dueAt, note: f.note, completed: true }), SAVE_MESSAGES.saveFailed))
      refresh();
  };
  return (
    <TitledCard title={title} bodyGap="3" id={FOLLOW_UPS_ANCHOR}>
      {followUps.error && <ErrorNotice message={followUps.error.message} onRetry={() => void followUps.refetch()} />}
      {items.map((f) => (
        <HStack key={f.id} justify="space-between" gap="2" borderWidth="1px" rounded="md" p="2" wrap="wrap">
          <Stack gap="0.5" flex="1" minW="10rem">
            <Text>{f.note}</Text>
            <Text fontSize="xs" color="fg.muted">
              Due {formatDateTime(f.dueAt)}
              {f.kind === 'vendor-visit' ? ' · vendor visit' : ''}
            </Text>
          </Stack>
          {f.completedAt ? (
            <Badge colorPalette="green">Done</Badge>
          ) : (
            !readOnly && (
              <Button size="xs" variant="outline" onClick={() => void complete(f)}>
                Mark done
              </Button>
            )
          )}
        </HStack>
      ))}
      {items.length === 0 && !followUps.error && <Text color="fg.muted">No follow-ups yet.</Text>}
      {!readOnly && (
        <Stack gap="2" borderTopWidth="1px" pt="3">
          <Field.Root>
            <Field.Label>Follow up on</Field.Label>
            <Input size="sm" type="datetime-local" value={dueAt} onChange={(e) => setDueAt(e.target.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Note</Field.Label>
            <Textarea size="sm" rows={2} value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
          </Field.Root>
          <Button
            size="sm"
            alignSelf="flex-end"
            colorPalette="brand"
            loading={save.busy}
            disabled={!fromLocalInput(dueAt) || !note.trim()}
            onClick={() => void add()}
          >
            Add follow-up
          </Button>
          <SaveStatus save={save} />
        </Stack>
      )}
    </TitledCard>
  );
}

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
