import { Badge, Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { FollowUpKind, FollowUpPage, FollowUpView } from '@domain/guidance/guidance-api';
import { formatDateTime } from '@domain/format/date-format';
import { ErrorNotice } from '@/components/error-notice';
import { TitledCard } from '@/components/titled-card';
import { SaveStatus, useSave } from '@/components/use-save';
import type { ApiRead } from '@/lib/api-query';
import { fromLocalInput } from '@/lib/datetime-input';
import { SAVE_MESSAGES } from '@/lib/save-messages';
import { useRefreshRequest } from '../requests/api/use-refresh-request';
import { saveFollowUp } from './api/guidance-calls';
import { FOLLOW_UPS_ANCHOR } from './guidance-section';

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
