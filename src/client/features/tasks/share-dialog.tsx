import { Badge, Button, Checkbox, Field, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '@domain/format/date-format';
import { RECIPIENT_GROUPS, TASK_MESSAGES } from '@domain/tasks/task-constants';
import type { RecipientGroup, ShareRecipient } from '@domain/tasks/task-api';
import { ErrorNotice } from '@/components/error-notice';
import { useSave } from '@/components/use-save';
import { shareTask } from './api/task-calls';
import { shareRecipientsQuery } from './api/task-queries';
import { AppDialog } from '@/components/app-dialog';

const GROUP_TITLES: Record<RecipientGroup, string> = {
  locationContacts: 'Location contacts',
  customerContacts: 'Customer contacts',
  vendorContacts: 'Vendor contacts',
};

/**
 * Share an open task (docs/product/tasks.md#share): pick people from the three recipient groups,
 * out-of-office ones flagged, add a note, send. Needs the network (a message goes out at once).
 */
export function ShareDialog({ taskId, open, onClose }: { taskId: string; open: boolean; onClose: () => void }) {
  const recipients = useQuery({ ...shareRecipientsQuery(taskId), enabled: open });
  const [chosen, setChosen] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const save = useSave();
  const toggle = (id: string, on: boolean) => setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
  const send = async () => {
    const sent = await save.run(() => shareTask(taskId, { recipientIds: chosen, message: message.trim() || undefined }), TASK_MESSAGES.share, 'Task shared.');
    if (sent) {
      setChosen([]);
      setMessage('');
      onClose();
    }
  };
  return (
    <AppDialog
      title="Share task"
      open={open}
      onClose={onClose}
      size={{ base: 'full', md: 'md' }}
      scrollBehavior="inside"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette="brand" loading={save.busy} disabled={chosen.length === 0} onClick={() => void send()}>
            Send{chosen.length > 0 ? ` to ${chosen.length}` : ''}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {recipients.error && <ErrorNotice size="sm" message={recipients.error.message} onRetry={() => void recipients.refetch()} />}
        {recipients.isPending && <Skeleton height="24" />}
        {recipients.data &&
          RECIPIENT_GROUPS.map((group) => (
            <Stack key={group} gap="2" as="fieldset">
              <Text as="legend" fontWeight="semibold" fontSize="sm" mb="1">
                {GROUP_TITLES[group]}
              </Text>
              {recipients.data[group].length === 0 && (
                <Text fontSize="sm" color="fg.muted">
                  No one to show.
                </Text>
              )}
              {recipients.data[group].map((r) => (
                <RecipientChoice key={r.id} recipient={r} checked={chosen.includes(r.id)} onChange={(on) => toggle(r.id, on)} />
              ))}
            </Stack>
          ))}
        <Field.Root>
          <Field.Label>Note (optional)</Field.Label>
          <Textarea value={message} maxLength={2000} onChange={(e) => setMessage(e.target.value)} rows={3} />
        </Field.Root>
        {save.error && <ErrorNotice size="sm" message={save.error} />}
      </Stack>
    </AppDialog>
  );
}

function RecipientChoice({ recipient, checked, onChange }: { recipient: ShareRecipient; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(d) => onChange(d.checked === true)} alignItems="flex-start">
      <Checkbox.HiddenInput />
      <Checkbox.Control mt="0.5" />
      <Checkbox.Label fontWeight="normal">
        <Text as="span" fontWeight="medium">
          {recipient.name}
        </Text>
        {recipient.role && (
          <Text as="span" color="fg.muted">
            {' '}
            · {recipient.role}
          </Text>
        )}
        {recipient.isOoo && (
          <Badge ms="2" colorPalette="orange" title={`Out of office ${formatDate(recipient.oooStartDate)} – ${formatDate(recipient.oooEndDate)}`}>
            OOO until {formatDate(recipient.oooEndDate)}
          </Badge>
        )}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
